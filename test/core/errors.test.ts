import { buildSync } from "esbuild";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as root from "../../src/index.js";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import * as tournament from "../../src/modes/tournament/index.js";

const { isRuleViolationError, RuleViolationError } = root;

/** A second, separate copy of src/core/errors.ts, as each CommonJS entry of the package bundles one. */
function anotherCopy(): Pick<typeof root, "isRuleViolationError" | "RuleViolationError"> {
  const { outputFiles } = buildSync({ entryPoints: [join(import.meta.dirname, "..", "..", "src", "core", "errors.ts")], bundle: true, format: "cjs", write: false, platform: "neutral" });
  const module = { exports: {} as Pick<typeof root, "isRuleViolationError" | "RuleViolationError"> };
  new Function("module", "exports", outputFiles[0]!.text)(module, module.exports);
  return module.exports;
}

describe("RuleViolationError is one class for every copy of the library", () => {
  const copy = anotherCopy();
  const ours = new RuleViolationError({ code: "ERR_X", event: 0, message: "expected y" });
  const theirs = new copy.RuleViolationError({ code: "ERR_X", event: 0, message: "expected y" });

  it("errors of another copy pass instanceof and isRuleViolationError, both ways; nothing else does", () => {
    expect(copy.RuleViolationError).not.toBe(RuleViolationError);
    expect(theirs instanceof RuleViolationError).toBe(true);
    expect(isRuleViolationError(theirs)).toBe(true);
    expect(ours instanceof copy.RuleViolationError).toBe(true);
    expect(copy.isRuleViolationError(ours)).toBe(true);
    // Nothing else does: plain errors, look-alike objects, null.
    for (const value of [new Error("ERR_X"), { ...ours }, JSON.parse(JSON.stringify(ours)), null, "ERR_X"]) {
      expect(value instanceof RuleViolationError).toBe(false);
      expect(isRuleViolationError(value)).toBe(false);
      expect(copy.isRuleViolationError(value)).toBe(false);
    }
    // A subclass keeps the ordinary prototype check.
    class Special extends RuleViolationError {}
    const special = new Special({ code: "ERR_X", event: null, message: "expected y" });
    expect(special instanceof Special).toBe(true);
    expect(special instanceof RuleViolationError).toBe(true);
    expect(theirs instanceof Special).toBe(false);
    expect(ours instanceof Special).toBe(false);
    // The brand stays out of the error's keys and JSON.
    expect(Object.keys(ours)).toEqual(["name", "code", "event", "violation"]);
    expect(JSON.parse(JSON.stringify(ours))).toEqual({ code: "ERR_X", event: 0, message: "expected y" });
  });

  it("every mode entry exports the class and the guard", () => {
    for (const entry of [acesHigh, epic, fireteam, intergalacticAce, spaceRace, tournament]) {
      expect(entry.RuleViolationError).toBe(RuleViolationError);
      expect(entry.isRuleViolationError).toBe(isRuleViolationError);
    }
  });
});
