// A.C.E. Fireteam at the table: a card per unit (its boxes filled of each location, MOVE and WEAPON
// boxes left, guard, kicked, disabled or destroyed) with the unit's steps of a phase; turns and phases
// in the bar. Attacks, melee, charges, dropkicks and kicks are one to three taps (at whom, with what,
// the range or the reckless bonus): the page rolls their dice, and the last event says them.
import type { FireteamResult, FireteamScoreboard, FireteamState, Unit, UnitReport, Weapon } from "ace-ledger/fireteam";
import { type Action, ask, type Next, type Piece, type TableMode } from "./table-model.js";

const DIE = [1, 2, 3, 4, 5, 6];
/** A six-sided die the page rolls (attacks, melee, kicks, smoke: their dice are many; a table that rolls its own records them with the event form). */
const die = () => 1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 6);
const dice = (n: number) => Array.from({ length: n }, die);
const LOCATION_WORDS = { head: "head", torso: "torso", leftArm: "left arm", rightArm: "right arm", leftLeg: "left leg", rightLeg: "right leg" } as const;
const LOCATIONS = Object.keys(LOCATION_WORDS) as (keyof typeof LOCATION_WORDS)[];

function boxes(u: UnitReport): string {
  return LOCATIONS.map((l) => {
    const at = u.locations[l];
    return `${LOCATION_WORDS[l]} ${at.filled}/${at.gray + at.red}${at.condition === "intact" ? "" : ` ${at.condition}`}`;
  }).join(", ");
}

export const fireteam: TableMode<FireteamState, FireteamScoreboard> = {
  pieces: (_state, names, board) =>
    board.units.map((u): Piece => {
      const standing = board.players.find((p) => p.id === u.player);
      const marker = u.status !== "active" ? u.status : u.id === board.next ? "to act" : u.kicked ? "kicked" : u.guarding ? "on guard" : undefined;
      return {
        id: u.id,
        owner: names.of(u.player),
        title: names.of(u.id) === u.id ? "" : `${names.of(u.id)} (${u.id})`,
        facts: [
          { label: "boxes", value: boxes(u) },
          { label: "move left", value: String(u.movesLeft) },
          { label: "weapon actions left", value: String(u.weaponActionsLeft) },
          { label: "weapons", value: u.weapons.map((w) => w.name).join(", ") },
        ],
        score: standing ? `${names.of(u.player)}: ${standing.score}` : "",
        ...(marker === undefined ? {} : { marker }),
        out: u.status !== "active",
      };
    }),
  say: (e, names, state) => {
    // A unit by its player's name and its own (its id too when its player has two of the same card).
    const n = (id: string) => {
      const u = state.units.find((x) => x.id === id);
      if (!u) return names.of(id);
      const twin = state.units.some((x) => x.id !== id && x.player === u.player && names.of(x.id) === names.of(id));
      return `${names.of(u.player)}'s ${names.of(id)}${twin && names.of(id) !== id ? ` (${id})` : ""}`;
    };
    switch (e.type) {
      case "turnStarted":
        return "Turn starts";
      case "phaseStarted":
        return "Phase starts";
      case "phaseEnded":
        return "Phase ends";
      case "initiativeRolled":
        return `${n(e.unit)} rolls ${e.roll} for initiative`;
      case "moved":
        return `${n(e.unit)} moves`;
      case "guarded":
        return `${n(e.unit)} goes on guard`;
      case "restartRolled":
        return `${n(e.unit)} rolls ${e.roll} to restart`;
      case "damaged":
        return `${n(e.unit)} takes ${e.amount} damage to the ${LOCATION_WORDS[e.location as keyof typeof LOCATION_WORDS] ?? e.location}`;
      case "kicked":
      case "attacked":
      case "strayAttacked":
      case "splashRolled":
      case "meleeAttacked":
      case "dropkicked":
      case "smokeLaunched": {
        const what = { kicked: "kicks", splashRolled: "splashes", smokeLaunched: "launches smoke", dropkicked: "dropkicks", meleeAttacked: e.charge ? "charges" : "attacks", attacked: "fires at", strayAttacked: "fires again at" }[e.type as string];
        const how = [e.type === "meleeAttacked" && !e.charge ? "in melee" : "", e.weapon && e.type !== "smokeLaunched" ? `with the ${e.weapon}` : "", e.range ? `at range ${e.range}` : "", e.charge ? `reckless ${e.charge}` : "", e.reckless ? `reckless ${e.reckless}` : ""];
        const head = [n(e.unit), what, e.target ? n(e.target) : "", ...how].filter(Boolean).join(" ");
        return [head, ...lastResults(state).map((r) => outcome(r, n))].join(": ");
      }
      default:
        return null;
    }
  },
  actions: (state, names, board) => {
    const game: Action[] = [
      { label: "Start turn", piece: null, next: { event: { type: "turnStarted" } } },
      { label: "Start phase", piece: null, next: { event: { type: "phaseStarted" } } },
      { label: phaseEndWords(board), piece: null, next: { event: { type: "phaseEnded" } } },
    ];
    const card = (id: string) => state.cards[state.unitIds.indexOf(id)];
    /** A unit as a table tells two of the same card apart: its player's, by name, and its id. */
    const whose = (id: string) => {
      const u = board.units.find((x) => x.id === id);
      return `${u ? `${names.of(u.player)}'s ` : ""}${names.of(id) === id ? id : `${names.of(id)} (${id})`}`;
    };
    // The rolls the rules owe before anything else: a missed shot's second attack into the melee, an EXP hit's splash on it.
    const due = board.due;
    const owed: Action[] =
      due === null
        ? []
        : due.kind === "stray"
          ? [{ label: "Second attack", piece: due.unit, next: ask(`Roll at ${whose(due.next[0]!)}?`, ["roll the dice"], String, () => ({ event: { type: "strayAttacked", unit: due.unit, target: due.next[0], roll: dice(2), locationRoll: die(), damageRoll: die(), ...(isExp(card(due.unit), due.weapon) ? { splashLocationRoll: die() } : {}) } })) }]
          : [{ label: "Splash", piece: due.unit, next: ask("Splash on whom?", due.targets, whose, (target) => ({ event: { type: "splashRolled", unit: due.unit, target, locationRoll: die() } })) }];
    const units = board.units.flatMap((u): Action[] => {
      const unit = u.id;
      const on = (label: string, next: Next): Action => ({ label, piece: unit, next });
      const weapons = card(unit)?.weapons ?? [];
      const enemies = board.units.filter((t) => t.player !== u.player && t.status !== "destroyed").map((t) => t.id);
      const ranged = weapons.filter((w) => w.type !== "CQB" && w.type !== "SMOKE" && w.type !== "SHIELD" && w.accuracy);
      const melee: (string | null)[] = [...weapons.filter((w) => w.type === "CQB").map((w) => w.name), null];
      const pairs = <T>(of: readonly T[]) => enemies.flatMap((target) => of.map((with_) => ({ target, with: with_ })));
      const meleeLabel = (p: { target: string; with: string | null }) => `${whose(p.target)}, ${p.with ?? "unarmed"}`;
      const meleeEvent = (p: { target: string; with: string | null }, extra: object) => ({
        type: "meleeAttacked", unit, target: p.target, ...(p.with === null ? {} : { weapon: p.with }), roll: dice(state.meleeAttackDice), defenseRoll: die(), locationRoll: die(), damageRoll: die(), ...extra,
      });
      const handheld = weapons.filter((w) => w.handheld);
      return [
        on("Initiative", ask("Initiative roll?", DIE, String, (roll) => ({ event: { type: "initiativeRolled", unit, roll } }))),
        on("Move", { event: { type: "moved", unit } }),
        on("Guard", { event: { type: "guarded", unit } }),
        // A ranged attack: the target and weapon, then the range; the page rolls the four dice (the record keeps them).
        on("Attack", ask("At whom, with what?", pairs(ranged), (p) => `${whose(p.target)}, ${p.with.name}`, (p) => ask("Range (4\" each)?", rangesOf(p.with), String, (range) => ({ event: { type: "attacked", unit, weapon: p.with.name, target: p.target, range, roll: dice(2), locationRoll: die(), damageRoll: die(), ...(p.with.type === "EXP" ? { splashLocationRoll: die() } : {}) } })))),
        on("Melee", ask("At whom, with what?", pairs(melee), meleeLabel, (p) => ({ event: meleeEvent(p, {}) }))),
        on("Charge", ask("At whom, with what?", pairs(melee), meleeLabel, (p) => ask("Reckless bonus?", [1, 2, 3, 4, 5], String, (charge) => ({ event: meleeEvent(p, { charge }) })))),
        on("Dropkick", ask("At whom?", enemies, whose, (target) => ask("Reckless bonus?", [3, 4, 5], String, (reckless) => ({ event: { type: "dropkicked", unit, target, roll: dice(state.meleeAttackDice), defenseRoll: die(), locationRoll: die(), damageRoll: die(), reckless } })))),
        on("Kick", ask("Kick whom?", enemies, whose, (target) => ({ event: { type: "kicked", unit, target, roll: die(), defenseRoll: die() } }))),
        ...weapons.filter((w) => w.type === "SMOKE").map((w) => on(`Launch ${w.name}`, { event: { type: "smokeLaunched", unit, weapon: w.name, roll: die() } })),
        on("Switch weapon", ask("Which weapon?", handheld, (w) => w.name, (w) => ask("Into which hand?", ["rightArm", "leftArm"] as const, (h) => LOCATION_WORDS[h], (location) => ({ event: { type: "switchedWeapon", unit, weapon: w.name, location } })))),
        on("Drop weapon", ask("Drop which?", handheld, (w) => w.name, (w) => ({ event: { type: "droppedWeapon", unit, weapon: w.name } }))),
        on("Restart roll", ask("Restart roll?", DIE, String, (roll) => ({ event: { type: "restartRolled", unit, roll } }))),
        on("Damage", ask("Where?", LOCATIONS, (l) => LOCATION_WORDS[l], (location) => ask("How many boxes?", [1, 2, 3, 4], String, (amount) => ({ event: { type: "damaged", unit, location, amount } })))),
      ];
    });
    return [...game, ...owed, ...units];
  },
};

type Result = FireteamResult;

/** The results the last event resolved (its dice, outcome and damage), newest pages last. */
function lastResults(state: FireteamState): Result[] {
  const at = state.eventCount - 1;
  const found: Result[] = [];
  // The journal is pages of entries and a tail (core/ledger.ts): the last event's are at its end.
  const walk = (l: { readonly pages: any; readonly tail: readonly any[] }): void => {
    if (l.pages) walk(l.pages);
    for (const x of l.tail) for (const r of Array.isArray(x) ? x : [x]) if (r.event === at) found.push(r);
  };
  walk(state.journal as never);
  return found;
}

const OUTCOME: { readonly [o: string]: string } = { hit: "hit", miss: "miss", attackerWins: "the attacker wins", defenderWins: "the defender wins", tie: "a tie", success: "it works", failure: "it fails", noEffect: "no effect", applied: "done" };

/** A result in words: the dice, the totals, what happened and the damage dealt. */
function outcome(r: Result, n: (id: string) => string): string {
  const rolled = [r.dice.length > 0 ? `rolls ${r.dice.join("+")}` : "", r.defenseDie === null ? "" : `against ${r.defenseDie}`].filter(Boolean).join(" ");
  const totals = r.total === null || r.against === null ? "" : ` (${r.total} vs ${r.against})`;
  const hurt = r.damaged.map((d) => `${d.amount} to ${n(d.unit)}'s ${LOCATION_WORDS[d.location]}${d.shield > 0 ? ` (${d.shield} on the shield)` : ""}`);
  const effects = r.effects.map((x) => {
    const subject = x.subject === null ? "" : (LOCATION_WORDS[x.subject as keyof typeof LOCATION_WORDS] ?? x.subject);
    return (EFFECT[x.effect] ?? ((u: string, s: string) => `${u}: ${x.effect} ${s}`))(n(x.unit), subject);
  });
  return [`${rolled}${totals}${rolled || totals ? ", " : ""}${r.critical ? "critical hit" : r.criticalFailure ? "critical failure" : OUTCOME[r.outcome] ?? r.outcome}`, ...hurt, ...effects].join(", ");
}

const EFFECT: { readonly [e: string]: (unit: string, subject: string) => string } = {
  locationDamaged: (u, s) => `${u}'s ${s} is damaged`,
  locationDestroyed: (u, s) => `${u}'s ${s} is destroyed`,
  disabled: (u) => `${u} is disabled`,
  destroyed: (u) => `${u} is destroyed`,
  weaponJammed: (u, s) => `${u}'s ${s} is out for the game`,
  weaponDropped: (u, s) => `${u} drops the ${s}`,
  shieldDestroyed: (u, s) => `${u}'s ${s} is destroyed`,
  smokeCloud: () => "a smoke cloud is up from the next phase",
  restarted: (u) => `${u} restarts`,
  losesNextPhase: (u) => `${u} loses its next phase`,
  turnEnded: (u) => `${u}'s turn ends`,
};

/** "End phase", or what ending the last phase of turn 6 does: it ends the game. */
const phaseEndWords = (b: FireteamScoreboard) => (b.turn === 6 && b.phase === 6 ? "End phase: end the game" : "End phase");

/** The ranges a weapon can fire at: its card's columns without an "X". */
const rangesOf = (w: Weapon) => (w.accuracy ?? []).flatMap((a, i) => (a === null ? [] : [i + 1]));
const isExp = (c: Unit | undefined, weapon: string) => c?.weapons.find((w) => w.name === weapon)?.type === "EXP";
