/** The most players `tables` splits: the most an event file holds. */
export const MAX_PLAYERS = 1000;
/** The highest point limit `setup` takes (aces-high.txt names 50 to 125). */
export const MAX_POINTS = 1000;

/** What the options mean, for every command that takes them. */
const OPTIONS = {
  "<file|->": "a JSON file, or - to read standard input",
  "<players>": `the number of players, 2 to ${MAX_PLAYERS}`,
  "<event.json>": "an event file (mode \"aces-high-event\"); games named in it by file are read\nin its folder",
  "<squad.json>": "an XWS squad file, one per player, 2 to 8, in player order; \"Zoë Ng=zoe.json\" names the player (the id is made from the name), zoe.json#2 or zoe.json#lukeskywalker picks the ship of a squad of several",
  "<player>": "a player: their id, the name they are shown by, or the start of either, in\nany case (zoe, \"Zoë Ng\", zo); a start that fits several players is refused,\nnaming them",
  "<entrants>": "the players, each <name> or <name>=<squad.json>[#pilot]: a display name (the id\nis made from it: \"Zoë Ng\" is zoe-ng) and the XWS squad it flies (#2 or #<pilot id>\npicks the ship of a squad of several); names holding \"=\" go after --, each\ntaken as it is (event squad gives them a squad); quote a name holding spaces, <, >\nor &",
  "<entrant>": "<name>[=<squad.json>[#pilot]] as for event init (a name holding \"=\": after --,\nor with --squad), or the id or name of a player who left (who comes back)",
  "<squad-file>": "an XWS squad file, as for event init: zoe.json, zoe.json#2 or\nzoe.json#lukeskywalker picks the ship of a squad of several",
  "<scores>": "the score sheet: <player>=<victory>/<bounty>/<place> for each player (by id,\nname or its start, among the table's), victory and bounty as they stand at the end\nof the game (anna=5/1/1)",
  "<tables>": "<table>=<player>,<player>,... in player order, or with order numbers\n<player>@<order> (2=dev,ivy,jon or 2=jon@2,dev@1,ivy@3)",
  "<rolls>": "<player>=<roll>[,<roll>...]: each roll in turn, the first first (anna=3,5: a 3,\nthen a 5 to break the tie left)",
  "<entry>": "an entry of the list event replaced prints (1 the oldest); its record is printed as JSON",
  "--json": "print JSON instead of text",
  "--explain": "print every ledger entry with the rule behind it",
  "--sizes": "how many tables: fours (floor(n / 4), the default) or sixes (ceil(n / 6))",
  "--players": "a text file, one player a line: the id, then optionally the ship",
  "--seed": "the organiser's seed for the random draws (default: a random one)",
  "--rounds": "the number of rounds, 1 to 100 (default 3)",
  "--salvo": "final salvo rolls: atTable (rolled at the table and entered with event\nsalvo, the default) or seeded (drawn from the seed unless entered)",
  "--final": "final standings: asSeating (the seating tie-breaks, the default) or shared\n(equal victory shares a rank)",
  "--write": "write the new round into the event file",
  "--allow-unfinished": "count game records whose game has not ended, as they stand (whatever\nthe event's rules.unfinishedGames)",
  "--unfinished": "game records whose game has not ended: refused (the default) or counted\nas they stand",
  "--round": "the round (default: the last round paired; for standings and salvo the last round\nwith a result; for drop and join the next round)",
  "--table": "the table number",
  "--game": "a game record file; the record is kept in the event file, so the file\nis not needed afterwards",
  "--replace": "replace the table's result (the one replaced is kept in the event\nfile's replaced, to undo a mistake: event replaced prints it)",
  "--html": "print an HTML page to print or show (players by name; no commands on it)",
  "--csv": "print CSV (RFC 4180) for a spreadsheet",
  "--ship": "the ship the player flies, for the table sheets",
  "--time": "the game's time in minutes: 60 (1 hour, the default), 75 (1 hour and 15 minutes),\nany other, or none",
  "--victory": "the victory that ends a game: 6 (the default), any other, or none",
  "--preset": "the Aces High rules of the games: community (the default) or epicBattles",
  "--name": "the event's name, for its pages",
  "--date": "the event's date, YYYY-MM-DD, for its pages",
  "--pilot": "the ship to play from a squad of several: its place (2) or its pilot's XWS id\n(lukeskywalker), as <squad.json>#<pilot>",
  "--squad": "the player's XWS squad (<squad.json>[#pilot]), apart from the name, which is then\ntaken whole, \"=\" and all",
  "--squad-limit": "the squads' point limit, for an event that has none yet (registered by name\nalone); it is kept in the event file for the squads given after",
  "--id": "the id of the player joining (default: one made from the name; give one to add a\nplayer of the same name as another)",
  "--port": "the port to serve on (default 8080; 0 for one the system picks)",
  "--host": "the address to serve on: 0.0.0.0 (the default) every network of this machine,\n127.0.0.1 this machine alone, or one address of it",
  "--auto-accept": "enter a game record a table sends, when it adjudicates at that table, without\nwaiting for the organiser",
  "<squad.json#pilot>": "one XWS squad file; #2 or #lukeskywalker picks the ship of a squad of several",
  "--undo": "take the change back: a join made by mistake, or a player's leaving",
  "--force": "take the round back even though tables have results (they are taken off and\nkept in the event file: event replaced lists them)",
  "--repair": "pair the last round again (with --round, that round), while it has no result:\na new draw, so tables and order numbers change (a note says how many players move)",
  "--limit": `the tournament's point limit (50, 75, 80, 100, 125 or any other up to ${MAX_POINTS})`,
  "--edition":
    "the card data of the squads: legacy (2.0 Legacy points) or 2.5; by default\nwhat the squads say (version, builder), else the data that knows their cards",
  "--data": "read an xwing-data2 (or Legacy) checkout instead of the built-in card data",
  "<mode>": "the kit of a mode: aces-high, epic, space-race, fireteam, intergalactic-ace or\naces-high-event (side events: pairings and standings)",
  "--command": "the scorer to check, run by the shell once per case: the record as JSON on\nits standard input, its results as JSON on its standard output\n(docs/conformance.md gives each mode's results)",
  "--exclude-rulings": "rulings the scorer decides differently, by id, comma-separated: the cases\nthat depend on them are skipped",
  "--list": "print the kit's cases, one a line (name, rulings, options), instead of running a scorer",
  "--case": "only these cases, by name, comma-separated (--list names them)",
  "--print-record": "print each failed case's record as JSON (without --command: the record of\neach case --case names, to give the scorer by hand)",
  "--exclude-cases": "cases to skip, by name, comma-separated",
  "--partial": "results may leave fields out: the checks of missing fields are not made",
  "--passes": "list the cases that pass too",
  "--timeout": "the seconds a case may take, 1 to 3600 (default 30)",
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
    args: "<players> [--sizes fours|sixes] [--json]",
    summary: "table sizes for an Aces High event",
    options: ["<players>", "--sizes", "--json"],
    examples: ["ace-ledger tables 9 --json   # {\"tables\":[4,5]}", "ace-ledger tables 16 --sizes sixes"],
    exit: "0 done, 2 usage",
  },
  {
    name: "event init",
    args: "<event.json> (<entrants>... | --players <names.txt>) [--limit <points>] [--edition legacy|2.5] [--time <minutes>|none] [--victory <n>|none] [--preset <preset>] [--name <text>] [--date <date>] [--seed <seed>] [--rounds <n>] [--sizes fours|sixes] [--salvo atTable|seeded] [--final asSeating|shared] [--unfinished refused|counted]",
    summary: "write a new event file",
    options: ["<event.json>", "<entrants>", "--players", "--limit", "--edition", "--time", "--victory", "--preset", "--name", "--date", "--seed", "--rounds", "--sizes", "--salvo", "--final", "--unfinished"],
    examples: ['ace-ledger event init evening.json "Zoë Ng=zoe.json#2" "Ben Ito=ben.json" "Cara Diaz=cara.json" "Dev Rao=dev.json" --limit 20 --time 75', "ace-ledger event init evening.json --players names.txt --rounds 3 --seed 2026"],
    exit: "0 written, 1 the players break a rule, 2 usage, the names cannot be read or the event file exists",
  },
  {
    name: "event next",
    args: "<event.json> [--write] [--repair [--round <n>]] [--allow-unfinished] [--json]",
    summary: "the next round's tables, in player order",
    options: ["<event.json>", "--write", "--repair", "--round", "--allow-unfinished", "--json"],
    examples: ["ace-ledger event next evening.json --write", "ace-ledger event next evening.json --repair --round 2"],
    exit:
      "0 done; 1 the event file breaks a rule, a table of an earlier round has no result\n(the message names them), or the last round was played; 2 usage or unreadable input",
  },
  {
    name: "event pairings",
    args: "<event.json> [--round <n>] [--html | --csv]",
    summary: "a round's tables with the players by name, for the wall",
    options: ["<event.json>", "--round", "--html", "--csv"],
    examples: ["ace-ledger event pairings evening.json --html > pairings.html"],
    exit: "0 done, 1 the event file breaks a rule or no round is paired, 2 usage or unreadable input",
  },
  {
    name: "event sheets",
    args: "<event.json> [--round <n>] [--html]",
    summary: "a round's table sheets, to print: order, player, ship, blanks for the scores",
    options: ["<event.json>", "--round", "--html"],
    examples: ["ace-ledger event sheets evening.json --html"],
    exit: "0 done, 1 the event file breaks a rule or the round is not paired, 2 usage or unreadable input",
  },
  {
    name: "event result",
    args: "<event.json> --table <n> [--round <n>] (--game <game.json> | <scores>...) [--replace] [--allow-unfinished]",
    summary: "enter a table's result: its game record, or its score sheet",
    options: ["<event.json>", "--table", "--round", "--game", "<scores>", "--replace", "--allow-unfinished"],
    examples: ["ace-ledger event result evening.json --table 1 --game r1-t1.json", "ace-ledger event result evening.json --table 2 anna=5/1/1 ben=2/0/3 cara=4/0/2 dev=0/0/4"],
    exit: "0 written; 1 the result breaks a rule (not the table's players, places that do not\nfollow the scores, a game not over); 2 usage or unreadable input",
  },
  {
    name: "event seat",
    args: "<event.json> [--round <n>] <tables>...",
    summary: "seat tables by hand: sizes 2 to 8, every player once, order numbers checked",
    options: ["<event.json>", "--round", "<tables>"],
    examples: ["ace-ledger event seat evening.json 1=anna,ben,cara,dev 2=eli,fay,gus,hal"],
    exit: "0 written, 1 the tables break a rule, 2 usage or unreadable input",
  },
  {
    name: "event drop",
    args: "<event.json> <player> [--round <n>] [--undo]",
    summary: "a player leaves: not seated from the round on, results kept (--undo: they come back);\n--round of a round already paired takes them off its table, and warns that its printed\npages are out of date",
    options: ["<event.json>", "<player>", "--round", "--undo"],
    examples: ["ace-ledger event drop evening.json eli", 'ace-ledger event drop evening.json "Eli Moss" --undo'],
    exit: "0 written, 1 the player cannot leave from that round, 2 usage or unreadable input",
  },
  {
    name: "event join",
    args: "<event.json> <entrant> [--squad <squad.json>] [--pilot <pilot>] [--limit <points>] [--edition legacy|2.5] [--id <id>] [--round <n>] [--table <n>] [--ship <ship>] [--undo]",
    summary: "a late arrival: seated in the round being played while it has no result (at the\nsmallest table, or --table), else from the next; --undo takes a join made by mistake back\n(the player by id or name)",
    options: ["<event.json>", "<entrant>", "--squad", "--pilot", "--limit", "--edition", "--id", "--round", "--table", "--ship", "--undo"],
    examples: ['ace-ledger event join evening.json "Kim Lee=kim.json"', 'ace-ledger event join evening.json "Ana=Bo" --squad ana.json#2', 'ace-ledger event join evening.json -- "Ana=Bo"', "ace-ledger event join evening.json kim --undo"],
    exit: "0 written, 1 the player cannot join that round, 2 usage or unreadable input",
  },
  {
    name: "event squad",
    args: "<event.json> <player> <squad-file> [--pilot <pilot>] [--limit <points>] [--edition legacy|2.5]",
    summary: "give a player their XWS squad (one registered by name alone, or changing ship),\nchecked as join checks it, so that event game seats them; --limit and --edition for an\nevent that has none yet, kept in the event file",
    options: ["<event.json>", "<player>", "<squad-file>", "--pilot", "--limit", "--edition"],
    examples: ["ace-ledger event squad evening.json zoe zoe.json#2", 'ace-ledger event squad evening.json "Ana=Bo" ana.json --limit 80'],
    exit: "0 written, 1 the player is not in the event (or a start fits several), 2 usage, unreadable\ninput or a squad that cannot play",
  },
  {
    name: "event serve",
    args: "<event.json> [--port <n>] [--host <address>] [--auto-accept]",
    summary: "serve the night to the phones on the network: pairings, each player's table, the clock,\nthe standings, live; the tables send their results; the organiser's console (its address\nprinted, with a secret); a missing event file is made by the console's registration",
    options: ["<event.json>", "--port", "--host", "--auto-accept"],
    examples: ["ace-ledger event serve evening.json", "ace-ledger event serve evening.json --host 127.0.0.1 --port 8000"],
    exit: "runs until stopped (Ctrl+C); 1 the event file breaks a rule, 2 usage, the port is taken\nor the event file cannot be read",
  },
  {
    name: "event game",
    args: "<event.json> --table <n> [--round <n>]",
    summary: "print a table's Aces High game record, ready for its events: the seated players in\ntheir order, their ships, the event's game rules",
    options: ["<event.json>", "--table", "--round"],
    examples: ["ace-ledger event game evening.json --table 2 > r1-t2.json"],
    exit: "0 done, 1 the table does not exist or a player has no ship, 2 usage or unreadable input",
  },
  {
    name: "event undo",
    args: "<event.json> [--force]",
    summary: "take back the last round paired (next --write or seat); refused once a table of it\nhas a result, unless --force, which takes those results off (kept: event replaced)",
    options: ["<event.json>", "--force"],
    examples: ["ace-ledger event undo evening.json"],
    exit: "0 written, 1 the round has results (without --force) or none is paired, 2 usage",
  },
  {
    name: "event replaced",
    args: "<event.json> [<entry>]",
    summary: "list the results the event file keeps (replaced by result --replace, or taken off by\nundo --force), or print one as JSON, to enter it again with result --game ... --replace",
    options: ["<event.json>", "<entry>"],
    examples: ["ace-ledger event replaced evening.json", "ace-ledger event replaced evening.json 1 > r1-t2-kept.json"],
    exit: "0 done, 1 the event file breaks a rule, 2 usage or unreadable input",
  },
  {
    name: "event salvo",
    args: "<event.json> [--round <n>] <rolls>...",
    summary: "enter final salvo rolls made at the table, to break a tie; rolls entered again for a\nplayer replace theirs (a warning says so): a re-roll after a tie follows the first, anna=3,5",
    options: ["<event.json>", "--round", "<rolls>"],
    examples: ["ace-ledger event salvo evening.json --round 1 anna=4 ben=2"],
    exit: "0 written, 1 the rolls break a rule, 2 usage or unreadable input",
  },
  {
    name: "event standings",
    args: "<event.json> [--round <n>] [--allow-unfinished] [--json | --html | --csv]",
    summary: "the event's standings (--html names the winner once they are final)",
    options: ["<event.json>", "--round", "--allow-unfinished", "--json", "--html", "--csv"],
    examples: ["ace-ledger event standings evening.json --json"],
    exit:
      "0 every game counted; 1 the event file or a game breaks a rule, a game has no result or\nhas not ended; 2 usage, or the event file or a game file cannot be read (the standings\nare printed all the same)",
  },
  {
    name: "conformance",
    args: "<mode> (--command <command> | --list) [--case <names>] [--print-record] [--exclude-rulings <ids>] [--exclude-cases <names>] [--partial] [--passes] [--timeout <s>] [--json]",
    summary: "check a scorer against the conformance kit of a mode",
    options: ["<mode>", "--command", "--list", "--case", "--print-record", "--exclude-rulings", "--exclude-cases", "--partial", "--passes", "--timeout", "--json"],
    examples: ['ace-ledger conformance aces-high --command "node my-scorer.mjs"', 'ace-ledger conformance epic --command "./scorer" --exclude-rulings total-default --json', "ace-ledger conformance space-race --list", "ace-ledger conformance aces-high --case faq-mutual-kill --print-record | ./scorer"],
    exit: "0 every case passed (or was skipped), 1 a case failed, 2 usage",
  },
  {
    name: "check",
    args: "--limit <points> [--edition legacy|2.5] <squad.json>[#pilot]",
    summary: "whether one player's squad can fly at an event's limit (the checks of setup)",
    options: ["--limit", "--edition", "<squad.json#pilot>"],
    examples: ["ace-ledger check --limit 80 zoe.json", "ace-ledger check --limit 125 list.json#2"],
    exit: "0 it can, 1 it cannot (each reason printed), 2 usage or unreadable input",
  },
  {
    name: "setup",
    args: "--limit <points> [--edition legacy|2.5] [--data <folder>] [name=]<squad.json>[#pilot]...",
    summary: "an Aces High record from XWS squads",
    options: ["--limit", "--edition", "--data", "<squad.json>"],
    examples: ["ace-ledger setup --limit 80 anna.json ben.json cara.json > game.json", 'ace-ledger setup --limit 20 "Zoë Ng=zoe.json#2" "Ben Ito=ben.json#lukeskywalker" > game.json'],
    exit: "0 done, 1 a squad breaks a rule, 2 usage or unreadable input",
  },
];

const COLUMN = 51;
/** The width of the option names' column: the longest, and two spaces. */
const OPTION_WIDTH = Math.max(...Object.keys(OPTIONS).map((o) => o.length)) + 2;

function synopsis(c: CommandHelp): string {
  const call = `  ace-ledger ${c.name} ${c.args}`;
  return call.length < COLUMN ? `${call.padEnd(COLUMN)}${c.summary}` : `${call}\n${" ".repeat(COLUMN)}${c.summary}`;
}

function optionLines(options: readonly Option[]): string[] {
  return options.map((o) => `  ${o.padEnd(OPTION_WIDTH)}${OPTIONS[o].replaceAll("\n", `\n${" ".repeat(OPTION_WIDTH + 2)}`)}`);
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

/** The commands named by `words` ("event" names every event command), or none. */
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

/** The command words the overview lists ("score", "event", "help", ...). */
export function commandWords(): string[] {
  return [...new Set([...COMMANDS.map((c) => c.name.split(" ")[0]!), "help"])];
}

/** The options (`--json`, ...) of the commands named, and `--help`. */
export function optionsOf(commands: readonly CommandHelp[]): string[] {
  return [...new Set([...commands.flatMap((c) => c.options.filter((o) => o.startsWith("--"))), "--help"])];
}

/**
 * The one of `candidates` that `word` most likely misspells: the only one it begins, else the nearest by
 * edits (a letter added, left out, changed, or two swapped), at most 1 edit for a word of up to 4
 * letters and 2 for a longer one; `undefined` when none is that near, or two are equally near.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const starting = word.length >= 3 ? candidates.filter((c) => c.startsWith(word)) : [];
  if (starting.length === 1) return starting[0];
  const most = word.replace(/^--/, "").length <= 4 ? 1 : 2;
  const near = candidates.map((c) => ({ c, d: edits(word, c) })).filter(({ d }) => d <= most);
  const best = Math.min(...near.map(({ d }) => d));
  const nearest = near.filter(({ d }) => d === best);
  return nearest.length === 1 ? nearest[0]!.c : undefined;
}

/** Edits from `a` to `b`: insertions, deletions, substitutions and swaps of two neighbours. */
function edits(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
