// The five modes as the page knows them: their names and labels at once, their engines when needed.
// Aces High's is part of app.js; each other mode's engine is a chunk (mode-<name>.js, built by
// scripts/site.mjs) loaded the first time a record of that mode is opened, so that the first load
// carries one engine, not five.
import { loadChunk } from "./chunks.js";
import { MODE_LABELS } from "./mode-labels.js";
import type { Board, Mode } from "./mode.js";
import { mode as acesHigh } from "./mode-aces-high.js";

export type { Board, GameRecord, Mode, Standing, State } from "./mode.js";
export { MODE_LABELS } from "./mode-labels.js";

const loaded = new Map<string, Mode>([["aces-high", acesHigh]]);

/** The mode named `name` when its engine is loaded (Aces High always is), else undefined. */
export function loadedMode(name: string): Mode | undefined {
  return loaded.get(name);
}

/** The mode named `name` (one of MODE_LABELS), its engine loaded first when it is not yet. */
export async function loadMode(name: string): Promise<Mode> {
  const known = loaded.get(name);
  if (known) return known;
  if (!MODE_LABELS.has(name)) throw new Error(`no mode ${JSON.stringify(name)}`);
  // mode-fireteam.js sets aceLedgerChunks.modeFireteam, and so on.
  const key = `mode${name.replace(/(^|-)([a-z])/g, (_m: string, _d: string, c: string) => c.toUpperCase())}`;
  // A chunk of another version of the page may name its functions otherwise: it must have those the page calls.
  const fits = ({ mode }: { mode?: Mode }) => mode?.name === name && Array.isArray(mode.metrics) && ["tryReplay", "tryApply", "stateAt", "scoreboard", "title"].every((f) => typeof mode[f as "title"] === "function");
  const { mode } = await loadChunk<{ mode: Mode }>(`mode-${name}.js`, key, fits);
  loaded.set(name, mode);
  return mode;
}

/** The line under the standings, as `ace-ledger score` ends its report. */
export function winnerLine(board: Board): string {
  if (!board.over) return board.mode === "aces-high" ? "No winner yet: the game is not over." : board.mode === "intergalactic-ace" ? "No Intergalactic Ace yet." : "No winner yet.";
  const teams = (board as Board & { teams?: readonly { rank: number }[] }).teams;
  const firsts = teams ? teams.filter((t) => t.rank === 1).length : board.winners.length;
  if (board.mode === "epic" && firsts > 1) return `Draw: ${board.winners.join(", ")}`;
  return `Winner${board.winners.length > 1 ? "s" : ""}: ${board.winners.join(", ")}`;
}

/** Column headings for the standings fields; any other field shows under its own name. */
export const LABELS: { readonly [field: string]: string } = {
  victoryCounters: "counters",
  buoysDone: "buoys",
  nextBuoy: "next buoy",
  finishedRound: "finished (round)",
  shieldsLost: "shields lost",
  hullDamage: "hull damage",
};

/** How the page shows a standings value: the value itself, "-" for none. */
export function show(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "-" : value.map(show).join(", ");
  return String(value);
}
