import type { ConformanceReport } from "./run.js";

/** How `formatReport` writes a report. */
export interface FormatOptions {
  /** A line for every case that passed too. Default false: failures and skips only. */
  readonly passes?: boolean;
  /** The record of each failed case, as one line of JSON, to replay with the scorer. Default false. */
  readonly records?: boolean;
}

/**
 * A report as text, for a terminal or a CI log: each failed case with its differences, the rule text
 * it rests on and the rulings it depends on (and its record, with `records`); each skipped case with
 * the reason; then the counts.
 */
export function formatReport(report: ConformanceReport, options: FormatOptions = {}): string {
  const lines = [`${report.mode} conformance kit: ${report.total} cases`];
  for (const c of report.cases) {
    if (c.status === "pass") {
      if (options.passes === true) lines.push(`pass  ${c.name}`);
      continue;
    }
    if (c.status === "skipped") {
      lines.push(`skip  ${c.name}: ${c.reason ?? "skipped"}`);
      continue;
    }
    lines.push("", `FAIL  ${c.name}`);
    for (const d of c.differences) lines.push(`      ${d.message}`);
    lines.push(`      rests on ${c.rule.file}${c.rule.section === "" ? "" : `, ${c.rule.section}`}: "${c.rule.quote}"`);
    if (c.rule.note !== undefined) lines.push(`      read as: ${c.rule.note}`);
    if (c.rulings.length > 0) lines.push(`      rulings: ${c.rulings.map((r) => (c.settled.includes(r) ? `${r} (settled here by the text)` : r)).join(", ")}`);
    if (Object.keys(c.options).length > 0) lines.push(`      options: ${Object.entries(c.options).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(", ")}`);
    if (options.records === true) lines.push(`      record: ${JSON.stringify(c.record)}`);
  }
  if (report.failed > 0) lines.push("");
  lines.push(`${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return lines.join("\n");
}
