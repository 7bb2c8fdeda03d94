import type { RuleViolation } from "../../core/errors.js";
import { eventOf } from "../../core/open-record.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  type AcesHighEvent,
  activePlayers,
  addRound,
  createEvent,
  dropPlayer,
  enterResult,
  enterSalvos,
  eventStandings,
  joinPlayer,
  roundCountOf,
  rulesOf,
  splitTables,
  tryNextRound,
} from "../../modes/tournament/index.js";
import type { AcesHighEventResults, LedgerLine, RejectedResults } from "../results.js";
import { byId } from "./ledger.js";
import { readEvent, readSideEventRecord, type SideEventRecordEvent } from "./side-event-record.js";

// The seed of the event the record is played into. It draws only the player order at each table,
// which the text leaves to chance and no case checks: the record gives the first round as drawn.
const SEED = "conformance";

/** The final salvo rolls made so far, by round and player: each `salvoRolled` adds one to the player's. */
type Rolls = Map<number, Map<string, readonly number[]>>;

/**
 * ace-ledger's results for a side event's record, in the kit's format (docs/conformance.md): the
 * record's events played into an event of `ace-ledger/tournament`, one call of the module each.
 */
export function acesHighEventResults(record: unknown): AcesHighEventResults | RejectedResults {
  const read = readSideEventRecord(record);
  if (!read.ok) return rejected(read.error);
  const { setup, events } = read.value;
  const created = createEvent({ players: setup.players, seed: SEED, ...(setup.roundCount === undefined ? {} : { roundCount: setup.roundCount }), rules: { ...setup.rules, salvoRolls: "atTable" } });
  if (!created.ok) return rejected(created.error);
  let event = created.value;
  const rolls: Rolls = new Map();
  const ledger: LedgerLine[] = [];
  for (let i = 0; i < events.length; i++) {
    const given = readEvent(eventOf(events, i), i);
    if (!given.ok) return rejected(given.error);
    const next = play(event, given.value, rolls, (player, victory) => ledger.push({ event: i, player, account: "victory", delta: victory, reason: "result" }));
    if (!next.ok) return rejected({ ...next.error, event: i });
    event = next.value;
  }
  return resultsOf(event, ledger);
}

/** The event after one event of the record, or the module's refusal. */
function play(event: AcesHighEvent, e: SideEventRecordEvent, rolls: Rolls, scored: (player: string, victory: number) => void): Result<AcesHighEvent, RuleViolation> {
  switch (e.type) {
    case "roundSeated":
      return addRound(event, e.tables);
    case "roundPaired": {
      // The first round is drawn at random: a record gives it (roundSeated), it cannot be computed.
      if (event.rounds.length === 0) return err({ code: "ERR_SEATING", event: null, message: "expected round 1's tables as drawn (roundSeated): the initial tables are determined randomly" });
      const next = tryNextRound(event);
      return next.ok ? addRound(event, next.value.tables) : next;
    }
    case "resultEntered": {
      const sheet = { mode: "aces-high-result", players: e.players.map(({ id, victory, place }) => ({ id, victory, bounty: 0, place })) };
      const entered = enterResult(event, e.round, e.table, sheet);
      if (!entered.ok) return entered;
      for (const p of entered.value.score.players) scored(p.id, p.victory);
      return ok(entered.value.event);
    }
    case "salvoRolled": {
      const made = rolls.get(e.round) ?? rolls.set(e.round, new Map()).get(e.round)!;
      const all = [...(made.get(e.player) ?? []), e.roll];
      const entered = enterSalvos(event, e.round, new Map([[e.player, all]]));
      if (entered.ok) made.set(e.player, all);
      return entered;
    }
    case "playerDropped":
      return dropPlayer(event, e.player, e.round);
    case "playerArrived":
      return joinPlayer(event, e.player, e.round, e.table === undefined ? {} : { table: e.table });
  }
}

function resultsOf(event: AcesHighEvent, ledger: readonly LedgerLine[]): AcesHighEventResults {
  const standings = eventStandings(event);
  const over = standings.final && standings.errors.length === 0;
  const paired = event.rounds.length;
  const taking = activePlayers(event, paired + 1).length;
  return {
    over,
    winners: over ? standings.standings.filter((s) => s.rank === 1).map((s) => s.id) : [],
    rounds: byId(
      event.rounds.map((r, i) => [String(i + 1), { sizes: r.tables.map((t) => t.players.length), tables: byId(r.tables.map((t, j) => [String(j + 1), [...t.players]] as const)) }] as const),
    ),
    next: paired >= roundCountOf(event) ? null : { round: paired + 1, sizes: taking < 2 ? [] : splitTables(taking, rulesOf(event).tableSizes) },
    players: byId(standings.standings.map((s) => [s.id, { rank: s.rank, victory: s.victory, places: [...s.places] }] as const)),
    ledger: [...ledger],
  };
}

const rejected = (e: RuleViolation): RejectedResults => ({ error: { code: e.code, event: e.event } });
