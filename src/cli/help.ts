/** The most players `tables` splits: the most an event file holds. */
export const MAX_PLAYERS = 1000;
/** The highest point limit `setup` takes (aces-high.txt names 50 to 125). */
export const MAX_POINTS = 1000;

/** What the options mean, for every command that takes them. */
const OPTIONS = {
  "<file|->": "a JSON file, or - to read standard input",
  "<players>": `the number of players, 2 to ${MAX_PLAYERS}`,
  "<event.json>": "an event file (mode \"aces-high-event\"); games named in it are read next to it",
  "<squad.json>": "an XWS squad file, one per player, in player order",
  "--json": "print JSON instead of text",
  "--explain": "print every ledger entry with the rule behind it",
  "--limit": `the tournament's point limit (50, 75, 80, 100, 125 or any other up to ${MAX_POINTS})`,
  "--edition":
    "the card data of the squads: legacy (2.0 Legacy points) or 2.5; by default\nwhat the squads say (version, builder), else the data that knows their cards",
  "--data": "read an xwing-data2 (or Legacy) checkout instead of the built-in card data",
} as const;

type Option = keyof typeof OPTIONS;

/** One command's help: how to call it, what it does, its options, examples and exit codes. */
interface CommandHelp {
  /** The words that name it: "score", "event next". */
  readonly name: string;
  /** The arguments after the name. */
  readonly args: string;
  readonly summary: string;
  readonly options: readonly Option[];
  readonly examples: readonly string[];
  readonly exit: string;
}

const COMMANDS: readonly CommandHelp[] = [
  {
    name: "score",
    args: "<file|-> [--json] [--explain]",
    summary: "score a game record and print the standings",
    options: ["<file|->", "--json", "--explain"],
    examples: ["ace-ledger score game.json --explain", "ace-ledger score - --json < game.json"],
    exit: "0 scored, 1 the record breaks a rule, 2 usage or unreadable input",
  },
  {
    name: "tables",
    args: "<players> [--json]",
    summary: "table sizes for an Aces High event",
    options: ["<players>", "--json"],
    examples: ["ace-ledger tables 9 --json   # {\"tables\":[4,5]}"],
    exit: "0 done, 2 usage",
  },
  {
    name: "event next",
    args: "<event.json> [--json]",
    summary: "the next round's tables",
    options: ["<event.json>", "--json"],
    examples: ["ace-ledger event next event.json"],
    exit: "0 done, 1 the event file breaks a rule, 2 usage or unreadable input",
  },
  {
    name: "event standings",
    args: "<event.json> [--json]",
    summary: "the event's standings",
    options: ["<event.json>", "--json"],
    examples: ["ace-ledger event standings event.json --json"],
    exit:
      "0 every game scored; 1 the event file or a game breaks a rule, or a game has no record;\n2 usage, or the event file or a game file cannot be read (the standings are printed all the same)",
  },
  {
    name: "setup",
    args: "--limit <points> [--edition legacy|2.5] [--data <folder>] <squad.json>...",
    summary: "an Aces High record from XWS squads",
    options: ["--limit", "--edition", "--data", "<squad.json>"],
    examples: ["ace-ledger setup --limit 80 anna.json ben.json cara.json > game.json"],
    exit: "0 done, 1 a squad breaks a rule, 2 usage or unreadable input",
  },
];

const COLUMN = 51;

function synopsis(c: CommandHelp): string {
  const call = `  ace-ledger ${c.name} ${c.args}`;
  return call.length < COLUMN ? `${call.padEnd(COLUMN)}${c.summary}` : `${call}\n${" ".repeat(COLUMN)}${c.summary}`;
}

function optionLines(options: readonly Option[]): string[] {
  return options.map((o) => `  ${o.padEnd(14)}${OPTIONS[o].replaceAll("\n", `\n${" ".repeat(16)}`)}`);
}

/** The overview printed by `ace-ledger help`, `--help` and usage errors. */
export const USAGE = [
  "Usage:",
  ...COMMANDS.map(synopsis),
  `${"  ace-ledger help [<command>]".padEnd(COLUMN)}this overview, or one command's help`,
  `${"  ace-ledger --version".padEnd(COLUMN)}the version of ace-ledger`,
  "",
  ...optionLines(Object.keys(OPTIONS) as Option[]),
  "",
  "Exit codes: 0 done, 1 the input breaks a rule, 2 usage or unreadable input.",
  "Run ace-ledger help <command> (or <command> --help) for a command's options and an example.",
].join("\n");

/** The commands named by `words` ("event" names both event commands), or none. */
export function commandsNamed(words: readonly string[]): readonly CommandHelp[] {
  const [first, second] = words;
  const two = COMMANDS.filter((c) => c.name === `${first} ${second}`);
  if (two.length > 0) return two;
  return COMMANDS.filter((c) => c.name === first || c.name.startsWith(`${first} `));
}

/** The help of one command, or of a group ("event"). */
export function commandHelp(commands: readonly CommandHelp[]): string {
  return commands
    .map((c) =>
      [
        `Usage: ace-ledger ${c.name} ${c.args}`,
        "",
        `${c.summary[0]!.toUpperCase()}${c.summary.slice(1)}.`,
        "",
        "Options:",
        ...optionLines(c.options),
        "",
        `Example${c.examples.length > 1 ? "s" : ""}:`,
        ...c.examples.map((e) => `  ${e}`),
        "",
        `Exit codes: ${c.exit.replaceAll("\n", "\n  ")}.`,
      ].join("\n"),
    )
    .join("\n\n");
}
