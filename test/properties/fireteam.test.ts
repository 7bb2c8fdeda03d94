import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conditionOf, fireteam, type FireteamState, LOCATIONS, nextActor, scoreboard, scoreOf, tryApply } from "../../src/modes/fireteam/index.js";
import { RUNS } from "./setup.js";

// Whole random games of A.C.E. Fireteam: a driver plays every turn and phase, choosing each unit's
// action and dice at random; an action the rules refuse is replaced by GUARD (always legal). The
// invariants must hold after every event, and the game must end after turn 6.
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "melee-higher-total-deals-damage.json"), "utf8"));
const twoEach = structuredClone(fixture.record.setup);
twoEach.players[0].units.push({ ...structuredClone(twoEach.players[0].units[0]), id: "a2", react: 1 });
twoEach.players[1].units.push({ ...structuredClone(twoEach.players[1].units[0]), id: "b2", react: 2 });
const units = ["a1", "a2", "b1", "b2"];

const die = fc.integer({ min: 1, max: 6 });
const choice = fc.record({
  kind: fc.constantFrom("move", "guard", "shoot", "melee", "kick", "restart", "hurt", "drop", "dropkick", "climb", "ambush"),
  target: fc.constantFrom(...units),
  range: fc.integer({ min: 1, max: 12 }),
  roll: fc.tuple(die, die),
  d1: die,
  d2: die,
  d3: die,
  location: fc.constantFrom(...LOCATIONS),
});

/** The first broken invariant, or undefined. Plain checks: this runs after every event. */
function brokenInvariant(s: FireteamState): string | undefined {
  for (const u of s.units) {
    const card = s.cards.find((c) => c.id === u.id)!;
    for (const l of LOCATIONS) if (u.filled[l] < 0 || u.filled[l] > card.locations[l].gray + card.locations[l].red) return `${u.id}.${l} filled ${u.filled[l]}`;
    const torso = conditionOf(card.locations.torso, u.filled.torso);
    if ((u.status === "destroyed") !== (torso === "destroyed")) return `${u.id} is ${u.status} with its torso ${torso}`;
    if (u.status === "disabled" && torso !== "damaged") return `${u.id} is disabled with its torso ${torso}`;
    if (u.movesUsed > card.move || u.weaponActionsUsed > card.weaponActions) return `${u.id} used more boxes than it has`;
  }
  for (const p of s.playerIds) if (scoreOf(s, p) < 0) return `${p} has a negative deathmatch score`;
  // The scoreboard's turn resources stay within the card's boxes, and a weapon is in one place.
  for (const r of scoreboard(s).units) {
    const card = s.cards.find((c) => c.id === r.id)!;
    if (r.movesLeft < 0 || r.movesLeft > card.move || r.weaponActionsLeft < 0 || r.weaponActionsLeft > card.weaponActions) return `${r.id} reports ${r.movesLeft} MOVE and ${r.weaponActionsLeft} WEAPON boxes left`;
    for (const w of r.weapons) {
      if ([w.equippedAt !== null, w.stowed, w.dropped].filter(Boolean).length !== 1) return `${r.id}'s ${w.name} is not in exactly one place: ${JSON.stringify(w)}`;
      if (w.usesLeft < 0 || w.usesLeft > 2) return `${r.id}'s ${w.name} has ${w.usesLeft} uses left`;
    }
    if (r.status !== "active" && r.guarding) return `${r.id} is ${r.status} and guarding`;
  }
  return undefined;
}

describe("A.C.E. Fireteam random games", () => {
  it("every random game ends after turn 6 with the invariants holding after every event; replay equals the fold", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 200, maxLength: 200 }), fc.array(die, { minLength: 4, maxLength: 4 }), (choices, rolls) => {
        let state = fireteam.start(twoEach);
        const events: unknown[] = [];
        let c = 0;
        const push = (e: object): boolean => {
          const r = tryApply(state, e);
          if (!r.ok) return false;
          state = r.value;
          events.push(e);
          const broken = brokenInvariant(state);
          if (broken !== undefined) throw new Error(`after ${JSON.stringify(e)}: ${broken}`);
          return true;
        };
        for (let turn = 1; turn <= 6; turn++) {
          expect(push({ type: "turnStarted" })).toBe(true);
          units.forEach((u, i) => {
            if (state.units.find((x) => x.id === u)!.status !== "destroyed") expect(push({ type: "initiativeRolled", unit: u, roll: rolls[i]! })).toBe(true);
          });
          for (let phase = 1; phase <= 6; phase++) {
            expect(push({ type: "phaseStarted" })).toBe(true);
            for (let guard = 0; guard < 10; guard++) {
              const x = choices[c++ % choices.length]!;
              if (x.kind === "restart") push({ type: "restartRolled", unit: x.target, roll: x.d1 });
              // An attack out of order: legal only from guard (or refused).
              if (x.kind === "ambush") push({ type: "attacked", unit: units[x.d3 % units.length]!, weapon: "MC-51 Rifle", target: x.target, range: x.range, roll: x.roll, locationRoll: x.d1, damageRoll: x.d2 });
              if (x.kind === "hurt") push({ type: "damaged", unit: x.target, location: x.location, amount: 1 + (x.d1 % 3) });
              const actor = nextActor(state);
              if (actor === undefined) break;
              const action =
                x.kind === "move" ? { type: "moved", unit: actor }
                : x.kind === "climb" ? { type: "moved", unit: actor, climbFloors: 1 + (x.d2 % 2), climb: x.d1 % 2 === 0 ? "up" : "down" }
                : x.kind === "shoot" ? { type: "attacked", unit: actor, weapon: "MC-51 Rifle", target: x.target, range: x.range, roll: x.roll, locationRoll: x.d1, damageRoll: x.d2 }
                : x.kind === "melee" ? { type: "meleeAttacked", unit: actor, target: x.target, weapon: "MC-1 Knife", roll: x.roll, defenseRoll: x.d3, locationRoll: x.d1, damageRoll: x.d2 }
                : x.kind === "kick" ? { type: "kicked", unit: actor, target: x.target, roll: x.d1, defenseRoll: x.d2 }
                : x.kind === "dropkick" ? { type: "dropkicked", unit: actor, target: x.target, ...(x.d2 % 2 === 0 ? { defenseWeapon: "MC-1 Knife" } : {}), roll: x.roll, defenseRoll: x.d3, locationRoll: x.d1, damageRoll: x.d2, reckless: 3 + (x.d3 % 3) }
                : x.kind === "drop" ? { type: "droppedWeapon", unit: actor, weapon: x.d3 % 2 === 0 ? "MC-51 Rifle" : "MC-1 Knife" }
                : { type: "guarded", unit: actor };
              if (!push(action)) expect(push({ type: "guarded", unit: actor })).toBe(true);
              else if (x.kind === "drop") {
                // After a DROP: the free switch back into the emptied hand and a move, each may be refused.
                const hand = state.units.find((u) => u.id === actor)!.dropHand;
                if (hand === "leftArm" || hand === "rightArm") push({ type: "switchedWeapon", unit: actor, weapon: action.weapon, location: hand });
                push({ type: "moved", unit: actor });
              }
            }
            while (nextActor(state) !== undefined) expect(push({ type: "guarded", unit: nextActor(state)! })).toBe(true);
            expect(push({ type: "phaseEnded" })).toBe(true);
          }
        }
        expect(state.over).toBe(true);
        expect(state.winners.length).toBeGreaterThan(0);
        expect(tryApply(state, { type: "turnStarted" }).ok).toBe(false);
        expect(fireteam.replay({ mode: "fireteam", setup: twoEach, events })).toEqual(state);
        const board = scoreboard(state);
        // Deathmatch: the ledger adds up to each player's score; the lowest score wins.
        for (const p of board.players) expect(board.ledger.filter((e) => e.player === p.id).reduce((t, e) => t + e.delta, 0)).toBe(p.score);
        expect(board.winners).toEqual(board.players.filter((p) => p.score === board.players[0]!.score).map((p) => p.id).sort((a, b) => state.playerIds.indexOf(a) - state.playerIds.indexOf(b)));
      }),
      { numRuns: RUNS(400) },
    );
  });
});
