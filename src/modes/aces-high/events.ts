import { type Violation, violation } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { describe, get, isInteger, isObject, type JsonObject, unknownKey } from "../../core/shape.js";

/** Where damage came from. `kind` decides who, if anyone, earns points for it. */
export type DamageSource =
  /** A primary or special weapon attack by ship `by`. */
  | { readonly kind: "attack"; readonly by: string }
  /** A card ability of ship `by` (e.g. Darth Vader crew). `by` = the target: its own ability. */
  | { readonly kind: "ability"; readonly by: string }
  /** A bomb or mine of `owner`; `movedBy`: who moved the target onto it (tractor beam, push). */
  | { readonly kind: "device"; readonly owner: string; readonly movedBy?: string }
  /** A remote of `owner`, e.g. Buzz Droid Swarm. */
  | { readonly kind: "remote"; readonly owner: string }
  /** An asteroid, debris or cargo; `owner` for dropped debris, `movedBy` for tractors and pushes. */
  | { readonly kind: "obstacle"; readonly owner?: string; readonly movedBy?: string }
  /** A console fire token. */
  | { readonly kind: "consoleFire" }
  /** A faceup damage card's effect (Fuel Leak, Loose Stabilizer, ...). */
  | { readonly kind: "damageCard" }
  /** The environment, no player (environment cards, hazards). */
  | { readonly kind: "hazard" };

export type SourceKind = DamageSource["kind"];

export type HyperspaceMarker = 1 | 2 | 3 | 4 | "edge";

/** The events of an Aces High record, by `type`. */
export interface AcesHighEventMap {
  /** A round begins; `order` sets a new player order (ROAD RAGE, rotation). */
  roundStarted: { readonly order?: readonly string[] };
  /** `amount` damage, suffered one at a time: shields first, then hull. */
  damaged: { readonly target: string; readonly amount: number; readonly source: DamageSource };
  /** Recovers lost shields and repairs damage cards, never past full. */
  repaired: { readonly target: string; readonly shields?: number; readonly hull?: number };
  /** Ships destroyed at the same moment. Each must be down (hull damage >= hull). */
  destroyed: { readonly targets: readonly string[] };
  /** A ship leaves the play area; `movedBy`: who pushed it off, if anyone. */
  fled: { readonly target: string; readonly movedBy?: string };
  /** A save ability replaces the destruction or the flee. */
  saved: { readonly target: string; readonly from: "destruction" | "flee"; readonly hullDamageAfter?: number };
  /** A destroyed or fled ship comes back between rounds at a hyperspace marker. */
  respawned: { readonly target: string; readonly marker: HyperspaceMarker };
  roundEnded: Record<never, never>;
  /** Time is up: the round running is played to its end, then the game ends. */
  timeCalled: Record<never, never>;
}

export type AcesHighEventType = keyof AcesHighEventMap;

/** One event: `{ type, ...payload }`. */
export type AcesHighEvent = {
  [T in AcesHighEventType]: { readonly type: T } & AcesHighEventMap[T];
}[AcesHighEventType];

export type EventOf<T extends AcesHighEventType> = Extract<AcesHighEvent, { readonly type: T }>;

/** Builds a typed event: `event("damaged", { target, amount, source })`. */
export function event<T extends AcesHighEventType>(type: T, payload: AcesHighEventMap[T]): EventOf<T> {
  return { type, ...payload } as unknown as EventOf<T>;
}

/** Type guard for one event type. */
export function isEventOf<T extends AcesHighEventType>(type: T, e: AcesHighEvent): e is EventOf<T> {
  return e.type === type;
}

const fail = (message: string) => err(violation("ERR_INVALID_EVENT", message));

const MAX_AMOUNT = 1000;

const FIELDS: { readonly [T in AcesHighEventType]: readonly string[] } = {
  roundStarted: ["order"],
  damaged: ["target", "amount", "source"],
  repaired: ["target", "shields", "hull"],
  destroyed: ["targets"],
  fled: ["target", "movedBy"],
  saved: ["target", "from", "hullDamageAfter"],
  respawned: ["target", "marker"],
  roundEnded: [],
  timeCalled: [],
};

const SOURCE_FIELDS: { readonly [K in SourceKind]: readonly string[] } = {
  attack: ["by"],
  ability: ["by"],
  device: ["owner", "movedBy"],
  remote: ["owner"],
  obstacle: ["owner", "movedBy"],
  consoleFire: [],
  damageCard: [],
  hazard: [],
};

const isType = (t: unknown): t is AcesHighEventType => typeof t === "string" && Object.prototype.hasOwnProperty.call(FIELDS, t);
const isKind = (k: unknown): k is SourceKind => typeof k === "string" && Object.prototype.hasOwnProperty.call(SOURCE_FIELDS, k);
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;

/**
 * Checks one event's shape: known `type`, only its fields, ids as strings, amounts as
 * positive integers. Does not look at the game: that is `validate`. Returns the input itself
 * (no copy) when it fits, so replaying stays allocation-light.
 */
export function parseEvent(raw: unknown): Result<AcesHighEvent, Violation<"ERR_INVALID_EVENT">> {
  if (!isObject(raw)) return fail(`expected an event object, got ${describe(raw)}`);
  const type = get(raw, "type");
  if (!isType(type)) return fail(`expected "type" to be one of ${Object.keys(FIELDS).join(", ")}, got ${describe(type)}`);
  const allowed = FIELDS[type];
  const extra = unknownKey(raw, ["type", ...allowed]);
  if (extra !== undefined) {
    return fail(`unexpected field ${JSON.stringify(extra)} in ${type}; expected ${allowed.length ? allowed.join(", ") : "no fields"}`);
  }
  const problem = SHAPE_CHECKS[type](raw);
  return problem === undefined ? ok(raw as unknown as AcesHighEvent) : fail(`${type}: ${problem}`);
}

type Check = (raw: JsonObject) => string | undefined;

const target: Check = (raw) => (isId(get(raw, "target")) ? undefined : `expected "target" to be a player id, got ${describe(get(raw, "target"))}`);
const optionalId = (raw: JsonObject, key: string): string | undefined => {
  const v = get(raw, key);
  return v === undefined || isId(v) ? undefined : `expected "${key}" to be a player id, got ${describe(v)}`;
};

const SHAPE_CHECKS: { readonly [T in AcesHighEventType]: Check } = {
  roundStarted(raw) {
    const order = get(raw, "order");
    if (order === undefined) return undefined;
    if (!Array.isArray(order) || order.length === 0 || !order.every(isId)) return `expected "order" to be an array of player ids, got ${describe(order)}`;
    return new Set(order).size === order.length ? undefined : `expected "order" to name each player once`;
  },
  damaged(raw) {
    const amount = get(raw, "amount");
    if (!isInteger(amount, 1, MAX_AMOUNT)) return `expected "amount" to be a positive integer (at most ${MAX_AMOUNT}), got ${describe(amount)}`;
    return target(raw) ?? sourceProblem(get(raw, "source"));
  },
  repaired(raw) {
    const shields = get(raw, "shields");
    const hull = get(raw, "hull");
    if (shields === undefined && hull === undefined) return `expected "shields" or "hull" (or both)`;
    for (const [key, v] of [["shields", shields], ["hull", hull]] as const) {
      if (v !== undefined && !isInteger(v, 1, MAX_AMOUNT)) return `expected "${key}" to be a positive integer, got ${describe(v)}`;
    }
    return target(raw);
  },
  destroyed(raw) {
    const targets = get(raw, "targets");
    if (!Array.isArray(targets) || targets.length === 0 || !targets.every(isId)) {
      return `expected "targets" to be a non-empty array of player ids, got ${describe(targets)}`;
    }
    return new Set(targets).size === targets.length ? undefined : `expected each target once`;
  },
  fled: (raw) => target(raw) ?? optionalId(raw, "movedBy"),
  saved(raw) {
    const from = get(raw, "from");
    if (from !== "destruction" && from !== "flee") return `expected "from" to be "destruction" or "flee", got ${describe(from)}`;
    const after = get(raw, "hullDamageAfter");
    if (after !== undefined) {
      if (from !== "destruction") return `"hullDamageAfter" only applies to a save from destruction`;
      if (!isInteger(after, 0, MAX_AMOUNT)) return `expected "hullDamageAfter" to be an integer >= 0, got ${describe(after)}`;
    }
    return target(raw);
  },
  respawned(raw) {
    const marker = get(raw, "marker");
    if (!(marker === "edge" || isInteger(marker, 1, 4))) return `expected "marker" to be 1, 2, 3, 4 or "edge", got ${describe(marker)}`;
    return target(raw);
  },
  roundEnded: () => undefined,
  timeCalled: () => undefined,
};

function sourceProblem(source: unknown): string | undefined {
  if (!isObject(source)) return `expected "source" to be an object with a "kind", got ${describe(source)}`;
  const kind = get(source, "kind");
  if (!isKind(kind)) return `expected source "kind" to be one of ${Object.keys(SOURCE_FIELDS).join(", ")}, got ${describe(kind)}`;
  const allowed = SOURCE_FIELDS[kind];
  const extra = unknownKey(source, ["kind", ...allowed]);
  if (extra !== undefined) return `unexpected source field ${JSON.stringify(extra)} for kind ${kind}; expected ${allowed.length ? allowed.join(", ") : "no fields"}`;
  if ((kind === "attack" || kind === "ability") && !isId(get(source, "by"))) return `expected source "by" to be a player id`;
  if ((kind === "device" || kind === "remote") && !isId(get(source, "owner"))) return `expected source "owner" to be a player id`;
  return optionalId(source, "owner") ?? optionalId(source, "movedBy");
}

/** Player ids an event names (target, sources, order), for the unknown-player check. */
export function playersNamed(e: AcesHighEvent): string[] {
  switch (e.type) {
    case "roundStarted":
      return e.order ? [...e.order] : [];
    case "damaged": {
      const s = e.source;
      const ids = [e.target];
      if ("by" in s) ids.push(s.by);
      if ("owner" in s && s.owner !== undefined) ids.push(s.owner);
      if ("movedBy" in s && s.movedBy !== undefined) ids.push(s.movedBy);
      return ids;
    }
    case "destroyed":
      return [...e.targets];
    case "fled":
      return e.movedBy === undefined ? [e.target] : [e.target, e.movedBy];
    case "repaired":
    case "saved":
    case "respawned":
      return [e.target];
    case "roundEnded":
    case "timeCalled":
      return [];
  }
}
