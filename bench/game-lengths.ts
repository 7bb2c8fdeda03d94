// How long seeded random Intergalactic Ace games last (rounds), over many seeds and player counts:
// the figure behind the property test's bound. Run from the project root with `npm run bench:game-lengths`.
import { readFileSync } from "node:fs";
import { type AceCards, dealSetup, intergalacticAce, randomGame, seededDealer } from "../src/modes/intergalactic-ace/index.js";

const cards: AceCards = JSON.parse(readFileSync("test/fixtures/intergalactic-ace-deck.json", "utf8"));
const GAMES = 2000;
const CAP = 1000;
const rounds: number[] = [];
let notOver = 0;
for (let seed = 0; seed < GAMES; seed++) {
  const players = ["a", "b", "c", "d", "e", "f"].slice(0, 2 + (seed % 5));
  const setup = dealSetup(cards, { players, variants: { bossBattles: seed % 3 === 0, goToWarp: seed % 4 === 0 } }, seededDealer(seed));
  const { state } = randomGame(intergalacticAce, setup, seed, CAP);
  if (state.over) rounds.push(state.round);
  else notOver++;
}
rounds.sort((a, b) => a - b);
const at = (q: number) => rounds[Math.min(rounds.length - 1, Math.floor(rounds.length * q))];
console.log(JSON.stringify({ games: GAMES, cap: CAP, notOver, median: at(0.5), p99: at(0.99), max: rounds.at(-1) }));
