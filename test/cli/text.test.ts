import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTable } from "../../src/cli/table.js";
import { escapeText } from "../../src/cli/text.js";
import { RUNS } from "../properties/setup.js";

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
];

describe("escapeText", () => {
  it("writes every control character as its \\u escape", () => {
    for (const code of CONTROLS) {
      expect(escapeText(`a${String.fromCharCode(code)}b`)).toBe(`a\\u${code.toString(16).padStart(4, "0")}b`);
    }
    expect(escapeText("\u001b[2Jvader\u202e")).toBe("\\u001b[2Jvader\\u202e");
    expect(escapeText("line\nbreak\ttab\r")).toBe("line\\u000abreak\\u0009tab\\u000d");
  });

  it("leaves other text as it is: accents, emoji, CJK, zero-width joiners, backslashes", () => {
    for (const text of ["Soontir Fel", "Ézé çà", "🚀 X-wing 👨‍👩‍👧", "帝国", "C:\\games\\x.json", "\\u001b", " ~", "\u00a0\u00ff\u200d\u2060\ufeff"]) {
      expect(escapeText(text)).toBe(text);
    }
  });

  it("leaves no control character, and escaping twice changes nothing", () => {
    const controls = new Set(CONTROLS);
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const once = escapeText(text);
        expect([...once].some((c) => controls.has(c.codePointAt(0)!))).toBe(false);
        expect(escapeText(once)).toBe(once);
        // Every other character is kept, in order.
        const hex = (c: string) => c.codePointAt(0)!.toString(16).padStart(4, "0");
        expect(once).toBe([...text].map((c) => (controls.has(c.codePointAt(0)!) ? `\\u${hex(c)}` : c)).join(""));
      }),
      { numRuns: RUNS(200) },
    );
  });

  it("table cells are escaped before the columns are measured, so they stay aligned", () => {
    expect(formatTable(["player", "score"], [["a\u001bb", "1"], ["vader", "12"]])).toEqual(["player    score", "a\\u001bb  1", "vader     12"]);
  });
});
