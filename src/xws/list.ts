import { at, type RuleViolation, violation } from "../core/errors.js";
import type { SquadShip } from "./from-xws.js";
import type { XwsSquad } from "./squad.js";
import { deepFreeze } from "../core/freeze.js";

/**
 * The codes of the list checks, one per rule (docs/xws.md lists them): the rules of aces-high.txt,
 * and the squad-building rules a builder enforces (`ERR_LIST_LOADOUT`, `ERR_LIST_DUPLICATE_UPGRADE`).
 */
export type ListErrorCode =
  | "ERR_LIST_SHIPS"
  | "ERR_LIST_POINTS"
  | "ERR_LIST_LOADOUT"
  | "ERR_LIST_DUPLICATE_UPGRADE"
  | "ERR_LIST_HUGE"
  | "ERR_LIST_DOCKED"
  | "ERR_LIST_HOUNDS_TOOTH"
  | "ERR_LIST_NASHTAH_PUP"
  | "ERR_LIST_DARKSABER";

/** The point limits aces-high.txt names ("50, 75, 80 (as FFG did), 100, or 125 points"); any other is custom. */
export const STANDARD_LIMITS = /* @__PURE__ */ deepFreeze([50, 75, 80, 100, 125] as const);

/**
 * The carriers and the ships that can dock with them, by XWS ship id, from the cards that allow it:
 * Ghost ("You can dock 1 attack shuttle or Sheathipede-class shuttle."), Lando's Millennium Falcon
 * ("1 Escape Craft may dock with you."), Hound's Tooth ("1 Z-95-AF4 headhunter can dock with you.")
 * and the Syliure-class hyperspace ring's Hyperspace Docking Ring ("1 Delta-7 Aethersprite, Eta-2
 * Actis, or Nimbus-class V-wing can dock with you."; the 2.5 data's Delta-7B is a Delta-7). A
 * carrier whose docking comes from a title docks only with that title.
 */
const DOCKING: readonly { readonly carrier: string; readonly title?: string; readonly docks: readonly string[] }[] = [
  { carrier: "vcx100lightfreighter", title: "ghost", docks: ["attackshuttle", "sheathipedeclassshuttle"] },
  { carrier: "customizedyt1300lightfreighter", title: "landosmillenniumfalcon", docks: ["escapecraft"] },
  { carrier: "yv666lightfreighter", title: "houndstooth", docks: ["z95af4headhunter"] },
  { carrier: "syliureclasshyperspacering", docks: ["delta7aethersprite", "delta7baethersprite", "eta2actis", "nimbusclassvwing"] },
];

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
    const pick = ships.length > 1 ? `; pick the ship to play by its place or pilot id (${ships.map((s, i) => `${i + 1} ${s.pilot}`).join(", ")})` : "";
    add("ERR_LIST_SHIPS", `expected exactly one ship, got ${ships.length} (aces-high.txt, Building The List: "a list consisting of one ship")${pick}`);
  }
  const points = ships.every((s) => s.points !== undefined) ? ships.reduce((sum, s) => sum + s.points!, 0) : squad.points;
  if (points === undefined) add("ERR_LIST_POINTS", `expected the squad's points to be known (from the card data or the squad) to check the limit of ${limit}; points unknown`);
  else if (points > limit) add("ERR_LIST_POINTS", `expected at most ${limit} points, got ${points} (aces-high.txt, Building The List: "not exceeding the point limit set for the tournament"; for 2.5: "set a limit on the ship's cost")`);
  for (const s of ships) {
    if (s.loadout && s.loadout.spent > s.loadout.value) {
      add("ERR_LIST_LOADOUT", `expected ${s.pilot}'s upgrades to cost at most its loadout value of ${s.loadout.value}, got ${s.loadout.spent} (X-Wing 2.5 squad building: a ship's upgrades are paid from its pilot's loadout value, not from squad points)`);
    }
    const seen = new Set<string>();
    for (const card of s.cards) {
      if (seen.has(card.id)) add("ERR_LIST_DUPLICATE_UPGRADE", `expected one copy of ${card.name} (${card.id}) on ${s.pilot}, got more (X-Wing Rules Reference, Upgrade Cards: "A ship cannot equip more than one copy of the same card.")`);
      seen.add(card.id);
    }
  }
  for (const s of ships) {
    if (s.data.size === "Huge") add("ERR_LIST_HUGE", `expected no huge ship, got ${s.data.shipName} (aces-high.txt, Restrictions: "Huge ships, Death star, Invisible Hand, Super Star Destroyer")`);
  }
  const has = (s: SquadShip, card: string) => s.cards.some((c) => c.id === card);
  const docked = DOCKING.some((d) => ships.some((c) => c.ship === d.carrier && (d.title === undefined || has(c, d.title))) && ships.some((s) => d.docks.includes(s.ship)));
  if (ships.length > 1 && docked) {
    add("ERR_LIST_DOCKED", `expected no docked pair, got ${ships.map((s) => s.data.shipName).join(" and ")} (aces-high.txt, Restrictions: "A combination of two ships, one of which is docked")`);
  }
  if (ships.some((s) => has(s, "houndstooth")) && ships.some((s) => s.ship === "z95af4headhunter")) {
    add("ERR_LIST_HOUNDS_TOOTH", `expected no Hound's Tooth with a Z-95 (aces-high.txt, F.A.Q.: "Can I still take Hound's Tooth with a Z-95? A: No.")`);
  }
  if (ships.some((s) => s.pilot === "nashtahpup")) {
    add("ERR_LIST_NASHTAH_PUP", `expected no Nashtah Pup, who begins the game docked with the Hound's Tooth (aces-high.txt, F.A.Q., setup abilities: "Cards and pilots with the Setup ability that do not work due to restrictions include Nashtah Pup (Pilot).")`);
  }
  const darksaber = ships.some((s) => s.cards.some((c) => DARKSABER_UPGRADES.includes(c.id)));
  if (darksaber && !options.allowDarksaber) {
    add("ERR_LIST_DARKSABER", `expected no Trials of the Darksaber (Sabine Wren crew) (aces-high.txt, F.A.Q.: "What to do with Sabine Wren (...) and Trials of the Darksaber? Ban it? A: The short answer is: yes")`);
  }
  return out;
}
