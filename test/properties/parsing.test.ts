import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { start, tryApply, tryReplay, tryStart } from "../../src/modes/aces-high/index.js";
import { parseRecord } from "../../src/index.js";
import { arbitraries } from "../../src/testing/index.js";
import { SETUP } from "../helpers/records.js";
import { RUNS } from "./setup.js";

const CODES = /^ERR_[A-Z_]+$/;

function neverThrows(call: () => { ok: boolean; error?: { code: string; event: number | null; message: string } }) {
  const result = call();
  if (!result.ok) {
    expect(result.error!.code).toMatch(CODES);
    expect(typeof result.error!.message).toBe("string");
  }
}

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withNullPrototype: true, withObjectString: true }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}')),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, NaN, Infinity),
  fc.integer({ min: 1, max: 1000 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown),
);

describe("12. parsing untrusted input never throws anything but a typed error, never mutates it", () => {
  it("arbitrary values and text as a record", () => {
    fc.assert(fc.property(fc.oneof(nasty, fc.string(), fc.string({ unit: "binary" })), (raw) => {
      const before = typeof raw === "object" && raw !== null ? JSON.stringify(raw) : undefined;
      neverThrows(() => tryReplay(raw));
      neverThrows(() => parseRecord(raw));
      if (before !== undefined) expect(JSON.stringify(raw)).toBe(before);
    }), { numRuns: RUNS(3000) });
  });

  it("text nested far deeper than the stack allows is an ERR_INVALID_RECORD", () => {
    for (const text of ["[".repeat(200_000), "[".repeat(200_000) + "]".repeat(200_000), '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000)]) {
      const result = tryReplay(text);
      expect(result.ok ? null : result.error.code).toBe("ERR_INVALID_RECORD");
    }
  });

  it("arbitrary values as setup and as events", () => {
    const state = start(SETUP);
    fc.assert(fc.property(nasty, (raw) => {
      neverThrows(() => tryStart(raw));
      neverThrows(() => tryApply(state, raw));
      neverThrows(() => tryReplay({ mode: "aces-high", setup: SETUP, events: [raw] }));
      expect({}).not.toHaveProperty("polluted");
    }), { numRuns: RUNS(3000) });
  });

  it("valid records with one field replaced by junk", () => {
    fc.assert(fc.property(arbitraries.acesHighRecord({ maxEvents: 30 }), nasty, fc.nat(), (record, junk, pick) => {
      const copy = JSON.parse(JSON.stringify(record)) as { events: Record<string, unknown>[] };
      if (copy.events.length === 0) return;
      const e = copy.events[pick % copy.events.length]!;
      const keys = Object.keys(e);
      e[keys[pick % keys.length]!] = junk;
      const text = JSON.stringify(copy);
      neverThrows(() => tryReplay(copy));
      expect(JSON.stringify(copy)).toBe(text);
    }), { numRuns: RUNS(2000) });
  });
});
