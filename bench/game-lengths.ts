// How long games last. Intergalactic Ace: seeded random games (rounds), over many seeds and player
// counts, the figure behind the property test's bound. Aces High: the records of ace-ledger/testing
// (events, rounds, how they end; bench/arbitraries.ts), the figures in docs/testing.md.
// Run from the project root with `npm run bench:game-lengths`; add `-- aces-high` or
// `-- intergalactic-ace` for one of them.
import { readFileSync } from "node:fs";
import { type AceCards, dealSetup, intergalacticAce, randomGame, seededDealer } from "../src/modes/intergalactic-ace/index.js";
import { arbitrariesReport } from "./arbitraries.js";

const only = process.argv[2];

function intergalacticAceLengths(): void {
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
}

if (only !== undefined && only !== "aces-high" && only !== "intergalactic-ace") throw new Error(`expected aces-high or intergalactic-ace, got ${only}`);
if (only !== "aces-high") intergalacticAceLengths();
if (only !== "intergalactic-ace") for (const figures of arbitrariesReport()) console.log(JSON.stringify(figures));
