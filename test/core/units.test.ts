import { describe, expect, it } from "vitest";
import {
  appendEntry, balancesOf, deepFreeze, entriesFor, formatEntry, isRuleViolationError, type Ledger, LEDGER_PAGE, type LedgerEntry, ledgerEntries,
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

  it("the ledger is a persistent list: a full tail becomes a page of the ledger of pages, level by level", () => {
    const B = LEDGER_PAGE;
    const count = 2 * B * B + B + 5;
    const ledger: { pages: Ledger<readonly LedgerEntry[]> | null; tail: LedgerEntry[] } = { pages: null, tail: [] };
    for (let i = 0; i < count; i++) appendEntry(ledger, entry(i));
    // 2B^2 + B + 5 entries: 5 in the tail, 2B + 1 full pages, of which B + B are two full pages of pages.
    expect(ledger.tail).toHaveLength(5);
    expect(ledger.pages!.tail).toHaveLength(1);
    expect(ledger.pages!.pages!.tail).toHaveLength(2);
    expect(ledger.pages!.pages!.tail.map((pages) => pages.length)).toEqual([B, B]);
    expect(ledger.pages!.pages!.pages).toBeNull();
    expect(ledgerEntries(ledger).map((e) => e.event)).toEqual(Array.from({ length: count }, (_, i) => i));
    // Full pages, and every level above them, are frozen as they fill: only the tail is still open.
    const page = ledger.pages!.pages!.tail[1]![0]!;
    expect(Object.isFrozen(ledger.pages) && Object.isFrozen(ledger.pages!.pages) && Object.isFrozen(page) && Object.isFrozen(page[0])).toBe(true);
    expect(Object.isFrozen(ledger.tail)).toBe(false);
  });

  it("withEntries copies only the tail and shares every full page, freezes what is new, leaves the old ledger alone", () => {
    const B = LEDGER_PAGE;
    const build = (n: number) => {
      const ledger: { pages: Ledger<readonly LedgerEntry[]> | null; tail: LedgerEntry[] } = { pages: null, tail: [] };
      for (let i = 0; i < n; i++) appendEntry(ledger, entry(i));
      return deepFreeze(ledger) as Ledger;
    };
    const old = build(3 * B + 3);
    const next = withEntries(old, [entry(900), entry(901)]);
    expect(next.pages).toBe(old.pages);
    expect(old.tail).toHaveLength(3);
    expect(next.tail.map((e) => e.event)).toEqual([3 * B, 3 * B + 1, 3 * B + 2, 900, 901]);
    expect(Object.isFrozen(next) && Object.isFrozen(next.tail) && Object.isFrozen(next.tail[4])).toBe(true);
    expect(ledgerEntries(old)).toHaveLength(3 * B + 3);

    // The tail fills: it becomes a page; the pages before it stay the same objects.
    const full = build(B * B + B - 1);
    const turned = withEntries(full, [entry(902)]);
    expect(turned.tail).toEqual([]);
    expect(turned.pages!.pages).toBe(full.pages!.pages);
    expect(turned.pages!.tail.slice(0, -1)).toEqual(full.pages!.tail);
    turned.pages!.tail.slice(0, -1).forEach((page, i) => expect(page).toBe(full.pages!.tail[i]));
    expect(ledgerEntries(turned).map((e) => e.event)).toEqual([...Array.from({ length: B * B + B - 1 }, (_, i) => i), 902]);
    expect(ledgerEntries(full)).toHaveLength(B * B + B - 1);

    const fromEmpty = withEntries({ pages: null, tail: [] }, [entry(1)]);
    expect(fromEmpty).toEqual({ pages: null, tail: [entry(1)] });
    expect(Object.isFrozen(fromEmpty.tail[0])).toBe(true);
    expect(withEntries(fromEmpty, [])).toEqual(fromEmpty);
  });

  it("formatEntry, entriesFor and balancesOf", () => {
    const e = { ...entry(2, 0), explanation: "why" };
    expect(formatEntry(e)).toBe("events[2] b victory +0 = 2  test: why");
    expect(formatEntry({ ...e, delta: -2 })).toBe("events[2] b victory -2 = 2  test: why");
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
    expect(describeValue("x".repeat(41))).toBe("41 characters");
    expect(describeValue("\u{1F680}".repeat(21))).toBe("21 characters");
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

  it("text counts characters by code point, and a text too long says its length", () => {
    const rocket = "\u{1F680}"; // one character, two UTF-16 units
    expect(problemWith(text(3), rocket.repeat(3), "s")).toBeUndefined();
    expect(problemWith(text(3), `a${rocket}b`, "s")).toBeUndefined();
    expect(problemWith(text(200), rocket.repeat(200), "s")).toBeUndefined();
    expect(problemWith(text(200), rocket.repeat(201), "s")).toBe("expected s to be a string of 1 to 200 characters, got 201 characters");
    expect(problemWith(text(200), "x".repeat(201), "s")).toBe("expected s to be a string of 1 to 200 characters, got 201 characters");
    expect(problemWith(text(64, undefined, "a player id"), `${rocket}${"x".repeat(64)}`, "s")).toBe("expected s to be a player id, got 65 characters");
    // A lone surrogate is one code point, as JSON Schema counts it.
    expect(problemWith(text(2), "\uD83D\uD83D", "s")).toBeUndefined();
    // A short string too long is shown as it is (40 UTF-16 units or fewer); other problems as before.
    expect(problemWith(text(3), rocket.repeat(4), "s")).toBe(`expected s to be a string of 1 to 3 characters, got "${rocket.repeat(4)}"`);
    expect(problemWith(text(3), "abcd", "s")).toBe('expected s to be a string of 1 to 3 characters, got "abcd"');
    expect(problemWith(text(3), "", "s")).toBe('expected s to be a string of 1 to 3 characters, got ""');
    expect(problemWith(text(3), 12, "s")).toBe("expected s to be a string of 1 to 3 characters, got 12");
    expect(problemWith(text(99, /^[a-z]+$/, "a word"), "ab1", "s")).toBe('expected s to be a word, got "ab1"');
    expect(problemWith(text(99, /^[a-z]+$/, "a word"), "a".repeat(40) + "1", "s")).toBe("expected s to be a word, got 41 characters");
  });
});
