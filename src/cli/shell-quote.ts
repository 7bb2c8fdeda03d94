/** Characters that mean nothing to a POSIX shell: a word of only these is printed as it is. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * One word for a POSIX shell (sh, bash, zsh): as it is when it holds only plain characters (`anna=V/B/P`,
 * `evening.json`), else between single quotes, inside which the shell expands nothing (no `$(...)`, no
 * backquotes, no `*`, no spaces splitting it), a single quote itself written `'\''`. The command lines
 * the event commands print for a player to copy are built from it, so a player id or a path that holds
 * `$(touch PWNED)`, a space or a quote is one argument, never a command.
 */
export function shellQuote(word: string): string {
  return PLAIN.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** A command line of words, each quoted for the shell. */
export function shellCommand(words: readonly string[]): string {
  return words.map(shellQuote).join(" ");
}
