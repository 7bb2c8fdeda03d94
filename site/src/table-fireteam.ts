// A.C.E. Fireteam at the table: a card per unit (its boxes filled of each location, MOVE and WEAPON
// boxes left, guard, kicked, disabled or destroyed) with the unit's steps of a phase; turns and phases
// in the bar. Attacks, with their dice, are recorded with the event form of the history view.
import type { FireteamScoreboard, FireteamState, UnitReport } from "ace-ledger/fireteam";
import { type Action, ask, type Next, type Piece, type TableMode } from "./table-model.js";

const DIE = [1, 2, 3, 4, 5, 6];
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
  say: (e, names) => {
    const n = (id: string) => names.of(id);
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
        return `${n(e.unit)} kicks ${n(e.target)} (${e.roll} against ${e.defenseRoll})`;
      case "attacked":
      case "meleeAttacked":
        return `${n(e.unit)} attacks ${n(e.target)}${e.weapon ? ` with the ${e.weapon}` : ""}`;
      default:
        return null;
    }
  },
  actions: (_state, names, board) => {
    const game: Action[] = [
      { label: "Start turn", piece: null, next: { event: { type: "turnStarted" } } },
      { label: "Start phase", piece: null, next: { event: { type: "phaseStarted" } } },
      { label: "End phase", piece: null, next: { event: { type: "phaseEnded" } } },
    ];
    const units = board.units.flatMap((u): Action[] => {
      const unit = u.id;
      const on = (label: string, next: Next): Action => ({ label, piece: unit, next });
      return [
        on("Initiative", ask("Initiative roll?", DIE, String, (roll) => ({ event: { type: "initiativeRolled", unit, roll } }))),
        on("Move", { event: { type: "moved", unit } }),
        on("Guard", { event: { type: "guarded", unit } }),
        on("Restart roll", ask("Restart roll?", DIE, String, (roll) => ({ event: { type: "restartRolled", unit, roll } }))),
        on("Kick", ask("Kick whom?", board.units.filter((t) => t.player !== u.player), (t) => `${names.of(t.id)} of ${names.of(t.player)}`, (t) => ask("Kick roll, then the target's defence roll?", DIE.flatMap((roll) => DIE.map((defenseRoll) => ({ roll, defenseRoll }))), (r) => `${r.roll} vs ${r.defenseRoll}`, (r) => ({ event: { type: "kicked", unit, target: t.id, ...r } })))),
        on("Damage", ask("Where?", LOCATIONS, (l) => LOCATION_WORDS[l], (location) => ask("How many boxes?", [1, 2, 3, 4], String, (amount) => ({ event: { type: "damaged", unit, location, amount } })))),
      ];
    });
    return [...game, ...units];
  },
};
