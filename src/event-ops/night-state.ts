import { randomBytes } from "node:crypto";
import { own } from "../core/schema.js";
import type { AcesHighEvent } from "../modes/tournament/index.js";
import type { RoundTimer, Submission } from "./night-types.js";
export type { RoundTimer, Submission } from "./night-types.js";

/**
 * What the served night keeps in the event file, under `meta.serve`: the file stays the one place the
 * night is kept, so a server started again after a crash serves the same night, and the command line
 * sees it too.
 *
 * - `key`: the secret the console's secret and the tables' codes are made from (codes.ts);
 * - `autoAccept`: a submitted game record that adjudicates is entered without the organiser;
 * - `submissions`: every result a table sent, in the order received, with what became of it;
 * - `timer`: when the round's clock was started;
 * - `lists`: the lists players sent from the registration page, for the organiser to register.
 */
export interface NightState {
  readonly key: string;
  readonly autoAccept: boolean;
  readonly submissions: readonly Submission[];
  readonly timer?: RoundTimer;
  readonly lists?: readonly SentList[];
}

/** A player's list sent before the night: checked legal at the event's limit when sent, kept until the organiser decides. */
export interface SentList {
  readonly id: string;
  readonly name: string;
  readonly squad: unknown;
  readonly pilot?: number;
  /** The ship it flies, in card names, as checked when it was sent. */
  readonly label: string;
  readonly received: string;
  readonly status: "waiting" | "registered" | "declined";
}

/** The night's state of an event; a new key when the event has none yet (the caller writes it). */
export function nightStateOf(event: AcesHighEvent): NightState {
  const meta = own(event, "meta");
  const serve = typeof meta === "object" && meta !== null && !Array.isArray(meta) ? (own(meta as { serve?: unknown }, "serve") as Partial<NightState> | undefined) : undefined;
  return {
    key: typeof serve?.key === "string" && /^[0-9a-f]{64}$/.test(serve.key) ? serve.key : randomBytes(32).toString("hex"),
    autoAccept: serve?.autoAccept === true,
    submissions: Array.isArray(serve?.submissions) ? serve.submissions : [],
    ...(serve?.timer === undefined ? {} : { timer: serve.timer }),
    ...(Array.isArray(serve?.lists) ? { lists: serve.lists } : {}),
  };
}

/** Whether the event file holds the night's key already (a server started on it before). */
export function hasNightKey(event: AcesHighEvent): boolean {
  const meta = own(event, "meta") as { serve?: { key?: unknown } } | undefined;
  return typeof meta?.serve?.key === "string";
}

/** The event with the night's state; the rest of `meta`, if it is an object, is kept. */
export function withNightState(event: AcesHighEvent, state: NightState): AcesHighEvent {
  const meta = own(event, "meta");
  const rest = typeof meta === "object" && meta !== null && !Array.isArray(meta) ? meta : meta === undefined ? {} : { kept: meta };
  return { ...event, meta: { ...rest, serve: state } };
}
