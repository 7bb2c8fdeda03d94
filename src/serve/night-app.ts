import { Hono } from "hono";
import { RuleViolationError } from "../core/errors.js";
import type { AcesHighEvent } from "../modes/tournament/index.js";
import { FileError } from "../cli/file-error.js";
import { changeEvent, type Changed } from "../event-ops/change.js";
import { consoleSecret } from "../event-ops/codes.js";
import { nightStateOf } from "../event-ops/night-state.js";
import { playersView } from "../event-ops/night-view.js";
import { storeRecords } from "../event-ops/records.js";
import { refuse } from "../event-ops/refusal.js";
import { hostCheck, securityHeaders } from "./headers.js";
import { Live } from "./live.js";
import type { Night, NightOptions } from "./night.js";
import { NightFile } from "./night-file.js";
import { consoleRoutes } from "./routes-console.js";
import { pageRoutes } from "./routes-page.js";
import { phoneRoutes } from "./routes-phones.js";
import { printRoutes } from "./routes-print.js";

export type { NightOptions } from "./night.js";

export interface NightServer {
  readonly app: Hono;
  readonly live: Live;
  /** Looks at the event file and tells the phones when it changed (called on a timer, and after each write). */
  poll(): void;
}

/**
 * The night's server: the page, what the phones read and send (routes-phones.ts), the organiser's
 * console (routes-console.ts), the printed pages (routes-print.ts); refusals answered as the command
 * line prints them. The event file is its one store (night-file.ts).
 */
export function nightServer(o: NightOptions): NightServer {
  const file = new NightFile(o.path, o.store);
  const live = new Live();
  const records = () => storeRecords(o.store, o.path).read;
  const keyOf = (event: AcesHighEvent | undefined) => (event === undefined ? o.key : nightStateOf(event).key);

  // The players' view is made once per version of the file: every phone asking for it gets the same text.
  let cachedView: { readonly event: AcesHighEvent; readonly json: string } | undefined;
  const viewJson = (event: AcesHighEvent) => {
    if (cachedView?.event !== event) cachedView = { event, json: JSON.stringify(playersView(event, records())) };
    return cachedView.json;
  };
  const poll = () => {
    const loaded = file.current();
    live.publish(loaded?.version ?? null, () => (loaded === undefined ? "null" : viewJson(loaded.event)));
  };
  // The phones are told once of changes made within 20 ms of each other (a burst of results, an accept).
  let telling: NodeJS.Timeout | undefined;
  const tell = () => {
    telling ??= setTimeout(() => {
      telling = undefined;
      poll();
    }, 20);
  };
  const change = <T>(work: (event: AcesHighEvent) => Changed<T>): T => {
    const said = changeEvent(o.store, o.path, (loaded) => work(loaded.event));
    tell();
    return said;
  };
  const night: Night = {
    o,
    live,
    now: o.now ?? (() => new Date()),
    current: () => file.current(),
    needEvent: () => file.current() ?? refuse("ERR_NIGHT", "expected the event to be open; register the players in the console first"),
    records,
    keyOf,
    secret: () => consoleSecret(keyOf(file.current()?.event)),
    viewJson,
    change,
    tell,
  };

  const app = new Hono();
  app.use("*", securityHeaders);
  app.use("*", hostCheck(o.hosts));
  app.onError((e, c) => {
    // As the command line prints a refusal: its code, the event of a record it is at, its message.
    if (e instanceof RuleViolationError) return c.json({ error: { code: e.violation.code, message: e.violation.message, ...(e.violation.event === null ? {} : { event: e.violation.event }) } }, 409);
    // Busy (another writer, a file changed under it): try again; the disk failing: the server's; else refused.
    if (e instanceof FileError) return c.json({ error: { code: e.code, message: e.message } }, e.code === "ERR_EVENT_FILE_LOCKED" || e.code === "ERR_EVENT_FILE_CHANGED" ? 503 : e.code === "ERR_EVENT_FILE_WRITE" ? 500 : 409);
    console.error(e);
    return c.json({ error: { code: "ERR_SERVER", message: "the server could not answer this request" } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: "ERR_NOT_FOUND", message: "nothing is served at this address" } }, 404));
  pageRoutes(app, night);
  phoneRoutes(app, night);
  app.route("/api/console", consoleRoutes(night));
  printRoutes(app, night);
  return { app, live, poll };
}
