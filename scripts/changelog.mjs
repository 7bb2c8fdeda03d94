// What a release needs of CHANGELOG.md (scripts/check-pack.mjs asks it before every pack): the version
// package.json gives has its dated section, `## [1.0.0] - 2026-11-27`, and it is the newest release
// listed. Above it, one `## [Unreleased]` section may gather the changes made since (Keep a Changelog).

const HEADING = /^## \[([^\]]*)\](?: - (\S+))?\s*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a date YYYY-MM-DD that exists (not 2026-02-30). */
function isDate(text) {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The problems of `changelog` (the text of CHANGELOG.md) for releasing `version`; none: `[]`. */
export function changelogProblems(changelog, version) {
  const sections = changelog.split(/\r?\n/).filter((line) => line.startsWith("## "));
  const wanted = `"## [${version}] - YYYY-MM-DD"`;
  const unknown = sections.find((line) => !HEADING.test(line));
  if (unknown !== undefined) return [`CHANGELOG.md: ${JSON.stringify(unknown)} is not a section heading "## [x.y.z] - YYYY-MM-DD" or "## [Unreleased]"`];
  const [first, second] = sections.map((line) => HEADING.exec(line));
  // The changes since the last release may wait above it, undated, until the release names them.
  const release = first?.[1] === "Unreleased" && first[2] === undefined ? second : first;
  if (release === undefined) return [`CHANGELOG.md has no section for version ${version}: expected ${wanted}`];
  if (release[1] !== version) return [`CHANGELOG.md: the newest release section is ${JSON.stringify(release[0])}, not ${wanted} for the version package.json gives`];
  if (release[2] === undefined || !isDate(release[2])) return [`CHANGELOG.md: the section of version ${version} has no date: expected ${wanted}, got ${JSON.stringify(release[0])}`];
  return [];
}
