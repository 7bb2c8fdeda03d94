import { escapeText } from "./text.js";

/** Lines of a text table: columns padded to their widest cell, two spaces apart; cells escaped by `escapeText`. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const escaped = rows.map((r) => r.map(escapeText));
  const widths = header.map((h, i) => Math.max(h.length, ...escaped.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
  return [line(header), ...escaped.map(line)];
}
