import { describe, expect, it } from "vitest";
import {
  appendEntry, balancesOf, deepFreeze, entriesFor, formatEntry, isRuleViolationError, LEDGER_PAGE, type LedgerEntry, ledgerEntries,
  parseRecord, RuleViolationError, withEntries,
} from "../../src/index.js";
import { describe as describeValue, dictionary, integer, list, object, problemWith, tagged, text } from "../../src/core/schema.js";

const entry = (i: number, delta = 1): LedgerEntry => ({ event: i, player: i % 2 ? "a" : "b", account: "victory", delta, balance: i, reason: "test" });

describe("core units", () => {
  it("RuleViolationError words its message with or without an event index", () => {
    const withIndex = new RuleViolationError({ code: "ERR_X", event: 3, message: "expected y" });
    expect(withIndex.message).toBe("ERR_X at event 3: expected y");
    expect(new RuleViolationError({ code: "ERR_X", event: null, message: "expected y" }).message).toBe("ERR_X: expected y");
    expect(withIndex.toJSON()).toEqual({ code: "ERR_X", event: 3, message: "expected y" });
    expect(isRuleViolationError(withIndex)).toBe(true);
    expect(isRuleViolationError(new Error("x"))).toBe(false);
  });

  it("the ledger is paged: appends fill a page, then start the next", () => {
    const pages: LedgerEntry[][] = [];
    for (let i = 0; i < LEDGER_PAGE * 2 + 5; i++) appendEntry(pages, entry(i));
    expect(pages.map((p) => p.length)).toEqual([LEDGER_PAGE, LEDGER_PAGE, 5]);
    expect(ledgerEntries(pages).map((e) => e.event)).toEqual(Array.from({ length: LEDGER_PAGE * 2 + 5 }, (_, i) => i));
  });

  it("withEntries copies only the last page, shares the others, freezes what is new, leaves the old ledger alone", () => {
    const pages: LedgerEntry[][] = [];
    for (let i = 0; i < LEDGER_PAGE + 3; i++) appendEntry(pages, entry(i));
    const old = deepFreeze(pages);
    const next = withEntries(old, [entry(900), entry(901)]);
    expect(next[0]).toBe(old[0]);
    expect(next[1]).not.toBe(old[1]);
    expect(old[1]).toHaveLength(3);
    expect(next[1]).toHaveLength(5);
    expect(Object.isFrozen(next) && Object.isFrozen(next[1]) && Object.isFrozen(next[1]![4])).toBe(true);
    const fromEmpty = withEntries([], [entry(1)]);
    expect(fromEmpty).toEqual([[entry(1)]]);
    expect(Object.isFrozen(fromEmpty[0])).toBe(true);
  });

  it("formatEntry, entriesFor and balancesOf", () => {
    const e = { ...entry(2, 0), explanation: "why" };
    expect(formatEntry(e)).toBe("#2 b victory +0 = 2  test: why");
    expect(formatEntry({ ...e, delta: -2 })).toBe("#2 b victory -2 = 2  test: why");
    expect(entriesFor([entry(1), entry(2), entry(3)], "a").map((x) => x.event)).toEqual([1, 3]);
    expect(balancesOf([entry(1, 2), entry(3, -1)]).get("a")?.get("victory")).toBe(1);
  });

  it("deepFreeze freezes own data, not what objects inherit, and returns primitives as they are", () => {
    const shared = { inherited: true };
    const proto = Object.create(null) as Record<string, unknown>;
    Object.defineProperty(proto, "shared", { value: shared, enumerable: true });
    const value = Object.assign(Object.create(proto) as Record<string, unknown>, { list: [{ a: 1 }, [2]], nested: { b: { c: 3 } } });
    deepFreeze(value);
    expect(Object.isFrozen(value) && Object.isFrozen(value.list) && Object.isFrozen((value.list as object[])[0]) && Object.isFrozen((value.list as object[])[1])).toBe(true);
    expect(Object.isFrozen((value.nested as { b: object }).b)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(false);
    expect(deepFreeze(5)).toBe(5);
    expect(deepFreeze(null)).toBe(null);
  });

  it("record envelope: mode, version, meta", () => {
    const base = { mode: "m", setup: {}, events: [] };
    expect(parseRecord({ ...base, mode: "" }).ok).toBe(false);
    for (const version of [0, 1.5, "1", -1]) expect(parseRecord({ ...base, version }).ok, String(version)).toBe(false);
    const full = parseRecord({ ...base, version: 2, meta: { venue: "x" } });
    expect(full.ok && full.value).toEqual({ ...base, version: 2, meta: { venue: "x" } });
    const bare = parseRecord(base);
    expect(bare.ok && Object.keys(bare.value).sort()).toEqual(["events", "mode", "setup"]);
  });

  it("schema checks: bounds, long strings, inherited keys, tags, dictionaries", () => {
    expect(describeValue("x".repeat(40))).toBe(JSON.stringify("x".repeat(40)));
    expect(describeValue("x".repeat(41))).toBe("a long string");
    expect(describeValue(() => 1)).toBe("function");
    expect(describeValue(true)).toBe("boolean");
    expect(describeValue({})).toBe("an object");
    expect(problemWith(integer(1, 3), 1, "n")).toBeUndefined();
    expect(problemWith(integer(1, 3), 3, "n")).toBeUndefined();
    expect(problemWith(integer(1, 3), 0, "n")).toBe("expected n to be an integer from 1 to 3, got 0");
    expect(problemWith(integer(1, 3), 4, "n")).toBeDefined();
    expect(problemWith(integer(1, 3), "2", "n")).toBeDefined();
    expect(problemWith(text(3), "abc", "s")).toBeUndefined();
    expect(problemWith(text(3), "abcd", "s")).toBeDefined();
    expect(problemWith(text(3), "", "s")).toBeDefined();
    expect(problemWith(list(text(3), 0, 5), ["a", "a"], "l")).toBeUndefined();
    const shape = object({ a: integer(0, 9) });
    const inherits = Object.assign(Object.create({ extra: 1 }) as object, { a: 1 });
    expect(problemWith(shape, inherits, "o")).toBeUndefined();
    expect(problemWith(shape, { a: 1, b: 2 }, "o")).toBe('unexpected field "b" in o; expected a');
    expect(problemWith(shape, {}, "o")).toBe("expected o.a to be an integer from 0 to 9, got nothing");
    const kinds = tagged("kind", { x: { n: integer(0, 1) } });
    expect(problemWith(kinds, { kind: 5 }, "t")).toBe("expected t.kind to be one of x, got 5");
    expect(problemWith(kinds, { kind: "x", n: 2 }, "t")).toBe("expected t.n to be an integer from 0 to 1, got 2");
    const dict = dictionary(list(text(5), 0, 2));
    expect(problemWith(dict, { slot: ["a"], other: [] }, "d")).toBeUndefined();
    expect(problemWith(dict, { slot: ["a", "b", "c"] }, "d")).toBe("expected d.slot to be an array of 0 to 2 items, got an array of 3");
    expect(problemWith(dict, [], "d")).toBe("expected d to be an object, got an array of 0");
    expect(problemWith(dict, Object.create({ bad: 5 }), "d")).toBeUndefined();
  });
});
