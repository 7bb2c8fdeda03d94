// The rules texts as the kit's quotes give them (src/conformance/case.ts, RuleText): no markup,
// symbols written as words, one space between words. Shared by the quote check and the coverage.

/** The text as a quote gives it: no markup, symbols written as words, one space between words. */
export function plain(text: string): string {
  return text
    .replace(/\$\s*\\geq\s*\$/g, ">=")
    .replace(/\$\s*>\s*\$/g, ">")
    .replace(/\$[^$]*\$/g, "")
    .replace(/\\diamondsuit|&/g, "")
    .replace(/\\ominus/g, "shields")
    .replace(/[Δ△]/g, "threat")
    .replace(/1 victory 4\./g, "1 victory.")
    .replace(/^\s*(?:[-*>#]+\s*)+/gm, "")
    .replace(/\*|\\/g, "")
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\(\s*\)/g, "")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:)])/g, "$1")
    .replace(/\( /g, "(")
    .trim();
}
