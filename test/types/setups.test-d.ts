// Type tests of `startGame` in every mode: it takes the mode's setup input type (`AcesHighSetupInput`,
// `EpicSetupInput`, `SpaceRaceSetupInput`, `FireteamSetupInput`, `IntergalacticAceSetupInput`), so a
// misspelt or missing setup field, or a value of the wrong kind, is a compile error; `tryStartGame`
// takes a setup not yet checked (`unknown`, read from JSON). `npm test` type-checks this file (tsc
// --noEmit), and every `@ts-expect-error` below must meet an error. It is never run.
// (test/types/setup-input.test.ts checks that each type takes every setup of the conformance kit.)
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";

declare const fromJson: unknown;

// Aces High
const vader = { id: "vader", order: 1, ship: { hull: 3, shields: 2 } } as const;
export const acesHighGame: acesHigh.AcesHighGame = acesHigh.startGame({ players: [vader, { id: "luke", order: 2, name: "Luke", ship: { hull: 4, shields: 2, pilot: "lukeskywalker" } }], rules: { preset: "epicBattles" } });
// @ts-expect-error: a misspelt setup field ("Did you mean 'players'?")
acesHigh.startGame({ player: [vader] });
// @ts-expect-error: a misspelt field of a player
acesHigh.startGame({ players: [vader, { id: "luke", ordre: 2, ship: { hull: 4, shields: 2 } }] });
// @ts-expect-error: a misspelt field of a ship
acesHigh.startGame({ players: [vader, { id: "luke", order: 2, ship: { hull: 4, sheilds: 2 } }] });
// @ts-expect-error: a misspelt rule
acesHigh.startGame({ players: [vader], rules: { victoryLimt: 8 } });
// @ts-expect-error: no such preset
acesHigh.startGame({ players: [vader], rules: { preset: "casual" } });
// @ts-expect-error: a setup not yet checked goes to tryStartGame
acesHigh.startGame(fromJson);
export const acesHighTried = acesHigh.tryStartGame(fromJson);

// Epic
const falcon = { id: "falcon", hull: 8, shields: 5, threat: 4 } as const;
const wing = { id: "rogue-wing", threat: 3, wing: true, ships: [{ id: "rogue-1", hull: 4, shields: 2 }] } as const;
export const epicGame: epic.EpicGame = epic.startGame({ scoring: "threat", players: [{ id: "rebels", order: 1, ships: [falcon, wing] }], tiebreaker: "none" });
// @ts-expect-error: a misspelt setup field ("Did you mean 'tiebreaker'?")
epic.startGame({ scoring: "threat", players: [], tiebraker: "none" });
// @ts-expect-error: a misspelt field of a ship
epic.startGame({ scoring: "points", players: [{ id: "rebels", order: 1, ships: [{ id: "x", hull: 3, shields: 2, piont: 40 }] }] });
// @ts-expect-error: scoring is "points" or "threat"
epic.startGame({ scoring: "squad", players: [] });
// @ts-expect-error: a setup not yet checked goes to tryStartGame
epic.startGame(fromJson);
export const epicTried = epic.tryStartGame(fromJson);

// Space Race
const hare = { id: "hare", card: 5, ship: "rz1awing", initiative: 3, points: 20, hull: 2, shields: 2 } as const;
export const spaceRaceGame: spaceRace.SpaceRaceGame = spaceRace.startGame({ players: [hare], tiebreak: ["hare"], rules: { printedStats: "legacy" } });
// @ts-expect-error: a misspelt setup field ("Did you mean 'tiebreak'?")
spaceRace.startGame({ players: [hare], tiebrake: ["hare"] });
// @ts-expect-error: a misspelt field of a racer
spaceRace.startGame({ players: [{ ...hare, intiative: 3 }] });
// @ts-expect-error: a ship that does not race
spaceRace.startGame({ players: [{ ...hare, ship: "tiefighter" }] });
// @ts-expect-error: a setup not yet checked goes to tryStartGame
spaceRace.startGame(fromJson);
export const spaceRaceTried = spaceRace.tryStartGame(fromJson);

// A.C.E. Fireteam
const boxes = { gray: 2, red: 1 } as const;
const locations = { head: boxes, torso: boxes, leftArm: boxes, rightArm: boxes, leftLeg: boxes, rightLeg: boxes } as const;
const rifle = { name: "MC-51 Rifle", type: "GUN", cost: 4, damage: 1, location: "rightArm", handheld: true, accuracy: [null, -1, 0, -1, -2, -2, -3, -3, -4, -4, -4, -4] } as const;
const gladius = { id: "g1", cost: 19, armCost: 2, arms: 2, hands: true, armor: 5, armorDamage: 0, react: 3, locations, weapons: [rifle] } as const;
export const fireteamGame: fireteam.FireteamGame = fireteam.startGame({ gameMode: "deathmatch", players: [{ id: "red", units: [gladius] }], rules: { meleeAttackDice: 1 } });
// @ts-expect-error: a misspelt setup field ("Did you mean 'gameMode'?")
fireteam.startGame({ gamemode: "deathmatch", players: [] });
// @ts-expect-error: a misspelt field of a unit
fireteam.startGame({ gameMode: "deathmatch", players: [{ id: "red", units: [{ ...gladius, armour: 5 }] }] });
// @ts-expect-error: a misspelt field of a weapon
fireteam.startGame({ gameMode: "deathmatch", players: [{ id: "red", units: [{ ...gladius, weapons: [{ ...rifle, handeld: true }] }] }] });
// @ts-expect-error: no such game mode
fireteam.startGame({ gameMode: "capture", players: [] });
// @ts-expect-error: a setup not yet checked goes to tryStartGame
fireteam.startGame(fromJson);
export const fireteamTried = fireteam.tryStartGame(fromJson);

// Intergalactic Ace
const starter = { weapons: 3, cloaking: 2, maneuvering: 3, speed: 2, fuel: 3, shields: 2, scans: 0 } as const;
const decks = { enemies: [{ id: "void-wasp", weapons: 3, cloaking: 4, maneuvering: 5, speed: 6, defense: 4 }, { id: "duel-1", duel: true }], upgrades: [{ id: "u1", weapons: 4 }], order: "unknown" } as const;
export const intergalacticAceGame: intergalacticAce.IntergalacticAceGame = intergalacticAce.startGame({ players: [{ id: "ace", starter }], firstPlayer: "ace", variants: { shieldsUp: true }, decks });
// @ts-expect-error: a misspelt setup field ("Did you mean 'firstPlayer'?")
intergalacticAce.startGame({ players: [{ id: "ace", starter }], firstplayer: "ace", decks });
// @ts-expect-error: a misspelt field of an enemy card
intergalacticAce.startGame({ players: [], firstPlayer: "ace", decks: { ...decks, enemies: [{ id: "x", weapons: 3, cloaking: 4, manoeuvring: 5, speed: 6, defense: 4 }] } });
// @ts-expect-error: a misspelt variant
intergalacticAce.startGame({ players: [], firstPlayer: "ace", variants: { shieldUp: true }, decks });
// @ts-expect-error: a setup not yet checked goes to tryStartGame
intergalacticAce.startGame(fromJson);
export const intergalacticAceTried = intergalacticAce.tryStartGame(fromJson);

// A game's record gives back the setup as typed.
export const players: acesHigh.AcesHighSetupInput["players"] = acesHighGame.record.setup.players;
export const scoring: "points" | "threat" = epicGame.record.setup.scoring;

// resumeGame takes the mode's record (or its JSON text); a record not yet checked goes to tryResumeGame.
export const resumed: acesHigh.AcesHighGame = acesHigh.resumeGame(acesHighGame.record);
export const resumedFromText: epic.EpicGame = epic.resumeGame(JSON.stringify(epicGame.record));
export const resumedFromJson: fireteam.FireteamGame = fireteam.resumeGame(JSON.parse("{}"));
// @ts-expect-error: a record of another mode
acesHigh.resumeGame(epicGame.record);
// @ts-expect-error: a record not yet checked goes to tryResumeGame
spaceRace.resumeGame(fromJson);
export const resumeTried = intergalacticAce.tryResumeGame(fromJson);
