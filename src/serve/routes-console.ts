import { Hono } from "hono";
import { SQUAD_FILE_LIMIT } from "../cli/input-limits.js";
import { sameCode } from "../event-ops/codes.js";
import { declineList, registerList } from "../event-ops/lists.js";
import { consoleView } from "../event-ops/night-view.js";
import { pairNext } from "../event-ops/pair.js";
import { refuse } from "../event-ops/refusal.js";
import { enterTableResult, roundProgress, sheetRecord } from "../event-ops/results.js";
import { arrive, comeBack, leave, openNight } from "../event-ops/roster.js";
import { enterRolls } from "../event-ops/salvo.js";
import { seatByHand } from "../event-ops/seat.js";
import { acceptSubmission, declineSubmission } from "../event-ops/submissions.js";
import { setTimer } from "../event-ops/timer.js";
import { undoLastRound } from "../event-ops/undo.js";
import { writeEvent } from "../event-ops/write.js";
import { body, limited, type Night, registration } from "./night.js";
import { flag, list, object, optional, text, whole } from "./request.js";
import { sheetLines } from "./sheet-lines.js";

/** A console request: the registration of a night's players may carry a squad each. */
const CONSOLE_BODY = 8 * SQUAD_FILE_LIMIT;

/** The organiser's console: every change of the event but a table's result, each asking the console's secret (a bearer token). */
export function consoleRoutes(night: Night): Hono {
  const app = new Hono();
  const { o, change, records } = night;
  app.use("*", async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameCode(given, night.secret())) return c.json({ error: { code: "ERR_CONSOLE_SECRET", message: "expected the console's secret (printed by ace-ledger event serve)" } }, 401);
    await next();
  });
  app.use("*", limited(CONSOLE_BODY));
  app.get("/", (c) => {
    const loaded = night.current();
    return loaded === undefined ? c.json({ open: false }) : c.json({ open: true, ...consoleView(loaded.event, records()) });
  });
  app.post("/open", async (c) => {
    const b = await body(c);
    const settings = object(b.settings, "settings");
    const limit = optional(settings, "limit", () => whole(settings, "limit", 1, 1000));
    const time = optional(settings, "time", () => whole(settings, "time", 1, 24 * 60));
    const game = { ...(limit === undefined ? {} : { pointLimit: limit }), ...(time === undefined ? {} : { timeLimit: time }) };
    const players = list(b, "players", 1000).map((p) => registration(night, object(p, "a player"), limit));
    const name = optional(settings, "name", () => text(settings, "name", 200));
    const rounds = optional(settings, "rounds", () => whole(settings, "rounds", 1, 100));
    const event = openNight(players, { ...(name === undefined ? {} : { name }), ...(rounds === undefined ? {} : { rounds }), game, autoAccept: flag(settings, "autoAccept") }, o.key);
    // A new file: written only where nothing is (ERR_EVENT_FILE_EXISTS otherwise).
    o.store.locked(o.path, () => writeEvent(o.store, o.path, event, null));
    night.tell();
    return c.json({ said: `The event is open: ${players.length} players, ${event.roundCount ?? 3} rounds.` });
  });
  app.post("/next", (c) => c.json({ said: change((e) => pairNext(e, records())) }));
  app.post("/repair", (c) => c.json({ said: change((e) => pairNext(e, records(), true)) }));
  app.post("/seat", async (c) => {
    const b = await body(c);
    const round = whole(b, "round", 1, 100);
    const tables = new Map(list(b, "tables", 250).map((t, i) => [i + 1, list({ t }, "t", 8).map((p) => (typeof p === "string" ? p : refuse("ERR_NIGHT", "expected player ids")))] as const));
    return c.json({ said: change((e) => seatByHand(e, round, tables)) });
  });
  app.post("/result", async (c) => {
    const b = await body(c);
    const round = whole(b, "round", 1, 100);
    const table = whole(b, "table", 1, 250);
    const entered = change((e) => enterTableResult(e, round, table, sheetRecord(sheetLines(b)), { resolve: records(), replace: flag(b, "replace") }));
    const later = entered.laterRound;
    const warnings = later === null ? [] : [`round ${later.round} was seated from the old result; ${later.hasResults ? `round ${later.round} has results, so it stands as seated` : `pair round ${later.round} again to seat it from the corrected standings`}`];
    const kept = entered.keptEntry === null ? "" : " The result it replaces is kept with the replaced results.";
    return c.json({ said: { said: `Round ${round}, table ${table}: result entered; ${roundProgress(entered)}${kept}`, warnings } });
  });
  // A result kept (replaced or taken off) entered again at its table: a mistaken correction undone.
  app.post("/kept", async (c) => {
    const entry = whole(await body(c), "entry", 1, 100_000);
    const entered = change((e) => {
      const kept = e.replaced?.[entry - 1] ?? refuse("ERR_NIGHT", `expected an entry of the results kept, 1 to ${e.replaced?.length ?? 0}`);
      return enterTableResult(e, kept.round, kept.table, kept.record, { resolve: records(), replace: true });
    });
    return c.json({ said: `Round ${entered.round}, table ${entered.table}: the result kept (entry ${entry}) is entered again; ${roundProgress(entered)}${entered.keptEntry === null ? "" : " The result it replaces is kept with the replaced results."}` });
  });
  app.post("/accept", async (c) => {
    const id = text(await body(c), "id", 64);
    return c.json({ said: change((e) => acceptSubmission(e, id, records())) });
  });
  app.post("/decline", async (c) => {
    const id = text(await body(c), "id", 64);
    return c.json({ said: change((e) => declineSubmission(e, id)) });
  });
  app.post("/salvo", async (c) => {
    const b = await body(c);
    const round = whole(b, "round", 1, 100);
    const rolls = new Map(
      list(b, "rolls", 1000).map((r) => {
        const roll = object(r, "a roll");
        return [text(roll, "player", 64), [whole(roll, "roll", 0, 1000)]] as const;
      }),
    );
    return c.json({ said: change((e) => enterRolls(e, round, rolls)) });
  });
  // As `event drop`: from the next round not paired, or from `round` (a round paired whose game they did not play).
  app.post("/drop", async (c) => {
    const b = await body(c);
    const player = text(b, "player", 64);
    const round = optional(b, "round", () => whole(b, "round", 1, 100));
    return c.json(change((e) => leave(e, player, round)));
  });
  app.post("/back", async (c) => {
    const player = text(await body(c), "player", 64);
    return c.json({ said: change((e) => comeBack(e, player)) });
  });
  app.post("/join", async (c) => {
    const b = await body(c);
    const event = night.needEvent().event;
    const r = registration(night, b, event.game?.pointLimit, event.game?.edition);
    return c.json({ said: change((e) => arrive(e, r)) });
  });
  app.post("/list", async (c) => {
    const b = await body(c);
    const id = text(b, "id", 64);
    if (b.register !== true) return c.json({ said: change((e) => declineList(e, id)) });
    const event = night.needEvent().event;
    // The list is checked again as it is registered: the event's limit is the one that counts.
    const said = change((e) => registerList(e, id, (l) => registration(night, { name: l.name, squad: l.squad, ...(l.pilot === undefined ? {} : { pilot: l.pilot }) }, event.game?.pointLimit, event.game?.edition)));
    return c.json({ said });
  });
  app.post("/undo", async (c) => {
    const b = await body(c);
    const u = change((e) => undoLastRound(e, records(), flag(b, "force")));
    const n = u.droppedResults.length;
    const lost = n === 0 ? "" : ` The result${n > 1 ? "s" : ""} of table${n > 1 ? "s" : ""} ${u.droppedResults.join(", ")} ${n > 1 ? "were" : "was"} taken off with it and kept with the replaced results.`;
    const rolls = u.keptSalvos.length === 0 ? "" : " The salvo rolls entered for it were taken off too and kept: entering its results again brings them back.";
    return c.json({ said: `Round ${u.round} is taken back: it is no longer paired.${lost}${rolls}` });
  });
  app.post("/timer", async (c) => {
    const b = await body(c);
    return c.json({ said: change((e) => setTimer(e, flag(b, "start"), night.now())) });
  });
  return app;
}
