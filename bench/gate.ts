// The equality gate of `npm run bench`: before anything is timed, the four paths must give the same
// result for every record: `replay`, folding `tryApply` from `tryStart`, the mutable baseline and the
// immer peer. The same result is, for a record the rules accept, the same full ledger (JSON-identical,
// entry by entry) and the same final state (every field of the library's state: players with health,
// status, charges, pending final damage, victory, bounty and losses; round, player order, limit, time,
// the end, the rule set); for a record they reject, the same error code at the same event index (and,
// for the two fold paths, the same state and ledger before the rejected event). Any difference throws.
import fc from "fast-check";
import { type AcesHighRecord, type AcesHighState, ledgerOf, stateAt, tryApply, tryReplay, tryStart } from "../src/modes/aces-high/index.js";
import { arbitraries } from "../src/testing/index.js";
import { peerStart, peerTryApply, viewOfPeer } from "./baseline/immer-peer.js";
import { tryReplayMutable, viewOfMutable } from "./baseline/mutable.js";

/** What a path gives for a record: a state and ledger as canonical JSON, or a rejection. */
type Result =
  | { readonly ok: true; readonly state: string; readonly ledger: string; readonly entries: number }
  | { readonly ok: false; readonly code: string; readonly event: number | null; readonly before?: { readonly state: string; readonly ledger: string } };

/** JSON with the keys of every object sorted: two states are equal when their texts are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/** The library's state without `mode` and the ledger, and its ledger entries without the sentences. */
function libraryView(state: AcesHighState): { state: string; ledger: string; entries: number } {
  const { mode: _mode, ledger: _ledger, ...rest } = state;
  const entries = ledgerOf(state).map(({ explanation: _explanation, ...entry }) => entry);
  return { state: canonical(rest), ledger: JSON.stringify(entries), entries: entries.length };
}

function viaReplay(record: unknown): Result {
  const r = tryReplay(record);
  return r.ok ? { ok: true, ...libraryView(r.value) } : { ok: false, code: r.error.code, event: r.error.event };
}

function viaApply(record: AcesHighRecord): Result {
  const started = tryStart(record.setup);
  if (!started.ok) return { ok: false, code: started.error.code, event: started.error.event };
  let state = started.value;
  for (const event of record.events) {
    const next = tryApply(state, event);
    if (!next.ok) return { ok: false, code: next.error.code, event: next.error.event, before: libraryView(state) };
    state = next.value;
  }
  return { ok: true, ...libraryView(state) };
}

function viaMutable(record: unknown): Result {
  const r = tryReplayMutable(record);
  if (!r.ok) return { ok: false, code: r.error.code, event: r.error.event };
  const view = viewOfMutable(r.game);
  return { ok: true, state: canonical(view.state), ledger: JSON.stringify(view.ledger), entries: view.ledger.length };
}

function viaPeer(record: AcesHighRecord): Result {
  const started = peerStart(record.setup);
  if (!started.ok) return { ok: false, code: started.error.code, event: started.error.event };
  const game = started.game;
  const view = () => {
    const v = viewOfPeer(game);
    return { state: canonical(v.state), ledger: JSON.stringify(v.ledger), entries: v.ledger.length };
  };
  for (const event of record.events) {
    const before = game.state;
    const broken = peerTryApply(game, event);
    if (broken) {
      if (game.state !== before) throw new Error("the immer peer changed its state on a rejected event");
      const { state, ledger } = view();
      return { ok: false, code: broken.code, event: broken.event, before: { state, ledger } };
    }
  }
  return { ok: true, ...view() };
}

/** The first difference between two texts, with some context, for the failure message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}:\n    ${a.slice(Math.max(0, i - 160), i + 160)}\n    ${b.slice(Math.max(0, i - 160), i + 160)}`;
}

function sameResult(label: string, what: string, a: Result, b: Result, record: unknown): void {
  let problem: string | undefined;
  if (a.ok !== b.ok) problem = `one accepts the record, the other rejects it: ${JSON.stringify(a.ok ? "accepted" : { code: a.code, event: a.event })} vs ${JSON.stringify(b.ok ? "accepted" : { code: b.code, event: b.event })}`;
  else if (!a.ok && !b.ok) {
    if (a.code !== b.code || a.event !== b.event) problem = `rejections differ: ${a.code} at ${a.event} vs ${b.code} at ${b.event}`;
    else if (a.before && b.before) {
      if (a.before.ledger !== b.before.ledger) problem = `ledgers before the rejected event differ ${firstDifference(a.before.ledger, b.before.ledger)}`;
      else if (a.before.state !== b.before.state) problem = `states before the rejected event differ ${firstDifference(a.before.state, b.before.state)}`;
    }
  } else if (a.ok && b.ok) {
    if (a.ledger !== b.ledger) problem = `ledgers differ (${a.entries} and ${b.entries} entries) ${firstDifference(a.ledger, b.ledger)}`;
    else if (a.state !== b.state) problem = `final states differ ${firstDifference(a.state, b.state)}`;
  }
  if (problem === undefined) return;
  const text = JSON.stringify(record);
  throw new Error(`equality gate failed (${label}): ${what}: ${problem}\n  record${text.length > 4000 ? " (first 4000 characters)" : ""}: ${text.slice(0, 4000)}`);
}

/** What the gate covered: records, events, entries, outcomes, options under each preset. */
export class Coverage {
  records = 0;
  events = 0;
  entries = 0;
  accepted = 0;
  readonly rejected = new Map<string, number>();
  readonly reasons = new Map<string, number>();
  readonly options = new Map<string, number>();
  readonly bySource = new Map<string, number>();

  count(source: string, record: unknown, result: Result): void {
    this.records++;
    this.bySource.set(source, (this.bySource.get(source) ?? 0) + 1);
    const events = (record as { events?: unknown }).events;
    if (Array.isArray(events)) this.events += events.length;
    if (result.ok) {
      this.accepted++;
      this.entries += result.entries;
      for (const entry of JSON.parse(result.ledger) as { reason: string }[]) this.reasons.set(entry.reason, (this.reasons.get(entry.reason) ?? 0) + 1);
      const rules = (JSON.parse(result.state) as { rules: Record<string, unknown> }).rules;
      for (const [option, value] of Object.entries(rules)) {
        if (option === "preset") continue;
        const key = `${rules.preset}: ${option}=${option === "victoryLimit" && value !== null ? "number" : String(value)}`;
        this.options.set(key, (this.options.get(key) ?? 0) + 1);
      }
    } else {
      this.rejected.set(result.code, (this.rejected.get(result.code) ?? 0) + 1);
    }
  }

  /** Every value of every option, under each preset, in a record the rules accepted. */
  missingOptions(): string[] {
    const values: Record<string, readonly string[]> = {
      victoryLimit: ["null", "number"],
      limitCheck: ["reachedDuringRound", "totalsAtRoundEnd"],
      firstDamage: ["renewsAtFullHealth", "oncePerLife"],
      creditedSources: ["all", "enemyShipsAndDevices", "attacks"],
      pushedOffBoard: ["credit", "penalty"],
      movedOntoOwnDevice: ["credit", "penalty"],
      penalisedDeaths: ["listed", "listedAndDamageCards", "allButEnemies"],
      bountyWhileRemoved: ["kept", "lost"],
      unusedSave: ["refused", "penalty"],
      initiative: ["pilot", "roadRage"],
      allowNegativeVictory: ["true", "false"],
    };
    const missing: string[] = [];
    for (const preset of ["community", "epicBattles"]) {
      for (const [option, vs] of Object.entries(values)) for (const v of vs) if (!this.options.has(`${preset}: ${option}=${v}`)) missing.push(`${preset}: ${option}=${v}`);
    }
    return missing;
  }

  summary(): Record<string, unknown> {
    const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : 1)));
    return {
      records: this.records,
      bySource: Object.fromEntries(this.bySource),
      events: this.events,
      accepted: this.accepted,
      ledgerEntries: this.entries,
      rejectedByCode: sorted(this.rejected),
      ledgerReasons: sorted(this.reasons),
      optionValuesUnderPresets: this.options.size,
    };
  }
}

/**
 * Runs the four paths on `record` and throws unless they agree. Records whose envelope is broken only
 * reach `replay` and the baseline (the fold paths start from the setup), and so do the `replayOnly` ones.
 */
export function gate(label: string, record: unknown, coverage: Coverage, source: string, replayOnly = false): Result {
  const expected = viaReplay(record);
  sameResult(label, "mutable baseline vs replay", viaMutable(record), expected, record);
  const r = record as Partial<AcesHighRecord>;
  const foldable = !replayOnly && (expected.ok || expected.code !== "ERR_INVALID_RECORD") && typeof r === "object" && Array.isArray(r.events);
  if (foldable) {
    const folded = viaApply(record as AcesHighRecord);
    sameResult(label, "fold of tryApply vs replay", folded, expected, record);
    sameResult(label, "immer peer vs fold of tryApply", viaPeer(record as AcesHighRecord), folded, record);
  }
  coverage.count(source, record, expected);
  return expected;
}

// ---------------------------------------------------------------------------------------------------
// Records for the gate, all from fixed seeds.

/** Every option of `AcesHighRules`, `bountyWhileRemoved` and small victory limits included, in any combination. */
const everyOption: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    preset: fc.constantFrom("community", "epicBattles"),
    victoryLimit: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 1000 })),
    allowNegativeVictory: fc.boolean(),
    creditedSources: fc.constantFrom("all", "enemyShipsAndDevices", "attacks"),
    firstDamage: fc.constantFrom("renewsAtFullHealth", "oncePerLife"),
    limitCheck: fc.constantFrom("reachedDuringRound", "totalsAtRoundEnd"),
    pushedOffBoard: fc.constantFrom("credit", "penalty"),
    movedOntoOwnDevice: fc.constantFrom("credit", "penalty"),
    penalisedDeaths: fc.constantFrom("listed", "listedAndDamageCards", "allButEnemies"),
    bountyWhileRemoved: fc.constantFrom("kept", "lost"),
    unusedSave: fc.constantFrom("refused", "penalty"),
    initiative: fc.constantFrom("pilot", "roadRage"),
  },
  { requiredKeys: [] },
);

/** Valid records of `ace-ledger/testing`: its default rules (both presets, random options) and every option. */
export function validRecords(runs: number, seed: number): { source: string; record: AcesHighRecord }[] {
  const share = Math.floor(runs / 4);
  const sample = (source: string, arbitrary: fc.Arbitrary<AcesHighRecord>, n: number, s: number) => fc.sample(arbitrary, { numRuns: n, seed: s }).map((record) => ({ source, record }));
  return [
    ...sample("valid: acesHighRecord()", arbitraries.acesHighRecord(), runs - 3 * share, seed),
    ...sample("valid: acesHighRecord({ finished: true })", arbitraries.acesHighRecord({ finished: true }), share, seed + 1),
    ...sample("valid: acesHighRecord({ rules: every option })", arbitraries.acesHighRecord({ rules: everyOption }), share, seed + 2),
    ...sample("valid: acesHighRecord({ rules: every option, 60-300 events })", arbitraries.acesHighRecord({ rules: everyOption, minEvents: 60, maxEvents: 300 }), share, seed + 3),
  ];
}

/**
 * Records with an invalid event of `acesHighInvalidEvent`, placed after a random number of the record's
 * events (the rest follow it, as an app would send them): the state the arbitrary reads is the
 * library's state at that point. Each comes with the code the arbitrary says the event must give.
 */
export function invalidRecords(runs: number, seed: number): { source: string; record: AcesHighRecord; code: string }[] {
  const withInvalid = (rules: fc.Arbitrary<Record<string, unknown>> | undefined) =>
    arbitraries
      .acesHighRecord(rules === undefined ? {} : { rules })
      .chain((record) => fc.record({ record: fc.constant(record), at: fc.integer({ min: 0, max: record.events.length }) }))
      .chain(({ record, at }) =>
        arbitraries.acesHighInvalidEvent(stateAt(record, at)).map(({ event, code }) => ({
          record: { ...record, events: [...record.events.slice(0, at), event as AcesHighRecord["events"][number], ...record.events.slice(at)] },
          code: code as string,
        })),
      );
  const half = Math.floor(runs / 2);
  return [
    ...fc.sample(withInvalid(undefined), { numRuns: runs - half, seed }).map((x) => ({ source: "invalid: acesHighInvalidEvent", ...x })),
    ...fc.sample(withInvalid(everyOption), { numRuns: half, seed: seed + 1 }).map((x) => ({ source: "invalid: acesHighInvalidEvent, every option", ...x })),
  ];
}

/** Values a corrupted field takes: right and wrong types, ids of the game and not, edges of ranges. */
const VALUES: readonly unknown[] = [
  0, -1, 1, 2, 4, 5, 6, 8, 1000, 1001, 1.5, -0, Number.NaN, "", "p1", "p2", "p3", "p9", "x".repeat(65), "constructor", "__proto__",
  null, true, false, [], {}, ["p1"], ["p1", "p1"], ["p1", "p2"], ["p2", "p1"], { kind: "hazard" }, { kind: "attack", by: "p2" }, { kind: "device", owner: "p1" },
  "attack", "ability", "device", "remote", "obstacle", "consoleFire", "damageCard", "hazard", "destruction", "flee", "edge",
  "roundStarted", "roundEnded", "damaged", "repaired", "destroyed", "fled", "saved", "respawned", "timeCalled", undefined,
  "community", "epicBattles", "teltrevura", "moraloeval", "durge-separatistalliance",
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to an object field or array item inside `value`. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const path = [...at, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      paths(child, path, out);
    }
  }
  return out;
}

/** A copy of `record` with one corruption: a field changed, removed or added, or events moved. */
function corrupt(record: AcesHighRecord, [r0, r1, r2, r3]: readonly [number, number, number, number], extra: unknown): unknown {
  const copy = structuredClone(record) as unknown as { [key: string]: Json };
  const events = copy.events as Json[];
  const op = r0 % 12;
  if (op === 0 && events.length > 1) {
    // Drop an event (a later one may now break a rule).
    events.splice(r1 % events.length, 1);
    return copy;
  }
  if (op === 1 && events.length > 0) {
    // Repeat an event.
    const i = r1 % events.length;
    events.splice(i, 0, structuredClone(events[i]!));
    return copy;
  }
  if (op === 2 && events.length > 1) {
    // Swap two events.
    const i = r1 % events.length;
    const j = r2 % events.length;
    [events[i], events[j]] = [events[j]!, events[i]!];
    return copy;
  }
  if (op === 3) {
    // The envelope: one field changed or added.
    const keys = ["mode", "version", "setup", "events", "meta", "extra"];
    copy[keys[r1 % keys.length]!] = (r2 % 4 === 0 ? extra : VALUES[r2 % VALUES.length]) as Json;
    return copy;
  }
  // A field of the setup (op 4, 5) or of one event: changed, removed, or added to the event or an object in it.
  const inSetup = op === 4 || op === 5 || events.length === 0;
  const root: Json = inSetup ? copy.setup! : events[r1 % events.length]!;
  const all = paths(root);
  const value = r3 % 5 === 0 ? extra : VALUES[r2 % VALUES.length];
  let parent = root as Record<string | number, unknown>;
  if (op >= 9 || all.length === 0) {
    // A field added to the root or to an object inside it (a source, a ship, the rules).
    const objects = [root, ...all.map((path) => path.reduce<unknown>((o, step) => (o as Record<string | number, unknown>)[step], root))].filter((o) => o !== null && typeof o === "object" && !Array.isArray(o));
    const target = objects[r2 % objects.length] as Record<string, unknown> | undefined;
    if (target !== undefined) target[FIELD_NAMES[r3 % FIELD_NAMES.length]!] = r1 % 3 === 0 ? extra : VALUES[(r1 >> 2) % VALUES.length];
    return copy;
  }
  const path = all[r2 % all.length]!;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (r3 % 3 === 0 && !Array.isArray(parent)) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** Names of fields an added field takes: every field of the format, and one of none. */
const FIELD_NAMES = [
  "extra", "type", "target", "targets", "order", "amount", "source", "kind", "by", "owner", "movedBy", "shields", "hull", "from", "hullDamageAfter", "marker",
  "players", "rules", "id", "name", "ship", "pilot", "saves", "destruction", "flee", "upgrades", "points", "initiative", "preset", "victoryLimit", "bountyWhileRemoved",
] as const;

/** Valid records with one corruption each: fields changed, removed, added, events dropped, repeated or swapped. */
export function corruptedRecords(runs: number, seed: number): { source: string; record: unknown }[] {
  const arbitrary = fc.record({
    record: arbitraries.acesHighRecord({ rules: fc.oneof(arbitraries.acesHighRules, everyOption) }),
    choice: fc.tuple(fc.nat(9999), fc.nat(9999), fc.nat(9999), fc.nat(9999)),
    extra: fc.anything(),
  });
  return fc.sample(arbitrary, { numRuns: runs, seed }).map(({ record, choice, extra }) => ({ source: "corrupted: one field or event changed", record: corrupt(record, choice, extra) }));
}

/**
 * Records at the edges of what the engine reads: JSON text, values JSON cannot hold, fields set to
 * undefined, an own "__proto__" key, ids that are names of Object.prototype, a getter that throws and a
 * polluted Object.prototype (those two for replay and the mutable baseline only: an immer app does not
 * guard against them, and the pollution is undone at once).
 */
export function edgeRecords(demo: AcesHighRecord): { label: string; record: () => unknown; replayOnly?: boolean; polluted?: boolean }[] {
  const events = demo.events as readonly unknown[];
  const withEvent = (event: unknown, at = events.length) => ({ ...demo, events: [...events.slice(0, at), event, ...events.slice(at)] });
  const protoNames = {
    ...demo,
    setup: { players: [{ id: "constructor", order: 2, ship: { hull: 3, shields: 1 } }, { id: "toString", order: 1, ship: { hull: 2, shields: 0, pilot: "hasOwnProperty" } }] },
    events: [{ type: "roundStarted" }, { type: "damaged", target: "toString", amount: 2, source: { kind: "attack", by: "constructor" } }, { type: "destroyed", targets: ["toString"] }, { type: "roundEnded" }],
  };
  return [
    { label: "the demo", record: () => demo },
    { label: "the demo as JSON text", record: () => JSON.stringify(demo) },
    { label: "not JSON text", record: () => "{ mode: aces-high" },
    { label: "meta holding a function", record: () => ({ ...demo, meta: { f: () => 1 } }) },
    { label: "a setup that is a function", record: () => ({ ...demo, setup: () => 1 }) },
    { label: "a setup holding NaN", record: () => ({ ...demo, setup: { ...demo.setup, players: demo.setup.players.map((p, i) => (i === 0 ? { ...p, order: Number.NaN } : p)) } }) },
    { label: "version and meta set to undefined", record: () => ({ ...demo, version: undefined, meta: undefined }) },
    { label: "an event field set to undefined", record: () => ({ ...demo, events: [{ type: "roundStarted", order: undefined }, ...events.slice(1)] }) },
    { label: "an amount of NaN", record: () => withEvent({ type: "damaged", target: "luke", amount: Number.NaN, source: { kind: "hazard" } }, 1) },
    { label: "an amount of Infinity", record: () => withEvent({ type: "damaged", target: "luke", amount: Number.POSITIVE_INFINITY, source: { kind: "hazard" } }, 1) },
    { label: "an own __proto__ key", record: () => withEvent(JSON.parse('{"type":"roundEnded","__proto__":{"x":1}}'), 1) },
    { label: "an event that is an array", record: () => withEvent([{ type: "roundStarted" }], 0) },
    { label: "a hole in the events", record: () => ({ ...demo, events: [events[0], , events[1]] }) },
    { label: "ids that are names of Object.prototype", record: () => protoNames },
    { label: "an unknown id that is a name of Object.prototype", record: () => ({ ...protoNames, events: [{ type: "roundStarted" }, { type: "fled", target: "valueOf" }] }) },
    {
      label: "a getter that throws",
      record: () =>
        withEvent(
          Object.defineProperty({ type: "damaged", amount: 1, source: { kind: "hazard" } }, "target", {
            enumerable: true,
            get() {
              throw new Error("no");
            },
          }),
          1,
        ),
      replayOnly: true,
    },
    { label: "a polluted Object.prototype (movedBy, hull)", record: () => demo, replayOnly: true, polluted: true },
    { label: "a polluted Object.prototype and a push", record: () => withEvent({ type: "fled", target: "vader" }, 2), replayOnly: true, polluted: true },
  ];
}

export interface GateReport {
  readonly coverage: Record<string, unknown>;
  /** Invalid events of `acesHighInvalidEvent` for which the library gave another code than the arbitrary's. */
  readonly arbitraryCodeMismatches: { readonly expected: string; readonly got: string; readonly record: string }[];
  readonly ms: number;
}

/** The whole gate: the long game, the league, and the random records. Throws on any difference. */
export function runGate(long: AcesHighRecord, league: readonly AcesHighRecord[], demo: AcesHighRecord, counts: { valid: number; invalid: number; corrupted: number }, log: (line: string) => void): GateReport {
  const started = performance.now();
  const coverage = new Coverage();
  const edges = edgeRecords(demo);
  for (const { label, record, replayOnly, polluted } of edges) {
    if (!polluted) {
      gate(label, record(), coverage, "edge cases", replayOnly);
      continue;
    }
    const proto = Object.prototype as Record<string, unknown>;
    proto.movedBy = "luke";
    proto.hull = 1;
    try {
      gate(label, record(), coverage, "edge cases", replayOnly);
    } finally {
      delete proto.movedBy;
      delete proto.hull;
    }
  }
  log(`  edge cases: ${edges.length} records (JSON text, values JSON cannot hold, undefined fields, prototype names, a throwing getter, a polluted prototype): the paths agree`);
  const longResult = gate("long game", long, coverage, "long game");
  if (!longResult.ok) throw new Error(`the long game is rejected: ${longResult.code} at ${longResult.event}`);
  log(`  long game: ${long.events.length} events, ${longResult.entries} ledger entries: the four paths agree`);
  league.forEach((record, i) => {
    const result = gate(`league game ${i}`, record, coverage, "league");
    if (!result.ok) throw new Error(`league game ${i} is rejected: ${result.code} at ${result.event}`);
  });
  log(`  league: ${league.length} games: the four paths agree`);
  for (const { source, record } of validRecords(counts.valid, 2026)) {
    const result = gate(source, record, coverage, source);
    if (!result.ok) throw new Error(`${source}: a record of ace-ledger/testing is rejected: ${result.code} at ${result.event}\n${JSON.stringify(record)}`);
  }
  const mismatches: { expected: string; got: string; record: string }[] = [];
  for (const { source, record, code } of invalidRecords(counts.invalid, 2027)) {
    const result = gate(source, record, coverage, source);
    if (result.ok || result.code !== code) mismatches.push({ expected: code, got: result.ok ? "accepted" : result.code, record: JSON.stringify(record) });
  }
  for (const { source, record } of corruptedRecords(counts.corrupted, 2028)) gate(source, record, coverage, source);
  const missing = coverage.missingOptions();
  if (missing.length > 0) throw new Error(`equality gate: option values under a preset that no accepted record used: ${missing.join("; ")}`);
  const summary = coverage.summary();
  log(`  random records: ${counts.valid} valid, ${counts.invalid} with an invalid event, ${counts.corrupted} corrupted: the paths agree`);
  log(`  covered: ${JSON.stringify(summary)}`);
  if (mismatches.length > 0) log(`  note: ${mismatches.length} invalid events of acesHighInvalidEvent got another code from the library than the arbitrary says (the paths still agree)`);
  return { coverage: summary, arbitraryCodeMismatches: mismatches.slice(0, 20), ms: Math.round(performance.now() - started) };
}

