/** The problems of `changelog` (the text of CHANGELOG.md) for releasing `version`; none: `[]`. */
export function changelogProblems(changelog: string, version: string): string[];
