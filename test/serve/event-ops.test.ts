/**
 * The night's operations on an event, below the server: a table's result kept until the organiser
 * takes it, entered on its own when the event accepts adjudicated game records, never kept twice; and
 * what the players' view shows of a round being played.
 */
import { describe, expect, it } from "vitest";
import { nightStateOf, withNightState } from "../../src/event-ops/night-state.js";
import { consoleView, playersView } from "../../src/event-ops/night-view.js";
import { sheetRecord } from "../../src/event-ops/results.js";
import { acceptSubmission, submitResult } from "../../src/event-ops/submissions.js";
import { setTimer } from "../../src/event-ops/timer.js";
import { leave } from "../../src/event-ops/roster.js";
import { enterRolls } from "../../src/event-ops/salvo.js";
import { type AcesHighEvent, addRound, createEvent, tableGameRecord, withEntrants } from "../../src/modes/tournament/index.js";

const NOW = new Date("2026-11-29T19:00:00Z");

function paired(autoAccept = false): AcesHighEvent {
  const created = createEvent({ players: ["ana", "ben", "cy", "dee", "eve", "fox", "gil", "hal"], seed: 3, game: { timeLimit: 60 } });
  if (!created.ok) throw new Error(created.error.message);
  const round = addRound(created.value, [["ana", "ben", "cy", "dee"], ["eve", "fox", "gil", "hal"]]);
  if (!round.ok) throw new Error(round.error.message);
  return withNightState(round.value, { ...nightStateOf(round.value), autoAccept });
}

const sheet = (players: readonly string[]) => sheetRecord(players.map((player, i) => ({ player, victory: 3 - i, bounty: 0, place: i + 1 })));

describe("the night's operations", () => {
  it("keeps a sheet for the organiser, once however often it is sent, and enters it when accepted", () => {
    const event = paired(true);
    const sent = { id: "phone-1-aaaaaaaa", round: 1, table: 1, kind: "sheet" as const, record: sheet(["ana", "ben", "cy", "dee"]) };
    const first = submitResult(event, sent, () => undefined, NOW);
    // A score sheet waits for the organiser even when game records are entered on their own.
    expect(first.said).toEqual({ status: "pending", again: false });
    expect(first.event.rounds[0]!.tables[0]!.record).toBeUndefined();
    const again = submitResult(first.event, sent, () => undefined, NOW);
    expect(again.said).toEqual({ status: "pending", again: true });
    expect(nightStateOf(again.event).submissions).toHaveLength(1);
    const accepted = acceptSubmission(again.event, sent.id, () => undefined);
    expect(accepted.event.rounds[0]!.tables[0]!.record).toEqual(sent.record);
    expect(nightStateOf(accepted.event).submissions.map((s) => [s.status, s.record])).toEqual([["accepted", undefined]]);
    expect(() => submitResult(accepted.event, { ...sent, id: "phone-2-aaaaaaaa" }, () => undefined, NOW)).toThrow("only the organiser can change it now");
  });

  it("enters a game record that adjudicates on its own when the event accepts them so, and keeps one that does not", () => {
    const ship = { hull: 3, shields: 2 };
    const withShips = withEntrants(paired(true), ["ana", "ben", "cy", "dee"].map((player) => ({ player, ship })));
    if (!withShips.ok) throw new Error(withShips.error.message);
    const start = tableGameRecord(withShips.value, 1, 1);
    if (!start.ok) throw new Error(start.error.message);
    const [first, second] = start.value.setup.players.map((p) => p.id);
    const events = [{ type: "roundStarted" }, { type: "damaged", target: second, amount: 1, source: { kind: "attack", by: first } }, { type: "timeCalled" }, { type: "roundEnded" }];
    const played = submitResult(withShips.value, { id: "phone-5-aaaaaaaa", round: 1, table: 1, kind: "record", record: { ...start.value, events } }, () => undefined, NOW);
    expect(played.said).toEqual({ status: "accepted", again: false });
    expect(played.event.rounds[0]!.tables[0]!.record).toMatchObject({ mode: "aces-high", events });
    // The same record is kept for the organiser when the event waits for them.
    const waiting = submitResult({ ...withShips.value, meta: { serve: { ...nightStateOf(withShips.value), autoAccept: false } } }, { id: "phone-6-aaaaaaaa", round: 1, table: 1, kind: "record", record: { ...start.value, events } }, () => undefined, NOW);
    expect(waiting.said.status).toBe("pending");
    // The console shows what the record waiting gives each player, so that it is not accepted blind.
    const shown = consoleView(waiting.event, () => undefined).submissions.find((s) => s.id === "phone-6-aaaaaaaa");
    expect(shown?.scores?.find((p) => p.id === first)).toEqual({ id: first, victory: 1, place: 1 });
    expect(shown?.scores).toHaveLength(4);
    const wrong = submitResult(paired(true), { id: "phone-3-aaaaaaaa", round: 1, table: 2, kind: "record", record: { mode: "aces-high", version: 1 } }, () => undefined, NOW);
    expect(wrong.said.status).toBe("pending");
    expect(wrong.said.problem).toMatch(/^ERR_/);
    expect(wrong.event.rounds[0]!.tables[1]!.record).toBeUndefined();
  });

  it("shows the standings after the last round every table of which has its result, and the clock of the round being played", () => {
    let event = paired();
    expect(playersView(event, () => undefined).standings.after).toBe(0);
    event = setTimer(event, true, NOW).event;
    expect(playersView(event, () => undefined).timer).toEqual({ round: 1, started: NOW.toISOString(), minutes: 60, done: false });
    const one = acceptSubmission(submitResult(event, { id: "phone-4-aaaaaaaa", round: 1, table: 1, kind: "sheet", record: sheet(["ana", "ben", "cy", "dee"]) }, () => undefined, NOW).event, "phone-4-aaaaaaaa", () => undefined).event;
    const view = playersView(one, () => undefined);
    expect([view.standings.after, view.standings.errors]).toEqual([0, []]);
    expect(view.rounds[0]!.tables.map((t) => t.result)).toEqual(["entered", "none"]);
    // The table entered names its places (its winner first), the round being played or not; the clock runs on.
    expect(view.rounds[0]!.tables.map((t) => t.places)).toEqual([[1, 2, 3, 4], undefined]);
    expect(view.timer?.done).toBe(false);
    // The last table's result stops the round's clock.
    const reversed = ["hal", "gil", "fox", "eve"];
    const two = acceptSubmission(submitResult(one, { id: "phone-5-bbbbbbbb", round: 1, table: 2, kind: "sheet", record: sheet(reversed) }, () => undefined, NOW).event, "phone-5-bbbbbbbb", () => undefined).event;
    const done = playersView(two, () => undefined);
    expect(done.timer).toEqual({ round: 1, started: NOW.toISOString(), minutes: 60, done: true });
    expect(done.rounds[0]!.tables.map((t) => t.places)).toEqual([[1, 2, 3, 4], [4, 3, 2, 1]]);
    expect(done.standings.after).toBe(1);
  });

  it("warns as the command line does: a printed table losing a player, salvo rolls replaced", () => {
    const event = paired();
    // As `event drop`: from the next round not paired; a round paired only when named.
    expect(leave(event, "ben").said).toMatchObject({ said: "ben leaves: not seated from round 2 on; their results of round 1 stand.", warnings: [] });
    const left = leave(event, "ben", 1);
    expect(left.said.said).toBe("ben leaves: not seated from round 1 on.");
    expect(left.said.warnings).toEqual(["round 1 was paired already: ben is taken off table 1, whose printed sheet names them; it now seats ana, cy, dee"]);
    const first = enterRolls(event, 1, new Map([["ana", [4]]])).event;
    const again = enterRolls(first, 1, new Map([["ana", [6]]]));
    expect(again.said.warnings).toEqual(["ana had rolled 4 for round 1; 6 replaces it. If that was a re-roll after a tie, enter every roll in turn"]);
  });
});
