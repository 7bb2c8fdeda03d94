// The JSON Schemas read the same outside JavaScript: validated with Python's jsonschema (whose `$`, like
// Java's, also matches before a final line end), an id ending in a line end is refused as the engine
// refuses it, and a bad event is reported at its field, not as "valid under none of the event types".
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tryReplay } from "../../src/modes/aces-high/index.js";
import { schemaFile } from "./shapes.js";

const python = spawnSync("python3", ["-c", "import jsonschema"], { encoding: "utf8" });
const hasJsonschema = python.status === 0;

const record = (id: string, event: unknown) => ({
  mode: "aces-high",
  version: 1,
  setup: { players: [{ id, order: 1, ship: { hull: 3, shields: 2 } }, { id: "ben", order: 2, ship: { hull: 3, shields: 1 } }] },
  events: [{ type: "roundStarted" }, event],
});
const damaged = { type: "damaged", target: "ben", amount: 1, source: { kind: "hazard" } };
const CASES = [
  { name: "a valid record", record: record("ana", damaged), valid: true },
  ...["\n", "\r", "\u0085", "\u2028", "\u2029"].map((end) => ({ name: `an id ending in U+${end.charCodeAt(0).toString(16).padStart(4, "0")}`, record: record(`ana${end}`, damaged), valid: false })),
  { name: "a damaged event with amount 0", record: record("ana", { ...damaged, amount: 0 }), valid: false, path: ["events", 1, "amount"] },
  { name: "a damaged event with an unknown source kind", record: record("ana", { ...damaged, source: { kind: "asteroid" } }), valid: false, path: ["events", 1, "source", "kind"] },
];

// For each case: whether the schema accepts it, and the path of the error jsonschema's best_match names.
const SCRIPT = `
import json, sys
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
schema = json.load(open(sys.argv[1], encoding="utf-8"))
validator = Draft202012Validator(schema)
out = []
for case in json.load(sys.stdin):
    error = best_match(validator.iter_errors(case))
    out.append({"valid": error is None, "path": None if error is None else list(error.absolute_path)})
print(json.dumps(out))
`;

describe("the JSON Schemas in another language", () => {
  it.skipIf(!hasJsonschema)("Python's jsonschema gives the engine's verdict, and names the field of a bad event (skipped: no python3 with jsonschema here)", () => {
    const run = spawnSync("python3", ["-c", SCRIPT, fileURLToPath(schemaFile("aces-high"))], { input: JSON.stringify(CASES.map((c) => c.record)), encoding: "utf8" });
    expect(run.stderr).toBe("");
    const verdicts = JSON.parse(run.stdout) as { valid: boolean; path: (string | number)[] | null }[];
    CASES.forEach((c, i) => {
      expect(verdicts[i]!.valid, c.name).toBe(c.valid);
      expect(tryReplay(c.record).ok, `the engine on ${c.name}`).toBe(c.valid);
      if (c.path !== undefined) expect(verdicts[i]!.path, c.name).toEqual(c.path);
    });
  });

  it("ajv (JavaScript) agrees, and reports a bad event at its field too", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: false });
    const validate = ajv.compile(JSON.parse(readFileSync(schemaFile("aces-high"), "utf8")) as object);
    for (const c of CASES) {
      expect(validate(c.record), c.name).toBe(c.valid);
      if (c.path !== undefined) expect(validate.errors?.[0]?.instancePath, c.name).toBe(`/${c.path.join("/")}`);
    }
  });
});
