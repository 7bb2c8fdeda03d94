import { type Violation, violation } from "../../core/errors.js";
import { PLAYER_ID } from "../../core/ids.js";
import { err, ok, type Result } from "../../core/result.js";
import { boolean, type Check, dictionary, either, integer, list, nullable, object, oneOf, optional, problemWith, text } from "../../core/schema.js";
import { DEFAULT_LOCATION_TABLE, type Location, LOCATIONS, otherArm, type Unit, forceCost, type Weapon, WEAPON_TYPES } from "./units.js";
import { deepFreeze } from "../../core/freeze.js";

/** The four game modes of ace-fireteam.txt. */
export const GAME_MODES = /* @__PURE__ */ deepFreeze(["control", "harvesterPush", "harvest", "deathmatch"] as const);
/** A game mode of `GAME_MODES`. */
export type GameMode = (typeof GAME_MODES)[number];

/** "All game modes are played with 100 Points of units per player." */
export const DEFAULT_POINTS = 100;

/** A player in a checked setup, with the unit cards they field. */
export interface FireteamPlayer {
  readonly id: string;
  readonly units: readonly Unit[];
  /** Control with two players: the starting row, held from the start. */
  readonly startingSectors: readonly string[];
}

/** How melee damage is split on a combat shield (ruling shield-melee-split). */
export const SHIELD_SPLITS = /* @__PURE__ */ deepFreeze(["bothRoundedDown", "restToLocation"] as const);
/** A split of `SHIELD_SPLITS`. */
export type ShieldSplit = (typeof SHIELD_SPLITS)[number];
/** The readings of a kick's own roll after other attacks that turn (ruling kick-is-an-attack). */
export const KICK_ROLLS = /* @__PURE__ */ deepFreeze(["unmodified", "minusPreviousAttacks"] as const);
/** A reading of `KICK_ROLLS`. */
export type KickRoll = (typeof KICK_ROLLS)[number];
/** The defender's melee weapon when it can use two or more and the record names none (ruling two-melee-weapons-defense). */
export const DEFENSE_WEAPON_CHOICES = /* @__PURE__ */ deepFreeze(["better", "named"] as const);
/** A reading of `DEFENSE_WEAPON_CHOICES`. */
export type DefenseWeaponChoice = (typeof DEFENSE_WEAPON_CHOICES)[number];

/** The options of the open rulings (docs/fireteam.md). */
export interface FireteamRules {
  /** Accuracy dice the attacker rolls in melee (ruling melee-attack-dice): 2 by default, or 1. */
  readonly meleeAttackDice: 1 | 2;
  /** Melee damage on a combat shield (ruling shield-melee-split): "bothRoundedDown" by default, or "restToLocation". */
  readonly shieldSplit: ShieldSplit;
  /** A kick's own roll after other attacks that turn (ruling kick-is-an-attack): "unmodified" by default, or "minusPreviousAttacks". */
  readonly kickRoll: KickRoll;
  /** The defender's melee weapon when it can use two and the record names none (ruling two-melee-weapons-defense): "better" by default, or "named". */
  readonly defenseWeapon: DefenseWeaponChoice;
}

/** A checked A.C.E. Fireteam setup. */
export interface FireteamSetup {
  readonly gameMode: GameMode;
  readonly pointsPerPlayer: number;
  readonly players: readonly FireteamPlayer[];
  readonly sectors: readonly string[];
  readonly meteors: number;
  /** Damage location by red die face 1-6. */
  readonly locationTable: readonly Location[];
  readonly rules: FireteamRules;
  /**
   * Harvester Push: the harvester's distance from the centre of the board to each player's starting
   * edge, in 4" units (ruling harvester-distances); null when the setup gives none. A null-prototype object.
   */
  readonly harvesterStart: { readonly [player: string]: number } | null;
}

/** A weapon of a unit card as written in a setup: `damage` may be left out on equipment (it reads as 0). */
export interface FireteamWeaponInput extends Omit<Weapon, "damage"> {
  readonly damage?: number;
  /** The card's special rule, as printed (for display). */
  readonly special?: string;
}

/** A unit card as written in a setup: the fields `Unit` gives a default may be left out. */
export interface FireteamUnitInput extends Omit<Unit, "hands" | "move" | "weaponActions" | "weaponBoxes" | "weapons" | "harvester"> {
  readonly hands?: boolean;
  readonly move?: number;
  readonly weaponActions?: number;
  readonly weaponBoxes?: { readonly [L in Location]?: number };
  readonly weapons: readonly FireteamWeaponInput[];
  readonly harvester?: boolean;
}

/**
 * An A.C.E. Fireteam setup as written in a record, as `SETUP` reads it (the mode's JSON Schema describes
 * the same): the fields with a default may be left out. `startGame` takes it; `parseSetup` checks it
 * into `FireteamSetup`.
 */
export interface FireteamSetupInput {
  readonly gameMode: GameMode;
  readonly pointsPerPlayer?: number;
  readonly players: readonly { readonly id: string; readonly units: readonly FireteamUnitInput[]; readonly startingSectors?: readonly string[] }[];
  readonly sectors?: readonly string[];
  readonly meteors?: number;
  readonly locationTable?: readonly Location[];
  readonly rules?: Partial<FireteamRules>;
  readonly harvesterStart?: { readonly [player: string]: number };
}

const ID = text(64, PLAYER_ID, "an id (1-64 letters, digits or _.:-, starting with a letter or digit)");
const BOXES = object({ gray: integer(0, 30), red: integer(0, 30) });
const LOCATION = oneOf(...LOCATIONS);
const locationsCheck = object(Object.fromEntries(LOCATIONS.map((l) => [l, BOXES])));
const WEAPON = object({
  name: text(100),
  type: oneOf(...WEAPON_TYPES),
  cost: either("+", integer(0, 200)),
  // Left out on equipment: a smoke launcher or a shield has no DMG modifier (it reads as 0).
  damage: optional(integer(-10, 10)),
  multi: optional(integer(1, 6)),
  location: LOCATION,
  handheld: optional(boolean),
  stowed: optional(boolean),
  accuracy: optional(list(nullable(integer(-12, 12)), 12, 12)),
  melee: optional(object({ attack: integer(-6, 6), defense: integer(-6, 6), damage: integer(-6, 6) })),
  special: optional(text(100)),
  twoHanded: optional(boolean),
  boxes: optional(integer(1, 30)),
});
const UNIT = object({
  id: ID,
  name: optional(text(200)),
  cost: integer(0, 1000),
  armCost: integer(0, 100),
  arms: integer(0, 2),
  hands: optional(boolean),
  armor: integer(0, 20),
  armorDamage: integer(0, 10),
  react: integer(-5, 10),
  move: optional(integer(1, 12)),
  weaponActions: optional(integer(0, 12)),
  weaponBoxes: optional(object(Object.fromEntries(LOCATIONS.map((l) => [l, optional(integer(0, 12))])))),
  locations: locationsCheck,
  weapons: list(WEAPON, 0, 20),
  harvester: optional(boolean),
});
/** The shape of a setup, as `parseSetup` checks it first and the mode's JSON Schema describes it. */
export const SETUP: Check = object({
  gameMode: oneOf(...GAME_MODES),
  pointsPerPlayer: optional(integer(1, 10_000)),
  players: list(object({ id: ID, units: list(UNIT, 1, 20), startingSectors: optional(list(text(32), 1, 100, true)) }), 2, 8),
  sectors: optional(list(text(32), 1, 100, true)),
  meteors: optional(integer(0, 100)),
  locationTable: optional(list(LOCATION, 6, 6)),
  rules: optional(object({ meleeAttackDice: optional(oneOf(1, 2)), shieldSplit: optional(oneOf(...SHIELD_SPLITS)), kickRoll: optional(oneOf(...KICK_ROLLS)), defenseWeapon: optional(oneOf(...DEFENSE_WEAPON_CHOICES)) })),
  harvesterStart: optional(dictionary(integer(0, 1000))),
});

type RawUnit = Omit<Unit, "hands" | "move" | "weaponActions" | "weaponBoxes" | "harvester" | "weapons"> & {
  weapons: (Omit<Weapon, "damage"> & { damage?: number })[];
  hands?: boolean;
  move?: number;
  weaponActions?: number;
  weaponBoxes?: { [L in Location]?: number };
  harvester?: boolean;
};
interface RawSetup {
  gameMode: GameMode;
  pointsPerPlayer?: number;
  players: { id: string; units: RawUnit[]; startingSectors?: string[] }[];
  sectors?: string[];
  meteors?: number;
  locationTable?: Location[];
  rules?: { meleeAttackDice?: 1 | 2; shieldSplit?: ShieldSplit; kickRoll?: KickRoll; defenseWeapon?: DefenseWeaponChoice };
  harvesterStart?: { [player: string]: number };
}

/** "Place meteor tokens on the board (3 for 2 players, add 2 per additional player)." */
export const meteorsFor = (players: number): number => 3 + 2 * (players - 2);

/** Checks an untrusted A.C.E. Fireteam setup: unit cards, costs within the points, the game mode's pieces. */
export function parseSetup(raw: unknown): Result<FireteamSetup, Violation<"ERR_INVALID_SETUP">> {
  const problem = problemWith(SETUP, raw, "setup");
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));
  if (problem !== undefined) return fail(problem);
  const s = raw as RawSetup;
  const points = s.pointsPerPlayer ?? DEFAULT_POINTS;
  const seen = new Set<string>();
  const players: FireteamPlayer[] = [];
  for (const [pi, p] of s.players.entries()) {
    if (s.players.findIndex((q) => q.id === p.id) !== pi) return fail(`expected setup.players[${pi}].id to be unique; ${JSON.stringify(p.id)} is repeated`);
    const units: Unit[] = [];
    for (const [ui, u] of p.units.entries()) {
      const at = `setup.players[${pi}].units[${ui}]`;
      if (seen.has(u.id)) return fail(`expected ${at}.id to be unique across players; ${JSON.stringify(u.id)} is repeated`);
      seen.add(u.id);
      const problem = unitProblem(u, at);
      if (problem !== undefined) return fail(problem);
      const weaponBoxes = u.weaponBoxes === undefined ? null : (Object.fromEntries(LOCATIONS.map((l) => [l, u.weaponBoxes![l] ?? 0])) as { [L in Location]: number });
      const weaponActions = weaponBoxes === null ? (u.weaponActions ?? 6) : LOCATIONS.reduce((t, l) => t + weaponBoxes[l], 0);
      units.push({ ...u, hands: u.hands ?? false, move: u.move ?? 6, weaponActions, weaponBoxes, harvester: u.harvester ?? false, weapons: u.weapons.map((w) => ({ ...w, damage: w.damage ?? 0, handheld: w.handheld ?? false })) });
    }
    const cost = forceCost(units);
    if (cost > points) return fail(`expected ${p.id}'s units to cost at most ${points} points ("All game modes are played with 100 Points of units per player"), got ${cost}`);
    players.push({ id: p.id, units, startingSectors: [...(p.startingSectors ?? [])] });
  }
  const modeProblem = gameModeProblem(s, players);
  if (modeProblem !== undefined) return fail(modeProblem);
  return ok({
    gameMode: s.gameMode,
    pointsPerPlayer: points,
    players,
    sectors: [...(s.sectors ?? [])],
    meteors: s.meteors ?? (s.gameMode === "harvest" ? meteorsFor(players.length) : 0),
    locationTable: [...(s.locationTable ?? DEFAULT_LOCATION_TABLE)],
    rules: { meleeAttackDice: s.rules?.meleeAttackDice ?? 2, shieldSplit: s.rules?.shieldSplit ?? "bothRoundedDown", kickRoll: s.rules?.kickRoll ?? "unmodified", defenseWeapon: s.rules?.defenseWeapon ?? "better" },
    // Copied into a null-prototype object: a player "constructor" is a plain key.
    harvesterStart: s.harvesterStart === undefined ? null : Object.assign(Object.create(null), s.harvesterStart),
  });
}

function unitProblem(u: RawUnit, at: string): string | undefined {
  for (const l of LOCATIONS) if (u.locations[l].gray + u.locations[l].red === 0) return `expected ${at}.locations.${l} to have at least one box`;
  for (const [wi, w] of u.weapons.entries()) {
    const wat = `${at}.weapons[${wi}]`;
    if (u.weapons.findIndex((x) => x.name === w.name) !== wi) return `expected ${wat}.name to be unique on the unit; ${JSON.stringify(w.name)} is repeated`;
    if (w.handheld && !u.hands) return `expected ${wat} (${w.name}) on a unit with hands: "Items that have an asterisk next to the name are hand-held equipment and can only be selected by units with hands"`;
    if (w.cost === "+" && wi === 0) return `expected ${wat} not to be coaxial ("+"): a coaxial weapon is included in the cost of the weapon above it`;
    if (w.damage === undefined && w.type !== "SMOKE" && w.type !== "SHIELD") return `expected ${wat}.damage, the weapon's DMG modifier, to be an integer from -10 to 10, got nothing`;
    if (w.type === "CQB" && w.melee === undefined) return `expected ${wat} to have melee bonuses (attack/defense/damage)`;
    if (w.type !== "CQB" && w.type !== "SMOKE" && w.type !== "SHIELD" && w.accuracy === undefined) return `expected ${wat} to have an accuracy table for ranges 1-12`;
    if ((w.type === "SHIELD") !== (w.boxes !== undefined)) return `expected ${wat} to have boxes ${w.type === "SHIELD" ? "(a SHIELD's boxes)" : "only if it is a SHIELD"}`;
    // "unit can no longer operate two handed weapons" with one arm gone: a two-handed weapon is held by both (ruling two-handed-weapons).
    if (w.twoHanded && !(w.handheld && u.arms === 2)) return `expected ${wat} (${w.name}), a two-handed weapon, to be hand-held on a unit with two arms`;
  }
  if (u.weaponBoxes !== undefined && u.weaponActions !== undefined) {
    const sum = LOCATIONS.reduce((t, l) => t + (u.weaponBoxes![l] ?? 0), 0);
    if (sum !== u.weaponActions) return `expected ${at}.weaponActions to be the sum of its weaponBoxes (${sum}), got ${u.weaponActions}`;
  }
  return equippedHandsProblem(u.weapons, at);
}

/** A hand holds one hand-held weapon at a time; a two-handed one holds both. */
function equippedHandsProblem(weapons: readonly Pick<Weapon, "handheld" | "stowed" | "location" | "twoHanded" | "name">[], at: string): string | undefined {
  for (const arm of ["leftArm", "rightArm"] as const) {
    const held = weapons.filter((w) => w.handheld && !w.stowed && (w.location === arm || (w.twoHanded && w.location === otherArm(arm))));
    if (held.length > 1) return `expected at most one hand-held weapon equipped in ${at}'s ${arm}, got ${held.map((w) => w.name).join(" and ")} (mark the others stowed)`;
  }
  return undefined;
}

function gameModeProblem(s: RawSetup, players: readonly FireteamPlayer[]): string | undefined {
  const harvesters = players.flatMap((p) => p.units.filter((u) => u.harvester).map((u) => ({ player: p.id, unit: u.id })));
  if (s.gameMode === "harvest") {
    const expected = meteorsFor(players.length);
    if (s.meteors !== undefined && s.meteors !== expected) return `expected setup.meteors to be ${expected} for ${players.length} players ("3 for 2 players, add 2 per additional player"), got ${s.meteors}`;
    const without = players.find((p) => p.units.filter((u) => u.harvester).length !== 1);
    if (without) return `expected each player to field exactly one harvester in Harvest ("Each team will get an additional Harvester unit"); ${without.id} has ${without.units.filter((u) => u.harvester).length}`;
  } else if (harvesters.length > 0) {
    return `expected harvester units only in the harvest game mode, got ${harvesters[0]!.unit} in ${s.gameMode}`;
  }
  if (s.gameMode === "control") {
    if (s.sectors === undefined) return `expected setup.sectors (the 12"x12" sectors of the board) for the control game mode`;
    for (const p of players) {
      const unknown = p.startingSectors.find((x) => !s.sectors!.includes(x));
      if (unknown !== undefined) return `expected ${p.id}'s startingSectors to be sectors of the board, got ${JSON.stringify(unknown)}`;
      const shared = p.startingSectors.find((x) => players.some((q) => q !== p && q.startingSectors.includes(x)));
      if (shared !== undefined) return `expected each starting sector to belong to one player; ${JSON.stringify(shared)} is claimed twice`;
    }
    if (players.length > 2 && players.some((p) => p.startingSectors.length > 0)) return `expected startingSectors only with 2 players ("If there are only 2 players, the starting row on your side is controlled by your team automatically")`;
  } else if (players.some((p) => p.startingSectors.length > 0)) {
    return `expected startingSectors only in the control game mode`;
  }
  if (s.harvesterStart !== undefined) {
    if (s.gameMode !== "harvesterPush") return `expected setup.harvesterStart only in the harvesterPush game mode`;
    const missing = players.find((p) => !Object.hasOwn(s.harvesterStart!, p.id));
    if (missing !== undefined) return `expected setup.harvesterStart to give the harvester's distance to every player's edge; ${missing.id} is missing`;
    const stranger = Object.keys(s.harvesterStart).find((id) => !players.some((p) => p.id === id));
    if (stranger !== undefined) return `expected setup.harvesterStart to name players (${players.map((p) => p.id).join(", ")}), got ${JSON.stringify(stranger)}`;
  }
  return undefined;
}
