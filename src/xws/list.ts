import { at, type RuleViolation, violation } from "../core/errors.js";
import type { SquadShip } from "./from-xws.js";
import type { XwsSquad } from "./squad.js";
import { deepFreeze } from "../core/freeze.js";

/** The codes of the Aces High list checks, one per rule of aces-high.txt (docs/xws.md lists them). */
export type ListErrorCode = "ERR_LIST_SHIPS" | "ERR_LIST_POINTS" | "ERR_LIST_HUGE" | "ERR_LIST_DOCKED" | "ERR_LIST_HOUNDS_TOOTH" | "ERR_LIST_DARKSABER";

/** The point limits aces-high.txt names ("50, 75, 80 (as FFG did), 100, or 125 points"); any other is custom. */
export const STANDARD_LIMITS = /* @__PURE__ */ deepFreeze([50, 75, 80, 100, 125] as const);

/** Ships that dock on a carrier (the docked half of a pair), by XWS ship id. */
const DOCKING_SHIPS = ["attackshuttle", "sheathipedeclassshuttle", "escapecraft", "z95af4headhunter"];
const CARRIERS = ["vcx100lightfreighter", "customizedyt1300lightfreighter", "yv666lightfreighter"];

/**
 * Upgrades that bring the Trials of the Darksaber condition, by XWS id: Sabine Wren (Crew,
 * Rebel) of the Gauntlet fighter era, `sabinewren-crew`. The built-in catalogs predate it (their
 * `sabinewren` is the bomb crew), so it comes from card data of an app's own (`loadCatalog`).
 */
const DARKSABER_UPGRADES = ["sabinewren-crew"];

/** Options of `checkAcesHighList`. */
export interface ListOptions {
  /**
   * Let Trials of the Darksaber through (ruling darksaber): the F.A.Q.'s long answers are then the
   * table's to apply; the engine does not model them. Default false: "Ban it? A: The short answer is: yes".
   */
  readonly allowDarksaber?: boolean;
}

/**
 * Checks a squad against aces-high.txt "Building The List" and "Restrictions", returning every
 * violation (an empty list when the squad may play).
 */
export function checkAcesHighList(squad: XwsSquad, ships: readonly SquadShip[], limit: number, label = squad.name ?? "squad", options: ListOptions = {}): RuleViolation<ListErrorCode>[] {
  const out: RuleViolation<ListErrorCode>[] = [];
  const add = (code: ListErrorCode, message: string) => out.push(at(violation(code, `${label}: ${message}`), null));
  if (ships.length !== 1) {
    add("ERR_LIST_SHIPS", `expected exactly one ship, got ${ships.length} (aces-high.txt, Building The List: "a list consisting of one ship")`);
  }
  const points = ships.every((s) => s.points !== undefined) ? ships.reduce((sum, s) => sum + s.points!, 0) : squad.points;
  if (points === undefined) add("ERR_LIST_POINTS", `expected the squad's points to be known (from the catalog or the squad) to check the limit of ${limit}`);
  else if (points > limit) add("ERR_LIST_POINTS", `expected at most ${limit} points, got ${points} (aces-high.txt, Building The List: "not exceeding the point limit set for the tournament")`);
  for (const s of ships) {
    if (s.data.size === "Huge") add("ERR_LIST_HUGE", `expected no huge ship, got ${s.data.shipName} (aces-high.txt, Restrictions: "Huge ships, Death star, Invisible Hand, Super Star Destroyer")`);
  }
  if (ships.length > 1 && ships.some((s) => DOCKING_SHIPS.includes(s.ship)) && ships.some((s) => CARRIERS.includes(s.ship))) {
    add("ERR_LIST_DOCKED", `expected no docked pair, got ${ships.map((s) => s.data.shipName).join(" and ")} (aces-high.txt, Restrictions: "A combination of two ships, one of which is docked")`);
  }
  const houndsTooth = ships.some((s) => Object.values(s.upgrades).some((ids) => ids.includes("houndstooth")));
  if (houndsTooth || ships.some((s) => s.pilot === "nashtahpup")) {
    add("ERR_LIST_HOUNDS_TOOTH", `expected no Hound's Tooth with a Z-95 (aces-high.txt, F.A.Q.: "Can I still take Hound's Tooth with a Z-95? A: No.")`);
  }
  const darksaber = ships.some((s) => Object.values(s.upgrades).some((ids) => ids.some((id) => DARKSABER_UPGRADES.includes(id))));
  if (darksaber && !options.allowDarksaber) {
    add("ERR_LIST_DARKSABER", `expected no Trials of the Darksaber (Sabine Wren crew) (aces-high.txt, F.A.Q.: "What to do with Sabine Wren (...) and Trials of the Darksaber? Ban it? A: The short answer is: yes")`);
  }
  return out;
}
