// npm run kit:quotes -- <folder of the rules texts>
// Checks that the quote of every case of the conformance kit is word for word in the rules text it
// names, read from the folder given (aces-high.txt, epic-battles-rules-reference.txt, space-race.txt,
// ace-fireteam.txt, intergalactic-ace.txt): each passage between `...` must appear in the text once
// its markup is set aside as RuleText (src/conformance/case.ts) describes. Cases resting on another
// source (a pilot card, a page of the docs) are listed, not checked.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CONFORMANCE_MODES } from "../../src/conformance/case.js";
import { casesOf, readFixtures } from "./convert.js";
import { RULES_TEXTS as RULES_TEXT_FILES } from "./coverage.js";
import { plain } from "./plain.js";

export { plain };

const RULES_TEXTS = RULES_TEXT_FILES.map((t) => t.file);

function main(args: string[]): number {
  if (args.length !== 1 || !existsSync(args[0]!)) {
    console.error("usage: npm run kit:quotes -- <folder of the rules texts>");
    return 2;
  }
  const folder = resolve(args[0]!);
  const texts = new Map(RULES_TEXTS.filter((f) => existsSync(join(folder, f))).map((f) => [f, plain(readFileSync(join(folder, f), "utf8"))]));
  let checked = 0;
  const wrong: string[] = [];
  const elsewhere: string[] = [];
  for (const mode of CONFORMANCE_MODES) {
    for (const c of casesOf(mode, readFixtures(process.cwd(), mode))) {
      const text = texts.get(c.rule.file);
      if (text === undefined) {
        elsewhere.push(`${mode}/${c.name}: ${c.rule.file}, ${c.rule.section}`);
        continue;
      }
      checked += 1;
      const missing = c.rule.quote
        .split("...")
        .map((part) => plain(part).replace(/^[\s.,;:]+|[\s.,;:]+$/g, ""))
        .filter((part) => part !== "" && !text.includes(part));
      if (missing.length > 0) wrong.push(`${mode}/${c.name} (${c.rule.file}): ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
    }
  }
  console.log(`${checked} quotes checked against ${texts.size} rules texts; ${wrong.length} not word for word`);
  for (const line of wrong) console.log(`  not in the text: ${line}`);
  console.log(`${elsewhere.length} cases rest on another source:`);
  for (const line of elsewhere) console.log(`  ${line}`);
  return wrong.length === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
