// The scoreboard on the page: the standings of every mode, field by field as the library gives
// them, as `ace-ledger score` prints them. What each mode's report adds (teams and ships, units,
// piles, pushes) is drawn by its own chunk (mode-details.tsx).
import { Table } from "./data-table.js";
import type { Board, Standing } from "./mode.js";
import { LABELS, show } from "./modes.js";

/** The standings: rank, player (by `name`), then every other field of the mode's standing, in its order. */
export function Standings({ board, colors, name }: { readonly board: Board; readonly colors: ReadonlyMap<string, string>; readonly name: (id: string) => string }) {
  const fields = board.players.length === 0 ? [] : Object.keys(board.players[0]!).filter((k) => k !== "id" && k !== "rank");
  const columns = [{ key: "rank", label: "rank" }, { key: "id", label: "player" }, ...fields.map((key) => ({ key, label: LABELS[key] ?? key }))];
  const winners = new Set(board.over ? board.winners : []);
  const rows = board.players.map((p: Standing) => ({
    key: p.id,
    attrs: { "data-player": p.id, class: winners.has(p.id) ? "winner" : "" },
    cells: Object.fromEntries(
      columns.map(({ key }) => [
        key,
        key === "id" ? (
          <span class="who">
            <i class="swatch" style={{ background: colors.get(p.id) }} />
            {name(p.id)}
          </span>
        ) : key === "status" ? (
          <span class={`pill ${String(p.status)}`}>{show(p.status)}</span>
        ) : (
          show(p[key])
        ),
      ]),
    ),
  }));
  return <Table name="standings" columns={columns} rows={rows} />;
}
