import { type Violation, violation } from "../../core/errors.js";
import { PLAYER_ID } from "../../core/ids.js";
import { err, ok, type Result } from "../../core/result.js";
import { boolean, integer, list, object, oneOf, optional, problemWith, text, when } from "../../core/schema.js";

/** One ship on the table. */
export interface EpicShip {
  readonly id: string;
  readonly hull: number;
  readonly shields: number;
}

/**
 * What standard scoring counts as one ship: a ship with squad `points`, or a Quick Build with
 * `threat`, which may hold two or more ships scored together ("such as a Wing Quick Build": a wing is
 * 3 to 6 ships).
 */
export interface ScoringUnit {
  readonly id: string;
  readonly value: number;
  readonly ships: readonly EpicShip[];
  /** A Wing Quick Build: one wing leader and two to five wingmates. */
  readonly wing: boolean;
}

/** A player in a checked setup, with the units they field. */
export interface EpicPlayer {
  readonly id: string;
  readonly order: number;
  readonly units: readonly ScoringUnit[];
}

/**
 * A checked Epic setup: scoring by squad points or threat, teams, players and the scenario's total
 * and tiebreaker.
 */
export interface EpicSetup {
  readonly scoring: "points" | "threat";
  /** Each player's team; in a free-for-all every player is its own team. */
  readonly teams: readonly (readonly string[])[];
  readonly teamBattle: boolean;
  readonly players: readonly EpicPlayer[];
  /** Scenario total: standard score plus victory counters (default), or either alone. */
  readonly total: "standardPlusCounters" | "standard" | "counters";
  /** The scenario's tiebreaker; equal again is a draw. */
  readonly tiebreaker: "fewerCasualties" | "none";
  /**
   * What a ship that escaped or is in reserve has lost (ruling escaped-or-reserve): `"ignored"`
   * (default), nothing; `"counts"`, the damage it took before it left the table.
   */
  readonly offTableDamage: "ignored" | "counts";
  /**
   * Whether a ship that is part of a wing may be placed in reserve (ruling wing-reserve): `"refused"`
   * (default: "Ships that are part of a wing cannot be docked or placed in reserve unless a specific
   * scenario dictates it"), or `"allowed"` for a scenario that dictates it.
   */
  readonly wingReserve: "refused" | "allowed";
  /**
   * Whether a `victoryCounters` event may take counters away (ruling counters-scored): `"refused"`
   * (default: counters are scored, "When a ship SCORES one or more"), or `"allowed"` for a scenario
   * that takes them away.
   */
  readonly negativeCounters: "refused" | "allowed";
  /**
   * The scenario's squadron limit for a whole team, in squad points or threat as `scoring` counts,
   * when it lists one: each player of a team of n may field at most `floor(limit / n)`.
   */
  readonly teamSquadronLimit?: number;
}

/** A ship of a player's `ships` in a setup as written: one ship, with squad `points` or `threat` as `scoring` counts. */
export interface EpicShipInput {
  readonly id: string;
  readonly hull: number;
  readonly shields: number;
  readonly points?: number;
  readonly threat?: number;
}

/** A Quick Build of two or more ships scored together by its `threat`; a wing (`wing: true`) has 3 to 6. */
export interface EpicQuickBuildInput {
  readonly id: string;
  readonly threat: number;
  readonly wing?: boolean;
  readonly ships: readonly { readonly id: string; readonly hull: number; readonly shields: number }[];
}

/**
 * An Epic setup as written in a record, as `SETUP` reads it (the mode's JSON Schema describes the same):
 * the fields with a default may be left out. `startGame` takes it; `parseSetup` checks it into `EpicSetup`.
 */
export interface EpicSetupInput {
  readonly scoring: EpicSetup["scoring"];
  /** Two teams of player ids, for a team battle; left out, every player is its own team. */
  readonly teams?: readonly (readonly string[])[];
  readonly players: readonly { readonly id: string; readonly order: number; readonly ships: readonly (EpicShipInput | EpicQuickBuildInput)[] }[];
  readonly total?: EpicSetup["total"];
  readonly tiebreaker?: EpicSetup["tiebreaker"];
  readonly offTableDamage?: EpicSetup["offTableDamage"];
  readonly wingReserve?: EpicSetup["wingReserve"];
  readonly negativeCounters?: EpicSetup["negativeCounters"];
  readonly teamSquadronLimit?: number;
}

const shipId = text(64, PLAYER_ID, "a ship id");
const health = { hull: integer(1, 1000), shields: integer(0, 1000) };
const anyShip = when(
  "ships",
  object({ id: shipId, threat: integer(1, 1000), wing: optional(boolean), ships: list(object({ id: shipId, ...health }), 2, 100) }),
  object({ id: shipId, ...health, points: optional(integer(0, 1000)), threat: optional(integer(1, 1000)) }),
);

/** The shape of a setup, as `parseSetup` checks it first and the mode's JSON Schema describes it. */
export const SETUP = object({
  scoring: oneOf("points", "threat"),
  teams: optional(list(list(text(64), 1, 8, true), 0, 8)),
  players: list(object({ id: text(64, PLAYER_ID, "a player id"), order: integer(1, 99), ships: list(anyShip, 1, 100) }), 2, 8),
  total: optional(oneOf("standardPlusCounters", "standard", "counters")),
  tiebreaker: optional(oneOf("fewerCasualties", "none")),
  offTableDamage: optional(oneOf("ignored", "counts")),
  wingReserve: optional(oneOf("refused", "allowed")),
  negativeCounters: optional(oneOf("refused", "allowed")),
  teamSquadronLimit: optional(integer(1, 100_000)),
});

type RawShip = { id: string; hull?: number; shields?: number; points?: number; threat?: number; wing?: boolean; ships?: EpicShip[] };

/**
 * Checks an Epic setup as written in a record (teams default to one per player) and returns it in
 * checked form.
 */
export function parseSetup(raw: unknown): Result<EpicSetup, Violation<"ERR_INVALID_SETUP">> {
  const fail = (message: string) => err(violation("ERR_INVALID_SETUP", message));
  const problem = problemWith(SETUP, raw, "setup");
  if (problem !== undefined) return fail(problem);
  const given = raw as { scoring: "points" | "threat"; teams?: string[][]; players: { id: string; order: number; ships: RawShip[] }[]; total?: EpicSetup["total"]; tiebreaker?: EpicSetup["tiebreaker"]; offTableDamage?: EpicSetup["offTableDamage"]; wingReserve?: EpicSetup["wingReserve"]; negativeCounters?: EpicSetup["negativeCounters"]; teamSquadronLimit?: number };
  const ids = new Set<string>();
  const players: EpicPlayer[] = [];
  for (const [i, p] of given.players.entries()) {
    if (given.players.findIndex((q) => q.id === p.id) !== i) return fail(`expected setup.players[${i}].id to be unique; ${JSON.stringify(p.id)} is repeated`);
    if (given.players.findIndex((q) => q.order === p.order) !== i) return fail(`expected setup.players[${i}].order to be unique; ${p.order} is repeated`);
    const units: ScoringUnit[] = [];
    for (const [j, s] of p.ships.entries()) {
      const where = `setup.players[${i}].ships[${j}]`;
      const value = given.scoring === "points" ? s.points : s.threat;
      if (value === undefined) return fail(`expected ${where} to have ${given.scoring === "points" ? "points" : "threat"} (setup.scoring is ${JSON.stringify(given.scoring)})`);
      if (s.ships && given.scoring !== "threat") return fail(`expected ${where} to be a single ship: a Quick Build of several ships is scored with threat; with squad points each ship is its own entry`);
      // "Each wing consists of one WING LEADER and two to five WINGMATES." Other Quick Builds of several ships have no such limit.
      if (s.wing === true && s.ships && (s.ships.length < 3 || s.ships.length > 6)) return fail(`expected ${where} (a wing) to have one wing leader and two to five wingmates (3 to 6 ships), got ${s.ships.length}`);
      const ships = s.ships ? s.ships.map((m) => ({ id: m.id, hull: m.hull, shields: m.shields })) : [{ id: s.id, hull: s.hull!, shields: s.shields! }];
      for (const id of s.ships ? [s.id, ...ships.map((m) => m.id)] : [s.id]) {
        if (ids.has(id)) return fail(`expected ship ids to be unique across the record; ${JSON.stringify(id)} is repeated`);
        ids.add(id);
      }
      units.push({ id: s.id, value, ships, wing: s.wing === true });
    }
    players.push({ id: p.id, order: p.order, units });
  }
  const playerIds = players.map((p) => p.id);
  let teams: string[][];
  if (given.teams) {
    // "Team Battle scenarios are games for two teams of players."
    if (given.teams.length !== 2) return fail(`expected setup.teams to list two teams (a team battle is for two teams of players), got ${given.teams.length}`);
    for (const id of playerIds) {
      const count = given.teams.filter((t) => t.includes(id)).length;
      if (count !== 1) return fail(`expected player ${id} to be in exactly one team, found in ${count}`);
    }
    const stranger = given.teams.flat().find((id) => !playerIds.includes(id));
    if (stranger !== undefined) return fail(`expected setup.teams to name players of the game, got ${JSON.stringify(stranger)}`);
    teams = given.teams.map((t) => [...t]);
  } else teams = playerIds.map((id) => [id]);
  const limit = given.teamSquadronLimit;
  if (limit !== undefined) {
    // "Some Team Battle scenarios list squadron limits for the entire team. If playing with a team of two
    // or more, divide the squad points (or threat) limit by the number of players, rounded down."
    if (given.teams === undefined) return fail("expected setup.teams with setup.teamSquadronLimit: a team's squadron limit is a Team Battle scenario's");
    const unit = given.scoring === "points" ? "squad points" : "threat";
    for (const p of players) {
      const size = teams.find((t) => t.includes(p.id))!.length;
      const share = Math.floor(limit / size);
      const fielded = p.units.reduce((sum, u) => sum + u.value, 0);
      if (fielded > share) return fail(`expected player ${p.id} to field at most ${share} ${unit} (the team's squadron limit ${limit} divided by its ${size} players, rounded down), got ${fielded}`);
    }
  }
  return ok({ scoring: given.scoring, teams, teamBattle: given.teams !== undefined, players, total: given.total ?? "standardPlusCounters", tiebreaker: given.tiebreaker ?? "fewerCasualties", offTableDamage: given.offTableDamage ?? "ignored", wingReserve: given.wingReserve ?? "refused", negativeCounters: given.negativeCounters ?? "refused", ...(limit === undefined ? {} : { teamSquadronLimit: limit }) });
}
