import { deepFreeze } from "../../core/freeze.js";

/** The five buoys: one at the centre of the board, four in the corners. */
export const BUOYS = /* @__PURE__ */ deepFreeze(["red", "yellow", "green", "blue", "purple"] as const);
/** A buoy colour. */
export type Buoy = (typeof BUOYS)[number];

/** A mission card: where its ship starts and the six target buoys it must activate in order. */
export interface MissionCard {
  readonly card: number;
  /** The board edge the ship starts at, opposite its first target buoy. */
  readonly start: { readonly colour: Buoy; readonly edge: "short" | "long" };
  /** The six target buoys in order; the last is the goal. */
  readonly buoys: readonly [Buoy, Buoy, Buoy, Buoy, Buoy, Buoy];
}

/** The eight mission cards of space-race.txt ("Mission-Cards"), numbered row by row of its table. */
export const MISSION_CARDS: readonly MissionCard[] = /* @__PURE__ */ deepFreeze([
  { card: 1, start: { colour: "red", edge: "short" }, buoys: ["red", "green", "yellow", "purple", "blue", "yellow"] },
  { card: 2, start: { colour: "yellow", edge: "short" }, buoys: ["yellow", "blue", "red", "purple", "green", "red"] },
  { card: 3, start: { colour: "green", edge: "short" }, buoys: ["green", "red", "blue", "purple", "yellow", "blue"] },
  { card: 4, start: { colour: "blue", edge: "short" }, buoys: ["blue", "yellow", "green", "purple", "red", "green"] },
  { card: 5, start: { colour: "red", edge: "long" }, buoys: ["red", "blue", "yellow", "purple", "green", "red"] },
  { card: 6, start: { colour: "yellow", edge: "long" }, buoys: ["yellow", "green", "red", "purple", "blue", "yellow"] },
  { card: 7, start: { colour: "green", edge: "long" }, buoys: ["green", "yellow", "blue", "purple", "red", "green"] },
  { card: 8, start: { colour: "blue", edge: "long" }, buoys: ["blue", "red", "green", "purple", "yellow", "blue"] },
]);

/** The ships a racer may fly (space-race.txt, "How to build a racing ship"), by XWS ship id. */
export const RACING_SHIPS = /* @__PURE__ */ deepFreeze([
  "m3ainterceptor",
  "btla4ywing",
  "z95af4headhunter",
  "t65xwing",
  "rz1awing",
  "tielnfighter",
  "tieadvancedx1",
  "tieininterceptor",
] as const);

/** An XWS ship id of `RACING_SHIPS`. */
export type RacingShip = (typeof RACING_SHIPS)[number];

/** "The total point costs of a ship and its upgrades cannot exceed 25 points." */
export const POINT_BUDGET = 25;

/** A generic pilot a racer may fly: its XWS id and printed initiative. */
export interface GenericPilot {
  readonly id: string;
  readonly initiative: number;
}

/**
 * The printed values of a racing ship on the 2.0 Legacy cards (the edition of the package's ship ids
 * and built-in catalog, `ace-ledger/xws/legacy`): hull, shields, the generic pilots of every faction
 * ("A player may use any generic pilot from the following list of ships"), and the weapon upgrade
 * slots its generic pilots have ("All Ships keep their weapon upgrade options"), by XWS slot name.
 * Hand-checked; test/space-race/ships.test.ts compares it with the catalog.
 */
export interface RacingShipCard {
  readonly hull: number;
  readonly shields: number;
  readonly pilots: readonly GenericPilot[];
  readonly weapons: { readonly [slot in WeaponSlot]?: number };
}

/** The upgrade slots the seed calls weapon upgrade options (ruling weapon-slots). */
export const WEAPON_SLOTS = /* @__PURE__ */ deepFreeze(["missile", "torpedo", "cannon", "turret"] as const);
/** A slot of `WEAPON_SLOTS`. */
export type WeaponSlot = (typeof WEAPON_SLOTS)[number];

/**
 * "lose all other upgrade options and replace them with the following: Elite Talent / Elite Talent /
 * Modification / Modification / Illicit": the seed's own slots and how many of each, by XWS slot name.
 */
export const RACING_SLOTS = /* @__PURE__ */ deepFreeze({ talent: 2, modification: 2, illicit: 1 } as const);

/** "Ships cannot use upgrades that allow them to use the cloak action": the Legacy upgrades that do. */
export const CLOAK_UPGRADES = /* @__PURE__ */ deepFreeze(["cloakingdevice"] as const);

/** Upgrades that change a racer's printed hull or shields (2.0 Legacy: one Modification each). */
export const STAT_UPGRADES = /* @__PURE__ */ deepFreeze({ hullupgrade: { hull: 1 }, shieldupgrade: { shields: 1 } } as const);

/** The ships of `RACING_SHIPS` as printed on the 2.0 Legacy cards. */
export const RACING_SHIP_CARDS: { readonly [ship in RacingShip]: RacingShipCard } = /* @__PURE__ */ deepFreeze({
  m3ainterceptor: { hull: 3, shields: 1, pilots: [{ id: "cartelspacer", initiative: 1 }, { id: "tansariipointveteran", initiative: 3 }], weapons: {} },
  btla4ywing: {
    hull: 6,
    shields: 2,
    pilots: [
      { id: "graysquadronbomber", initiative: 2 },
      { id: "goldsquadronveteran", initiative: 3 },
      { id: "crymorahgoon", initiative: 1 },
      { id: "hiredgun", initiative: 2 },
      { id: "jinatasecurityofficer", initiative: 2 },
      { id: "amaxinewarrior", initiative: 3 },
    ],
    weapons: { turret: 1, torpedo: 1, missile: 1 },
  },
  z95af4headhunter: {
    hull: 2,
    shields: 2,
    pilots: [
      { id: "banditsquadronpilot", initiative: 1 },
      { id: "talasquadronpilot", initiative: 2 },
      { id: "binayrepirate", initiative: 1 },
      { id: "blacksunsoldier", initiative: 3 },
    ],
    weapons: { missile: 1 },
  },
  t65xwing: {
    hull: 4,
    shields: 2,
    pilots: [{ id: "cavernangelszealot", initiative: 1 }, { id: "bluesquadronescort", initiative: 2 }, { id: "redsquadronveteran", initiative: 3 }],
    weapons: { torpedo: 1 },
  },
  rz1awing: { hull: 2, shields: 2, pilots: [{ id: "phoenixsquadronpilot", initiative: 1 }, { id: "greensquadronpilot", initiative: 3 }], weapons: { missile: 1 } },
  tielnfighter: {
    hull: 3,
    shields: 0,
    pilots: [{ id: "academypilot", initiative: 1 }, { id: "obsidiansquadronpilot", initiative: 2 }, { id: "blacksquadronace", initiative: 3 }],
    weapons: {},
  },
  tieadvancedx1: { hull: 3, shields: 2, pilots: [{ id: "tempestsquadronpilot", initiative: 2 }, { id: "stormsquadronace", initiative: 3 }], weapons: { missile: 1 } },
  tieininterceptor: { hull: 3, shields: 0, pilots: [{ id: "alphasquadronpilot", initiative: 1 }, { id: "sabersquadronace", initiative: 4 }], weapons: {} },
});
