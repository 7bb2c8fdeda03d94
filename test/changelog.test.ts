import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { changelogProblems } from "../scripts/changelog.mjs";

// What `npm run check:pack` asks of CHANGELOG.md before a release: the version package.json gives has a
// dated section, the newest one, with at most the Unreleased section above it.
const root = join(import.meta.dirname, "..");
const released = "# Changelog\n\nIntro.\n\n## [1.0.0] - 2026-11-27\n\n### Added\n- The first release.\n";
const unreleased = released.replace("## [1.0.0]", "## [Unreleased]\n\n### Added\n- Something new.\n\n## [1.0.0]");

describe("CHANGELOG.md for a release (scripts/changelog.mjs)", () => {
  it("accepts the version's dated section, with or without Unreleased above it", () => {
    expect(changelogProblems(released, "1.0.0")).toEqual([]);
    expect(changelogProblems(unreleased, "1.0.0")).toEqual([]);
    expect(changelogProblems(unreleased.replaceAll("\n", "\r\n"), "1.0.0")).toEqual([]);
  });

  it("accepts this repository's CHANGELOG.md for package.json's version", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    expect(changelogProblems(readFileSync(join(root, "CHANGELOG.md"), "utf8"), pkg.version)).toEqual([]);
  });

  it("refuses a version without a section, or not the newest", () => {
    expect(changelogProblems(unreleased, "1.1.0")).toEqual(['CHANGELOG.md: the newest release section is "## [1.0.0] - 2026-11-27", not "## [1.1.0] - YYYY-MM-DD" for the version package.json gives']);
    const newer = unreleased.replace("## [Unreleased]", "## [1.1.0] - 2027-01-02");
    expect(changelogProblems(newer, "1.0.0")).toEqual(['CHANGELOG.md: the newest release section is "## [1.1.0] - 2027-01-02", not "## [1.0.0] - YYYY-MM-DD" for the version package.json gives']);
    expect(changelogProblems(newer, "1.1.0")).toEqual([]);
    expect(changelogProblems("# Changelog\n\n## [Unreleased]\n", "1.0.0")).toEqual(['CHANGELOG.md has no section for version 1.0.0: expected "## [1.0.0] - YYYY-MM-DD"']);
    expect(changelogProblems("# Changelog\n", "1.0.0")).toHaveLength(1);
  });

  it("refuses a section without a date, or with a date that does not exist", () => {
    for (const heading of ["## [1.0.0]", "## [1.0.0] - soon", "## [1.0.0] - 2026-02-30", "## [1.0.0] - 26-11-27"]) {
      expect(changelogProblems(released.replace("## [1.0.0] - 2026-11-27", heading), "1.0.0"), heading).toEqual([
        `CHANGELOG.md: the section of version 1.0.0 has no date: expected "## [1.0.0] - YYYY-MM-DD", got ${JSON.stringify(heading)}`,
      ]);
    }
  });

  it("refuses a dated Unreleased section and a heading of another form", () => {
    expect(changelogProblems(unreleased.replace("## [Unreleased]", "## [Unreleased] - 2027-01-02"), "1.0.0")[0]).toContain('the newest release section is "## [Unreleased] - 2027-01-02"');
    expect(changelogProblems(unreleased.replace("## [Unreleased]", "## Unreleased"), "1.0.0")).toEqual([
      'CHANGELOG.md: "## Unreleased" is not a section heading "## [x.y.z] - YYYY-MM-DD" or "## [Unreleased]"',
    ]);
  });
});
