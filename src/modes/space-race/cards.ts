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
