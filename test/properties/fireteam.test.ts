import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conditionOf, fireteam, type FireteamState, journal, LOCATIONS, nextActor, scoreboard, scoreOf, tryApply } from "../../src/modes/fireteam/index.js";
import { RUNS } from "./setup.js";

// Whole random games of A.C.E. Fireteam: a driver plays every turn and phase, choosing each unit's
// action and dice at random; an action the rules refuse is replaced by GUARD (always legal). What the
// rules owe (the second attacks of a shot that missed into a melee, the splash of an EXP hit onto it)
// is rolled at once. The invariants must hold after every event, and the game must end after turn 6.
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "fireteam", "melee-higher-total-deals-damage.json"), "utf8"));
const MLRS = { name: "ARL-4 MLRS", type: "EXP", cost: 3, damage: 2, location: "torso", accuracy: [null, null, -1, -2, -2, -2, -3, -3, -3, -4, -4, -4] };
const SMOKE = { name: "SL-1 Smoke Launcher", type: "SMOKE", cost: 2, damage: 0, location: "torso" };
const SBC = { name: "AG-44 SBC", type: "CAN", cost: 2, damage: 2, location: "leftArm", accuracy: [null, null, null, -2, -1, 0, 0, -1, -1, -2, -2, -2] };
const HR2 = { name: "HR-2 Heavy Rifle", type: "GUN", cost: 5, damage: 2, location: "rightArm", handheld: true, twoHanded: true, stowed: true, accuracy: [null, 0, 1, 0, -1, -1, -2, -2, -3, -3, -3, -3] };
const SHIELD = { name: "Combat Shield", type: "SHIELD", cost: 2, damage: 0, location: "leftArm", boxes: 3 };
const twoEach = structuredClone(fixture.record.setup);
const [a1, b1] = [twoEach.players[0].units[0], twoEach.players[1].units[0]];
// a1: a smoke launcher and an MLRS; a2: a two-handed rifle, WEAPON boxes per location; b1: a combat shield; b2: a cannon.
twoEach.players[0].units.push({ ...structuredClone(a1), id: "a2", react: 1, weaponBoxes: { rightArm: 2, leftArm: 2, torso: 2 }, weapons: [...structuredClone(a1.weapons), HR2] });
twoEach.players[1].units.push({ ...structuredClone(b1), id: "b2", react: 2, weapons: [...structuredClone(b1.weapons), SBC] });
a1.weapons.push(MLRS, SMOKE);
b1.weapons.push(SHIELD);
const units = ["a1", "a2", "b1", "b2"];
const WEAPONS = ["MC-51 Rifle", "ARL-4 MLRS", "HR-2 Heavy Rifle", "AG-44 SBC", "MC-1 Knife"];
const HANDHELD = ["MC-51 Rifle", "MC-1 Knife", "HR-2 Heavy Rifle"];

const die = fc.integer({ min: 1, max: 6 });
const choice = fc.record({
  kind: fc.constantFrom("move", "guard", "shoot", "melee", "kick", "restart", "hurt", "drop", "dropkick", "climb", "ambush", "smoke", "switch", "jump", "push"),
  target: fc.constantFrom(...units),
  range: fc.integer({ min: 1, max: 12 }),
  roll: fc.tuple(die, die),
  d1: die,
  d2: die,
  d3: die,
  location: fc.constantFrom(...LOCATIONS),
  /** Bits: which other units are in melee with the target, smoke, rear arc, a wrong event first. */
  bits: fc.integer({ min: 0, max: 255 }),
  weapon: fc.constantFrom(...WEAPONS),
});
const variant = fc.record({ gameMode: fc.constantFrom("deathmatch", "harvesterPush"), shieldSplit: fc.constantFrom("restToLocation", "bothRoundedDown") });

/** The first broken invariant, or undefined. Plain checks: this runs after every event. */
function brokenInvariant(s: FireteamState): string | undefined {
  for (const u of s.units) {
    const card = s.cards.find((c) => c.id === u.id)!;
    for (const l of LOCATIONS) if (u.filled[l] < 0 || u.filled[l] > card.locations[l].gray + card.locations[l].red) return `${u.id}.${l} filled ${u.filled[l]}`;
    const torso = conditionOf(card.locations.torso, u.filled.torso);
    if ((u.status === "destroyed") !== (torso === "destroyed")) return `${u.id} is ${u.status} with its torso ${torso}`;
    if (u.status === "disabled" && torso !== "damaged") return `${u.id} is disabled with its torso ${torso}`;
    if (u.movesUsed > card.move || u.weaponActionsUsed > card.weaponActions) return `${u.id} used more boxes than it has`;
    if (LOCATIONS.reduce((t, l) => t + u.weaponActionsUsedAt[l], 0) !== u.weaponActionsUsed) return `${u.id}'s WEAPON boxes per location do not add up`;
    if (card.weaponBoxes !== null && LOCATIONS.some((l) => u.weaponActionsUsedAt[l] > card.weaponBoxes![l])) return `${u.id} used more WEAPON boxes at a location than it has there`;
    for (const [i, w] of card.weapons.entries()) {
      if (w.type === "SHIELD" && (u.shieldDamage[i]! > w.boxes! || (u.shieldDamage[i] === w.boxes && u.equippedAt[i] !== null))) return `${u.id}'s shield has ${u.shieldDamage[i]} of ${w.boxes} and is ${u.equippedAt[i]}`;
      const at = u.equippedAt[i] ?? null;
      if (w.handheld && (at === "leftArm" || at === "rightArm") && conditionOf(card.locations[at], u.filled[at]) === "destroyed") return `${u.id} holds ${w.name} in a destroyed hand`;
      if (w.twoHanded && at !== null) {
        if (card.weapons.some((x, j) => j !== i && x.handheld && u.equippedAt[j] !== null && u.equippedAt[j] !== undefined && (u.equippedAt[j] === "leftArm" || u.equippedAt[j] === "rightArm"))) return `${u.id} holds ${w.name} and another weapon`;
        if (["leftArm", "rightArm"].some((l) => conditionOf(card.locations[l as "leftArm"], u.filled[l as "leftArm"]) === "destroyed")) return `${u.id} holds ${w.name} with an arm destroyed`;
      }
    }
  }
  if (s.gameMode === "deathmatch") for (const p of s.playerIds) if (scoreOf(s, p) < 0) return `${p} has a negative deathmatch score`;
  if (s.due !== null && (!s.phaseOpen || (s.due.kind === "stray" ? s.due.next.length : s.due.targets.length) === 0)) return `owes ${JSON.stringify(s.due)} with the phase ${s.phaseOpen ? "open" : "closed"}`;
  for (const c of s.smoke) if (c.from > c.until) return `a smoke cloud from ${c.from} to ${c.until}`;
  // The scoreboard's turn resources stay within the card's boxes, and a weapon is in one place.
  const board = scoreboard(s);
  for (const r of board.units) {
    const card = s.cards.find((c) => c.id === r.id)!;
    if (r.movesLeft < 0 || r.movesLeft > card.move || r.weaponActionsLeft < 0 || r.weaponActionsLeft > card.weaponActions) return `${r.id} reports ${r.movesLeft} MOVE and ${r.weaponActionsLeft} WEAPON boxes left`;
    if (r.weaponActionsLeftAt !== null && LOCATIONS.reduce((t, l) => t + r.weaponActionsLeftAt![l], 0) !== r.weaponActionsLeft) return `${r.id}'s WEAPON boxes left per location do not add up`;
    for (const w of r.weapons) {
      if ([w.equippedAt !== null, w.stowed, w.dropped].filter(Boolean).length !== 1) return `${r.id}'s ${w.name} is not in exactly one place: ${JSON.stringify(w)}`;
      if (w.usesLeft < 0 || w.usesLeft > 2) return `${r.id}'s ${w.name} has ${w.usesLeft} uses left`;
    }
    if (r.status !== "active" && r.guarding) return `${r.id} is ${r.status} and guarding`;
  }
  if (board.due !== s.due) return "the scoreboard's due is not the state's";
  return undefined;
}

/** The records of a paged journal (pages of 32, `LEDGER_PAGE`), counted without reading them. */
const sizeOf = (l: { readonly pages: unknown; readonly tail: readonly unknown[] }, per = 1): number =>
  l.tail.length * per + (l.pages === null ? 0 : sizeOf(l.pages as typeof l, per * 32));

/** The result records an event must leave: at least one for what resolves dice or damage, none for anything else. */
function resolves(e: { type: string; jumpDown?: unknown; climbDamage?: unknown }): boolean {
  return ["attacked", "strayAttacked", "splashRolled", "meleeAttacked", "dropkicked", "kicked", "restartRolled", "smokeLaunched", "damaged"].includes(e.type) || (e.type === "moved" && (e.jumpDown !== undefined || e.climbDamage !== undefined));
}

/** What the games of a run did, to check the driver reaches every new rule. */
function seenIn(e: { type: string; [k: string]: unknown }, s: FireteamState, added: readonly { kind: string; damaged: readonly { shield: number }[]; effects: readonly { effect: string }[] }[]): string[] {
  const out = [e.type];
  for (const k of ["meleeWith", "targetInSmoke", "shooterInSmoke", "jumpDown", "climbDamage", "harvesterDistances"]) if (e[k] !== undefined) out.push(`${e.type}.${k}`);
  if (e.type === "switchedWeapon" && e.weapon === "HR-2 Heavy Rifle") out.push("two-handed switch");
  if (e.type === "attacked" && e.weapon === "HR-2 Heavy Rifle") out.push("two-handed attack");
  for (const r of added) {
    out.push(`record ${r.kind}`);
    if (r.damaged.some((d) => d.shield > 0)) out.push(`shield in ${r.kind}`);
    for (const x of r.effects) out.push(`effect ${x.effect}`);
  }
  if (s.units.some((u) => u.id === "a2" && u.weaponActionsUsedAt.rightArm > 0)) out.push("per-location boxes");
  return out;
}

describe("A.C.E. Fireteam random games", () => {
  const seen = new Set<string>();
  it("every random game ends after turn 6 with the invariants holding after every event; replay equals the fold", () => {
    const games = (
      fc.property(fc.array(choice, { minLength: 200, maxLength: 200 }), fc.array(die, { minLength: 4, maxLength: 4 }), variant, (choices, rolls, v) => {
        const setup = { ...structuredClone(twoEach), gameMode: v.gameMode, rules: { shieldSplit: v.shieldSplit }, ...(v.gameMode === "harvesterPush" ? { harvesterStart: { a: 6, b: 6 } } : {}) };
        let state = fireteam.start(setup);
        const events: unknown[] = [];
        let c = 0;
        let records = 0;
        const push = (e: object): boolean => {
          const r = tryApply(state, e);
          if (!r.ok) {
            expect(r.error.event).toBe(events.length);
            seen.add(r.error.code);
            return false;
          }
          state = r.value;
          events.push(e);
          const broken = brokenInvariant(state);
          if (broken !== undefined) throw new Error(`after ${JSON.stringify(e)}: ${broken}`);
          // The journal only grows, and this event's records are the new ones (some for what resolves dice or damage).
          const count = sizeOf(state.journal);
          const added = count - records <= state.journal.tail.length ? state.journal.tail.slice(state.journal.tail.length - (count - records)) : journal(state).slice(records);
          if (count < records || added.some((x) => x.event !== events.length - 1)) throw new Error(`after ${JSON.stringify(e)}: records ${JSON.stringify(added)}`);
          if ((added.length > 0) !== resolves(e as never)) throw new Error(`after ${JSON.stringify(e)}: ${added.length} records`);
          for (const x of added) for (const d of x.damaged) if (d.shield < 0 || d.shield > d.amount || d.boxes < 0 || d.torso < 0) throw new Error(`record ${JSON.stringify(x)}`);
          records = count;
          for (const k of seenIn(e as never, state, added)) seen.add(k);
          return true;
        };
        /** Rolls what the rules owe, first trying a wrong event (refused) when asked. */
        const settle = (x: (typeof choices)[number]) => {
          for (let k = 0; state.due !== null && k < 10; k++) {
            const due = state.due;
            if (x.bits & 128) expect(push({ type: "guarded", unit: due.unit })).toBe(false);
            const dice = { roll: [x.roll[(k + 1) % 2]!, x.d1], locationRoll: 1 + ((x.d2 + k) % 6), damageRoll: x.d3, splashLocationRoll: x.d1 };
            if (due.kind === "stray") {
              const stray = { type: "strayAttacked", unit: due.unit, target: due.next[0]!, ...dice, ...(x.bits & 16 ? { rearArc: true } : {}) };
              if (!push({ ...stray, targetInSmoke: (x.bits & 32) !== 0 })) expect(push(stray)).toBe(true);
            } else expect(push({ type: "splashRolled", unit: due.unit, target: due.targets[(x.d1 + k) % due.targets.length]!, locationRoll: dice.locationRoll, ...(x.bits & 16 ? { rearArc: true } : {}) })).toBe(true);
          }
          expect(state.due).toBeNull();
        };
        let known: { [p: string]: number } = { a: 6, b: 6 };
        let moved = 0;
        for (let turn = 1; turn <= 6; turn++) {
          expect(push({ type: "turnStarted" })).toBe(true);
          units.forEach((u, i) => {
            if (state.units.find((x) => x.id === u)!.status !== "destroyed") expect(push({ type: "initiativeRolled", unit: u, roll: rolls[i]! })).toBe(true);
          });
          for (let phase = 1; phase <= 6; phase++) {
            expect(push({ type: "phaseStarted" })).toBe(true);
            for (let guard = 0; guard < 10; guard++) {
              const x = choices[c++ % choices.length]!;
              const others = units.filter((u, i) => u !== x.target && x.bits & (1 << i));
              const shot = (unit: string) => ({
                type: "attacked", unit, weapon: x.weapon, target: x.target, range: x.range, roll: x.roll, locationRoll: x.d1, damageRoll: x.d2, splashLocationRoll: x.d3,
                ...(others.length > 0 ? { meleeWith: others.filter((u) => u !== unit) } : {}),
                ...(x.bits & 16 ? { rearArc: true } : {}),
                ...(x.bits & 32 ? { targetInSmoke: true } : {}),
                ...(x.bits & 64 ? { shooterInSmoke: true } : {}),
              });
              if (x.kind === "restart") push({ type: "restartRolled", unit: x.target, roll: x.d1 });
              // An attack out of order: legal only from guard (or refused).
              if (x.kind === "ambush" && push(shot(units[x.d3 % units.length]!))) settle(x);
              if (x.kind === "hurt") push({ type: "damaged", unit: x.target, location: x.location, amount: 1 + (x.d1 % 3) });
              if (x.kind === "push" && push({ type: "harvesterMoved", by: x.d1 % 2 === 0 ? "a" : "b", distance: 1 + (x.d2 % 3) })) moved += 1 + (x.d2 % 3);
              const actor = nextActor(state);
              if (actor === undefined) break;
              const legs = state.units.find((u) => u.id === actor)!;
              const card = state.cards.find((u) => u.id === actor)!;
              const legDestroyed = (["leftLeg", "rightLeg"] as const).some((l) => conditionOf(card.locations[l], legs.filled[l]) === "destroyed");
              const floors = 1 + (x.d2 % 2);
              const action =
                x.kind === "move" ? { type: "moved", unit: actor }
                : x.kind === "climb" ? { type: "moved", unit: actor, climbFloors: floors, climb: x.d1 % 2 === 0 ? "up" : "down", ...(legDestroyed && x.d1 % 2 === 1 && x.d3 > 1 ? { climbDamage: Array.from({ length: floors }, (_, k) => (["leftLeg", "rightLeg", "torso"] as const)[(x.d3 + k) % 3]) } : {}) }
                : x.kind === "jump" ? { type: "moved", unit: actor, jumpDown: x.d1 % 2 === 0 ? "leftLeg" : "rightLeg" }
                : x.kind === "shoot" ? shot(actor)
                : x.kind === "melee" ? { type: "meleeAttacked", unit: actor, target: x.target, weapon: "MC-1 Knife", roll: x.roll, defenseRoll: x.d3, locationRoll: x.d1, damageRoll: x.d2, ...(x.bits & 1 ? { defenseWeapon: "MC-1 Knife" } : {}) }
                : x.kind === "kick" ? { type: "kicked", unit: actor, target: x.target, roll: x.d1, defenseRoll: x.d2 }
                : x.kind === "dropkick" ? { type: "dropkicked", unit: actor, target: x.target, ...(x.d2 % 2 === 0 ? { defenseWeapon: "MC-1 Knife" } : {}), roll: x.roll, defenseRoll: x.d3, locationRoll: x.d1, damageRoll: x.d2, reckless: 3 + (x.d3 % 3) }
                : x.kind === "drop" ? { type: "droppedWeapon", unit: actor, weapon: x.d3 % 2 === 0 ? "MC-51 Rifle" : "MC-1 Knife" }
                : x.kind === "smoke" ? { type: "smokeLaunched", unit: actor, weapon: "SL-1 Smoke Launcher", roll: x.d1 }
                : x.kind === "switch" ? { type: "switchedWeapon", unit: actor, weapon: HANDHELD[x.d1 % 3]!, location: x.d2 % 2 === 0 ? "leftArm" : "rightArm" }
                : { type: "guarded", unit: actor };
              if (!push(action)) expect(push({ type: "guarded", unit: actor })).toBe(true);
              else if (x.kind === "drop") {
                // After a DROP: the free switch back into the emptied hand and a move, each may be refused.
                const hand = state.units.find((u) => u.id === actor)!.dropHand;
                if (hand === "leftArm" || hand === "rightArm") push({ type: "switchedWeapon", unit: actor, weapon: (action as { weapon: string }).weapon, location: hand });
                push({ type: "moved", unit: actor });
              } else settle(x);
            }
            while (nextActor(state) !== undefined) expect(push({ type: "guarded", unit: nextActor(state)! })).toBe(true);
            const x = choices[c % choices.length]!;
            if (v.gameMode === "harvesterPush" && (x.bits & 8 || phase === 6)) {
              // A report off by more than the harvester moved is refused; one within it is accepted.
              if (x.bits & 4) expect(push({ type: "phaseEnded", harvesterDistances: { a: known.a! + moved + 1, b: known.b! } })).toBe(false);
              const step = Math.min(moved, x.d1 % 4);
              const report = { a: Math.max(0, known.a! - step), b: known.b! + step };
              expect(push({ type: "phaseEnded", harvesterDistances: report })).toBe(true);
              [known, moved] = [report, 0];
            } else expect(push({ type: "phaseEnded" })).toBe(true);
          }
        }
        expect(state.over).toBe(true);
        expect(state.winners.length).toBeGreaterThan(0);
        expect(tryApply(state, { type: "turnStarted" }).ok).toBe(false);
        expect(fireteam.replay({ mode: "fireteam", setup, events })).toEqual(state);
        expect(journal(state).length).toBe(records);
        const board = scoreboard(state);
        // Deathmatch and Harvester Push: the ledger adds up to each player's score; the lowest score wins.
        for (const p of board.players) expect(board.ledger.filter((e) => e.player === p.id).reduce((t, e) => t + e.delta, 0)).toBe(p.score);
        expect(board.winners).toEqual(board.players.filter((p) => p.score === board.players[0]!.score).map((p) => p.id).sort((a, b) => state.playerIds.indexOf(a) - state.playerIds.indexOf(b)));
      })
    );
    fc.assert(games, { numRuns: RUNS(400) });
    // The driver reaches every rule of the issue: smoke, shields, second attacks and splash into a melee,
    // two-handed weapons, WEAPON boxes per location, jumping and climbing down, the harvester's distances.
    const wanted = [
      "smokeLaunched", "attacked.targetInSmoke", "attacked.shooterInSmoke", "attacked.meleeWith", "strayAttacked", "splashRolled", "record stray", "record meleeSplash", "record splash",
      "shield in attack", "shield in melee", "effect shieldDestroyed", "two-handed switch", "two-handed attack", "per-location boxes", "moved.jumpDown", "moved.climbDamage", "record jumpDown",
      "record climbDown", "record restart", "record kick", "record dropkick", "record melee", "harvesterMoved", "phaseEnded.harvesterDistances", "ERR_HARVESTER_DISTANCE", "ERR_ROLL_DUE", "ERR_NO_SMOKE",
    ];
    // (A short run, FC_RUNS=25 under mutation testing, may miss the rarest.) The random games above may
    // miss one of the rarest (a two-handed attack needs a switch to the stowed weapon first): 400 more
    // games from a fixed seed, which reach them all, then make the check the same on every run.
    if (RUNS(400) >= 200) {
      if (wanted.some((k) => !seen.has(k))) fc.assert(games, { numRuns: 400, seed: 20261126 });
      expect(wanted.filter((k) => !seen.has(k))).toEqual([]);
    }
    // Up to 800 whole games: about 50 s on a quiet 2-core machine, so more than the default 60 s of room.
  }, 180_000);
});
