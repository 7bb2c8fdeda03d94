import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AcesHighEvent, RecordResolver } from "../modes/tournament/index.js";
import type { EventFileStore } from "../cli/event-file.js";
import type { LoadedEvent } from "../event-ops/read.js";
import type { Changed } from "../event-ops/change.js";
import { refuse } from "../event-ops/refusal.js";
import type { Registration } from "../event-ops/roster.js";
import { checkSquad, type SquadImport } from "../event-ops/squad.js";
import type { Live } from "./live.js";
import type { PageFile } from "./page-files.js";
import { jsonObject, optional, text, whole } from "./request.js";

/** What the night's server is made of. */
export interface NightOptions {
  readonly path: string;
  readonly store: EventFileStore;
  /** The built page's files (page-files.ts). */
  readonly pages: ReadonlyMap<string, PageFile>;
  /** The XWS import and card catalogs, loaded when a squad is first checked. */
  readonly squads: () => SquadImport;
  /** The key for an event file not made yet (an event file that has one keeps its own). */
  readonly key: string;
  /** The players' address, printed on the pairings; and its QR code, as SVG. */
  readonly playersUrl: string;
  readonly qrSvg: string;
  /** Whether a request's Host header names this server (addresses.ts, `servedHosts`); any other is refused. */
  readonly hosts: (host: string) => boolean;
  readonly now?: () => Date;
}

/** What every part of the server shares (night-app.ts makes it): the event file, the changes, the phones. */
export interface Night {
  readonly o: NightOptions;
  readonly live: Live;
  readonly now: () => Date;
  /** The event and its version as the file holds them now; undefined before the event is open. */
  readonly current: () => LoadedEvent | undefined;
  /** The event, or the refusal that it is not open yet. */
  readonly needEvent: () => LoadedEvent;
  /** The records named in the event file, read beside it. */
  readonly records: () => RecordResolver;
  /** The night's key: the event file's, or the one kept for the file not made yet. */
  readonly keyOf: (event: AcesHighEvent | undefined) => string;
  readonly secret: () => string;
  /** The players' view as JSON, made once per version of the file. */
  readonly viewJson: (event: AcesHighEvent) => string;
  /** One change of the event file, through its lock and write-if-unchanged; the phones are told right after. */
  readonly change: <T>(work: (event: AcesHighEvent) => Changed<T>) => T;
  /** Tells the phones of a change soon (changes made together, once). */
  readonly tell: () => void;
}

/** A route's body limit: a request larger is refused with ERR_TOO_LARGE before it is read whole. */
export const limited = (bytes: number): MiddlewareHandler =>
  bodyLimit({ maxSize: bytes, onError: (c) => c.json({ error: { code: "ERR_TOO_LARGE", message: `expected a request of at most ${bytes} bytes` } }, 413) });

/**
 * A request's JSON object. JSON alone: a page elsewhere can send a form or text/plain without asking,
 * never application/json (the browser asks the server first, and this one answers no other origin).
 */
export async function body(c: Context): Promise<Record<string, unknown>> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) refuse("ERR_NIGHT", "expected a request of type application/json");
  return jsonObject(await c.req.text());
}

/** A player registered: a name, and an XWS squad checked at the limit (a pilot picked from it). */
export function registration(night: Night, b: Record<string, unknown>, limit: number | undefined, edition?: "legacy" | "2.5"): Registration {
  const name = text(b, "name", 200);
  if (b.squad === undefined || b.squad === null) return { name };
  if (limit === undefined) refuse("ERR_NIGHT", "expected a point limit to check the squads against");
  const pilot = optional(b, "pilot", () => (typeof b.pilot === "number" ? whole(b, "pilot", 1, 999) : text(b, "pilot", 100)));
  const checked = checkSquad(b.squad, { limit, ...(edition === undefined ? {} : { edition }), ...(pilot === undefined ? {} : { pilot }) }, night.o.squads());
  if (!checked.ok) refuse("ERR_NIGHT", `the squad of ${name} cannot play: ${checked.problems.join("; ")}`);
  return { name, ship: checked.ship, label: checked.label, edition: checked.edition };
}

/** A request's id, made by the phone: the same id sent again is the same request. */
export function requestId(b: Record<string, unknown>): string {
  const id = text(b, "id", 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) refuse("ERR_NIGHT", "expected id to be 8 to 64 letters, digits, _ or -");
  return id;
}
