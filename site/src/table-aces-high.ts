// Aces High at the table: a card per ship (hull and shields left, down, charges of its saves,
// victory and bounty) and what a ship can suffer or do next; the rounds and time in the bar.
import type { AcesHighState, PlayerState } from "ace-ledger/aces-high";
import { type Action, ask, hullAndShields, type Names, type Next, type Piece, repairs, type TableMode } from "./table-model.js";

const AMOUNTS = [1, 2, 3, 4, 5, 6];
const MARKERS = [1, 2, 3, 4, "edge"] as const;

const isDown = (p: PlayerState) => p.hullDamage >= p.hull;

function marker(p: PlayerState): string | undefined {
  if (p.status === "reserve") return "in reserve";
  if (p.status !== "active") return p.status;
  return isDown(p) ? "down" : undefined;
}

/** Where damage to `target` can come from: the other ships' attacks and devices, then what belongs to no one. */
function sources(state: AcesHighState, target: string, names: Names): { label: string; source: object }[] {
  const others = state.ids.filter((id) => id !== target);
  return [
    ...others.map((by) => ({ label: `attack by ${names.of(by)}`, source: { kind: "attack", by } })),
    ...others.map((owner) => ({ label: `bomb or mine of ${names.of(owner)}`, source: { kind: "device", owner } })),
    { label: "own ability", source: { kind: "ability", by: target } },
    { label: "obstacle", source: { kind: "obstacle" } },
    { label: "console fire", source: { kind: "consoleFire" } },
    { label: "damage card", source: { kind: "damageCard" } },
    { label: "hazard", source: { kind: "hazard" } },
  ];
}

export const acesHigh: TableMode<AcesHighState, unknown> = {
  pieces: (state, names) =>
    state.players.map((p): Piece => {
      const saves = [p.charges.destruction > 0 && `${p.charges.destruction} against destruction`, p.charges.flee > 0 && `${p.charges.flee} against fleeing`].filter(Boolean);
      return {
        id: p.id,
        owner: names.of(p.id),
        title: names.pilot(p.id) ?? "",
        facts: [
          ...hullAndShields(p),
          ...(saves.length > 0 ? [{ label: "saves", value: saves.join(", ") }] : []),
        ],
        score: `${p.victory} victory · ${p.bounty} bounty`,
        ...(marker(p) === undefined ? {} : { marker: marker(p)! }),
        out: p.status !== "active",
      };
    }),
  // The page's own sentence (summary.ts), with names in place of ids.
  say: () => null,
  actions: (state, names) => {
    const game: Action[] = [
      { label: "Start round", piece: null, next: { event: { type: "roundStarted" } } },
      { label: "End round", piece: null, next: { event: { type: "roundEnded" } } },
      { label: "Call time", piece: null, next: { event: { type: "timeCalled" } } },
    ];
    const ships = state.ids.flatMap((target): Action[] => {
      const on = (label: string, next: Next): Action => ({ label, piece: target, next });
      return [
        on("Damage", ask("How much damage?", AMOUNTS, String, (amount) => ask("From whom or what?", sources(state, target, names), (s) => s.label, (s) => ({ event: { type: "damaged", target, amount, source: s.source } })))),
        on("Destroyed", { event: { type: "destroyed", targets: [target] } }),
        on("Saved", ask("Saved from?", ["destruction", "flee"], String, (from) => ({ event: { type: "saved", target, from } }))),
        on("Fled", ask("Pushed off by?", [null, ...state.ids.filter((id) => id !== target)], (by) => (by === null ? "nobody" : names.of(by)), (by) => ({ event: { type: "fled", target, ...(by === null ? {} : { movedBy: by }) } }))),
        // Repairs only of what was lost: a ship at full hull and shields is offered none.
        on("Repair", ask("Repair what?", repairs(state.players.find((p) => p.id === target)!), (r) => ("hull" in r ? "1 hull" : "1 shield"), (r) => ({ event: { type: "repaired", target, ...r } }))),
        on("Respawn", ask("At which marker?", MARKERS, (m) => (m === "edge" ? "board edge" : `marker ${m}`), (m) => ({ event: { type: "respawned", target, marker: m } }))),
      ];
    });
    return [...game, ...ships];
  },
};
