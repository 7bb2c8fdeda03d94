// The scoreboard on the page: the standings of every mode, field by field as the library gives
// them, then what each mode's report adds (teams and ships, units, piles, pushes), as
// `ace-ledger score` prints it.
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Board, Standing } from "./mode.js";
import { LABELS, show } from "./modes.js";

interface Column {
  readonly key: string;
  readonly label: string;
}

interface TableProps {
  readonly caption?: string;
  readonly columns: readonly Column[];
  readonly rows: readonly { readonly key: string; readonly cells: { readonly [key: string]: ComponentChildren }; readonly attrs?: Record<string, string> }[];
  readonly name: string;
}

/**
 * A table that becomes one card per row on a narrow screen (each cell labelled by its column). When
 * it is still wider than its box, the box scrolls sideways and takes the keyboard's focus, so that
 * its arrow keys reach every column.
 */
export function Table({ caption, columns, rows, name }: TableProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = wrap.current!;
    const observer = new ResizeObserver(() => setScrolls(el.scrollWidth > el.clientWidth));
    observer.observe(el);
    observer.observe(el.firstElementChild!);
    return () => observer.disconnect();
  }, []);
  return (
    <div class="table-wrap" ref={wrap} {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": `${caption ?? name} (scrolls sideways)` } : {})}>
      <table class="data" data-table={name}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} {...r.attrs}>
              {columns.map((c) => (
                <td key={c.key} data-key={c.key} data-label={c.label}>
                  {r.cells[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The standings: rank, player, then every other field of the mode's standing, in its order. */
export function Standings({ board, colors }: { readonly board: Board; readonly colors: ReadonlyMap<string, string> }) {
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
            {p.id}
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

type Any = { readonly [key: string]: any };

const SHORT: { readonly [location: string]: string } = { head: "H", torso: "T", leftArm: "LA", rightArm: "RA", leftLeg: "LL", rightLeg: "RL" };
const rowsOf = (items: readonly Any[], key: (item: Any, i: number) => string, cells: (item: Any) => { [key: string]: ComponentChildren }) =>
  items.map((item, i) => ({ key: key(item, i), cells: cells(item) }));
const cols = (...names: string[]) => names.map((n) => ({ key: n, label: n }));

/** What a mode's report shows besides the standings. */
export function Details({ board }: { readonly board: Board }) {
  const b = board as unknown as Any;
  switch (board.mode) {
    case "epic":
      return (
        <>
          {b.teams && (
            <Table
              name="teams"
              caption="Teams"
              columns={cols("rank", "team", "score", "casualties", "total")}
              rows={rowsOf(b.teams, (t) => t.players.join("+"), (t) => ({ rank: t.rank, team: t.players.join(" + "), score: t.score, casualties: t.casualties, total: t.total }))}
            />
          )}
          <Table
            name="ships"
            caption="Ships"
            columns={cols("ship", "player", "status", "lost", "state")}
            rows={rowsOf(b.ships, (s) => s.id, (s) => ({ ship: s.id, player: s.player, status: s.status, lost: `${s.lost}/${s.health}`, state: s.state }))}
          />
          {b.markers.length > 0 && (
            <ul class="notes">
              {b.markers.map((m: Any) => (
                <li key={m.marker}>
                  marker {m.marker}: carried by {m.ship} ({m.status})
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case "space-race":
      return (
        <ul class="notes">
          <li>Order of play: {b.turnOrder.join(", ")}</li>
          {b.pushes.map((p: Any, i: number) => (
            <li key={i}>
              push at event {p.event}: {p.what === "ship" ? p.target : "an asteroid"} 1 straight away from {p.from} ({p.why})
            </li>
          ))}
        </ul>
      );
    case "fireteam":
      return (
        <>
          <Table
            name="units"
            caption="Units (boxes filled; d damaged, X destroyed)"
            columns={cols("unit", "player", "status", "boxes", "MOVE left", "WEAPON left", "this phase")}
            rows={rowsOf(b.units, (u) => u.id, (u) => ({
              unit: u.id,
              player: u.player,
              status: u.status,
              boxes: Object.entries(u.locations as Any)
                .map(([l, r]) => `${SHORT[l]} ${r.filled}/${r.gray + r.red}${r.condition === "intact" ? "" : r.condition === "damaged" ? "d" : "X"}`)
                .join(" "),
              "MOVE left": u.movesLeft,
              "WEAPON left": u.weaponActionsLeft,
              "this phase": [u.guarding && "guarding", u.kicked && "kicked", u.actedThisPhase && "acted"].filter(Boolean).join(" ") || "-",
            }))}
          />
          <Table
            name="weapons"
            caption="Weapons"
            columns={cols("unit", "weapon", "at", "uses left", "out of use")}
            rows={(b.units as Any[]).flatMap((u) =>
              rowsOf(u.weapons, (w, i) => `${u.id}-${i}`, (w) => ({
                unit: u.id,
                weapon: w.name,
                at: w.equippedAt === null ? "-" : SHORT[w.equippedAt],
                "uses left": w.usesLeft,
                "out of use": [w.jammed && "jammed", w.stowed && "stowed", w.dropped && "dropped"].filter(Boolean).join(" ") || "-",
              })),
            )}
          />
        </>
      );
    case "intergalactic-ace": {
      const t = b.table;
      const draw = (n: number) => `${n} to draw${t.order === "unknown" ? " (face down)" : ""}`;
      return (
        <ul class="notes">
          <li>
            Enemy Ships: {draw(t.enemies.draw)}, {t.enemies.discard} discarded
            {t.enemies.top && `; top card ${t.enemies.top.card}, ${t.enemies.top.fight === "duel" ? "a fight with a player" : "a dogfight"}`}
          </li>
          <li>
            Upgrades: {draw(t.upgrades.draw)}, {t.upgrades.discard} discarded{t.upgrades.top && `; top card ${t.upgrades.top}`}
          </li>
          {t.scan && (
            <li>
              {t.scan.player}'s scan revealed {t.scan.revealed.join(", ")}: waiting for the choice of the card to save
            </li>
          )}
        </ul>
      );
    }
    default:
      return null;
  }
}
