/** JSON for people to read and edit: a value that fits on a line of 100 stays on one line. */
export function prettyJson(value: unknown, indent = ""): string {
  const flat = JSON.stringify(value) ?? "null";
  if (typeof value !== "object" || value === null || flat.length + indent.length <= 100) return flat;
  // A list of names or numbers stays on one line, however long.
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + prettyJson(v ?? null, inner)).join(",\n")}\n${indent}]`;
  const fields = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${fields.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(",\n")}\n${indent}}`;
}
