// The doc comment of each event type, from the mode's `<Mode>EventMap` interface in its events.ts: the
// text apps read in the API reference becomes the `description` of the event's schema. The map's keys
// must be the event types the shape checks, or the generator stops: the type and the shape say the same.
import { readFileSync } from "node:fs";
import ts from "typescript";

export function eventDocs(file: string, types: readonly string[]): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const map = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text.endsWith("EventMap"));
  if (!map) throw new Error(`${file}: no interface <Mode>EventMap`);
  const docs = new Map<string, string>();
  const keys: string[] = [];
  for (const member of map.members) {
    if (!ts.isPropertySignature(member) || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) throw new Error(`${file}: ${map.name.text} has a member that is not an event type`);
    keys.push(member.name.text);
    const text = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc).map((d) => ts.getTextOfJSDocComment(d.comment) ?? "").join(" ").replace(/\s+/g, " ").trim();
    if (text !== "") docs.set(member.name.text, text);
  }
  const missing = types.filter((t) => !keys.includes(t));
  const extra = keys.filter((k) => !types.includes(k));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`${file}: ${map.name.text} and the shape of an event differ (${[...missing.map((t) => `${t} only in the shape`), ...extra.map((t) => `${t} only in the type`)].join(", ")})`);
  }
  return docs;
}
