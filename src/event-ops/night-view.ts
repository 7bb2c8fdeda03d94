import { own } from "../core/schema.js";
import { type AcesHighEvent, displayName, scoreTable, dropOf, arrivalOf, eventStandings, gameRulesOf, type RecordResolver, roundCountOf, rulesOf, shipOf } from "../modes/tournament/index.js";
import { describeGame } from "../cli/event-pages.js";
import { sheetsKey, tableCode } from "./codes.js";
import { nightStateOf } from "./night-state.js";
import type { ConsoleView, PlayersView, PlayerView, RoundTimer, StandingView, Submission, SubmissionView, TableView } from "./night-types.js";
export type { ConsoleView, PlayersView, PlayerView, StandingView, SubmissionView, TableView } from "./night-types.js";

// What the pages of the night show, as data: the players' view for every phone, and the organiser's
// view besides it. Names are text (the pages never read them as markup); ids only key them.

export function playersView(event: AcesHighEvent, resolve: RecordResolver): PlayersView {
  const state = nightStateOf(event);
  const pending = new Set(state.submissions.filter((s) => s.status === "pending").map((s) => `${s.round}/${s.table}`));
  // The standings after the last round whose every table has its result: a round being played shows in its tables.
  const complete = event.rounds.findIndex((r) => r.tables.some((t) => t.record === undefined));
  const s = eventStandings(event, resolve, { rounds: complete === -1 ? event.rounds.length : complete });
  // The places of every table entered, the round being played's too.
  const placed = complete === -1 ? s : eventStandings(event, resolve, { rounds: event.rounds.length });
  const placeOf = new Map(placed.standings.map((p) => [p.id, p.places]));
  const timer = state.timer !== undefined && state.timer.round === Math.max(1, event.rounds.length) ? state.timer : undefined;
  const name = (id: string) => displayName(event, id);
  const rules = gameRulesOf(event);
  return {
    name: [event.name, event.date].filter((x) => x !== undefined).join(", "),
    game: describeGame(rules),
    roundCount: roundCountOf(event),
    pointLimit: rules.pointLimit ?? null,
    players: event.players.map((id) => ({ id, name: name(id), ship: shipOf(event, id), joined: arrivalOf(event, id), left: dropOf(event, id) })),
    rounds: event.rounds.map((r, i) => ({
      round: i + 1,
      tables: r.tables.map((t, j) =>
        t.record !== undefined
          ? { table: j + 1, players: t.players, result: "entered" as const, places: t.players.map((id) => placeOf.get(id)?.[i] ?? null) }
          : { table: j + 1, players: t.players, result: pending.has(`${i + 1}/${j + 1}`) ? ("sent" as const) : ("none" as const) },
      ),
    })),
    standings: {
      after: s.rounds,
      // Not final while a tie waits for the final salvo rolls made at the table.
      final: s.final && s.errors.length === 0 && s.ties.length === 0,
      lines: s.standings.map((p) => ({ id: p.id, rank: p.rank, victory: p.victory, places: p.places.map((x, r) => (x === null ? "-" : `${x}${p.sources[r] === "result" ? "*" : ""}`)), salvo: p.salvo })),
      // Before a round is played everybody is level: no tie to break yet.
      ties: s.rounds === 0 ? [] : s.ties.map((t) => `Tied after round ${t.round} until a final salvo roll breaks it: ${t.players.map(name).join(", ")}.`),
      errors: s.errors.map((e) => `round ${e.round}, table ${e.table}: ${e.error.code}: ${e.error.message}`),
    },
    // The clock of an earlier round is over whatever it said; the round's stops once its every table has its result.
    timer: timer === undefined ? null : { ...timer, done: event.rounds[timer.round - 1]?.tables.every((t) => t.record !== undefined) ?? false },
  };
}

/** A game record waiting for the organiser, with each player's victory and place as its table would count them. */
function withScores(event: AcesHighEvent, s: Submission, resolve: RecordResolver): SubmissionView {
  const players = event.rounds[s.round - 1]?.tables[s.table - 1]?.players;
  if (s.kind !== "record" || s.record === undefined || players === undefined) return s;
  const scored = scoreTable({ players: [...players], record: s.record as never }, resolve, true, gameRulesOf(event));
  return scored.ok ? { ...s, scores: scored.value.players.map((p) => ({ id: p.id, victory: p.victory, place: p.place })) } : s;
}

export function consoleView(event: AcesHighEvent, resolve: RecordResolver): ConsoleView {
  const state = nightStateOf(event);
  const round = event.rounds.length;
  return {
    ...playersView(event, resolve),
    submissions: state.submissions.map((s) => withScores(event, s, resolve)),
    codes: round === 0 ? [] : event.rounds[round - 1]!.tables.map((_, i) => ({ table: i + 1, code: tableCode(state.key, round, i + 1) })),
    sheetsKey: round === 0 ? null : sheetsKey(state.key, round),
    replaced: (own(event, "replaced") ?? []).map((r, i) => ({ entry: i + 1, round: r.round, table: r.table, record: r.record })),
    autoAccept: state.autoAccept,
    salvoAtTable: rulesOf(event).salvoRolls === "atTable",
    lists: (state.lists ?? []).filter((l) => l.status === "waiting").map((l) => ({ id: l.id, name: l.name, label: l.label, received: l.received })),
  };
}
