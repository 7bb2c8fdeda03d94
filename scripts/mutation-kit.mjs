// npm run mutation:kit [-- <mode>...]: the kit's mutation score (docs/conformance.md). For each mode,
// Stryker mutates the mode's rules and runs the conformance kit alone against each mutant
// (stryker.kit.config.mjs, test/conformance/kit-as-test.test.ts); a mutant that survives is a wrong
// scorer that passes every case. Survivors judged equivalent (no record can tell them apart) are
// listed, with the reason, in scripts/kit/equivalent-mutants.json and set aside from the score.
// Stryker runs under `nice` with one worker.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MODES = ["aces-high", "epic", "space-race", "fireteam", "intergalactic-ace", "aces-high-event"];
const root = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const reportOnly = args.includes("--report");
const asked = args.filter((a) => !a.startsWith("--"));
for (const m of asked) if (!MODES.includes(m)) throw new Error(`unknown mode ${m}: one of ${MODES.join(", ")}`);
const modes = asked.length > 0 ? asked : MODES;

/** @type {{ mode: string, file: string, at: string, mutator: string, replacement: string, reason: string }[]} */
const equivalent = JSON.parse(readFileSync(join(root, "scripts", "kit", "equivalent-mutants.json"), "utf8")).mutants;
/** A mutant's span, first and last line:column: two mutants of one line, mutator and replacement differ by it. */
const span = (location) => `${location.start.line}:${location.start.column}-${location.end.line}:${location.end.column}`;
// A judgment names one mutant: by file, span, mutator and replacement (a line alone once judged a
// second, killable mutant of the same line with it).
const key = (file, at, mutator, replacement) => `${file}@${at} ${mutator} ${JSON.stringify(replacement)}`;
let failed = false;
for (const e of equivalent) {
  if (typeof e.at !== "string" || !/^\d+:\d+-\d+:\d+$/.test(e.at)) {
    console.error(`equivalent-mutants.json: ${e.mode} ${e.file} ${e.mutator} names no span ("at": "line:column-line:column", as the run prints a survivor)`);
    failed = true;
  }
}

const rows = [];
for (const mode of modes) {
  if (!reportOnly) {
    const run = spawnSync("nice", ["-n", "10", "npx", "stryker", "run", "stryker.kit.config.mjs"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, KIT_MODE: mode },
    });
    if (run.status !== 0) {
      console.error(`${mode}: stryker exited with ${run.status}`);
      failed = true;
      continue;
    }
  }
  const reportFile = join(root, "reports", "mutation", `kit-${mode}.json`);
  if (!existsSync(reportFile)) {
    console.error(`${mode}: no report (${reportFile})`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const judged = new Map(equivalent.filter((e) => e.mode === mode).map((e) => [key(e.file, e.at, e.mutator, e.replacement), e]));
  const used = new Set();
  const count = { mutants: 0, killed: 0, survived: 0, equivalent: 0, ignored: 0 };
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      if (m.status === "CompileError" || m.status === "RuntimeError" || m.status === "Ignored") {
        count.ignored++;
        continue;
      }
      count.mutants++;
      if (m.status === "Killed" || m.status === "Timeout") {
        count.killed++;
        continue;
      }
      const k = key(file, span(m.location), m.mutatorName, m.replacement ?? "");
      if (judged.has(k)) {
        count.equivalent++;
        used.add(k);
        continue;
      }
      count.survived++;
      survivors.push(`  ${file}@${span(m.location)} ${m.mutatorName} ${m.status} → ${JSON.stringify(m.replacement ?? "")}`);
    }
  }
  const score = count.mutants - count.equivalent === 0 ? 100 : (100 * count.killed) / (count.mutants - count.equivalent);
  rows.push({ mode, ...count, score });
  if (survivors.length > 0) console.log(`\n${mode}: ${survivors.length} surviving mutants\n${survivors.join("\n")}`);
  for (const [k] of judged) if (!used.has(k)) console.log(`${mode}: equivalent-mutants.json lists ${k}, which did not survive this run`);
}

// "not counted": string literals (not mutated, as in the other runs) and static mutants.
console.log("\n| mode | mutants | killed | survived | equivalent | score | not counted |\n|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| \`${r.mode}\` | ${r.mutants} | ${r.killed} | ${r.survived} | ${r.equivalent} | ${r.score.toFixed(1)}% | ${r.ignored} |`);
const low = rows.filter((r) => r.score < 90);
if (low.length > 0) console.log(`\nunder 90%: ${low.map((r) => r.mode).join(", ")}`);
process.exitCode = failed || low.length > 0 ? 1 : 0;
