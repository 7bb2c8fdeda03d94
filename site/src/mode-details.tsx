// What a mode's report shows besides the standings, as `ace-ledger score` prints it: Epic teams,
// ships and markers; Space Race's order of play and pushes; A.C.E. Fireteam's units and weapons;
// Intergalactic Ace's piles and scan. Each is drawn by its mode's chunk (mode-<name>.ts), which
// imports only its own: the first load (Aces High, which adds nothing) carries none of them.
import type { ComponentChildren } from "preact";
import { Table } from "./data-table.js";
import type { Board } from "./mode.js";

type Any = { readonly [key: string]: any };

const SHORT: { readonly [location: string]: string } = { head: "H", torso: "T", leftArm: "LA", rightArm: "RA", leftLeg: "LL", rightLeg: "RL" };
const rowsOf = (items: readonly Any[], key: (item: Any, i: number) => string, cells: (item: Any) => { [key: string]: ComponentChildren }) =>
  items.map((item, i) => ({ key: key(item, i), cells: cells(item) }));
const cols = (...names: string[]) => names.map((n) => ({ key: n, label: n }));

export function EpicDetails({ board }: { readonly board: Board }) {
  const b = board as unknown as Any;
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
}

export function SpaceRaceDetails({ board }: { readonly board: Board }) {
  const b = board as unknown as Any;
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
}

export function FireteamDetails({ board }: { readonly board: Board }) {
  const b = board as unknown as Any;
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
}

export function IntergalacticAceDetails({ board }: { readonly board: Board }) {
  const t = (board as unknown as Any).table;
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
