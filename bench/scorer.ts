import type { AcesHighEvent, AcesHighRecord, DamageSource } from "../src/modes/aces-high/index.js";

/**
 * The hand-written baseline: the community scoring of Aces High on plain arrays, with no
 * validation and no ledger. Its speed is the practical limit for scoring on this machine.
 * `scoreEvent` is shared by the mutable loop and the plain immer reducer, so the two differ
 * only by immer.
 */
export interface ScoreState {
  ids: string[];
  hull: number[];
  shields: number[];
  shieldsLost: number[];
  hullDamage: number[];
  status: number[]; // 0 active, 1 destroyed, 2 fled, 3 reserve
  open: boolean[];
  lastBy: number[]; // -1: nobody
  lastAt: number[];
  lastBountyOnly: boolean[];
  tel: boolean[];
  durge: boolean[];
  victory: number[];
  bounty: number[];
  limit: number | null;
  reached: boolean;
  timeCalled: boolean;
  roundActive: boolean;
  over: boolean;
}

export function initialScore(record: AcesHighRecord): ScoreState {
  const players = record.setup.players;
  const n = players.length;
  const rules = record.setup.rules ?? {};
  return {
    ids: players.map((p) => p.id),
    hull: players.map((p) => p.ship.hull),
    shields: players.map((p) => p.ship.shields),
    shieldsLost: new Array<number>(n).fill(0),
    hullDamage: new Array<number>(n).fill(0),
    status: new Array<number>(n).fill(0),
    open: new Array<boolean>(n).fill(true),
    lastBy: new Array<number>(n).fill(-1),
    lastAt: new Array<number>(n).fill(-1),
    lastBountyOnly: new Array<boolean>(n).fill(false),
    tel: players.map((p) => p.ship.pilot === "teltrevura"),
    durge: players.map((p) => p.ship.pilot === "durge-separatistalliance"),
    victory: new Array<number>(n).fill(0),
    bounty: new Array<number>(n).fill(0),
    limit: rules.victoryLimit === undefined ? 6 : rules.victoryLimit,
    reached: false,
    timeCalled: false,
    roundActive: false,
    over: false,
  };
}

function credit(s: ScoreState, src: DamageSource, target: number): number {
  const ix = (id: string | undefined) => (id === undefined ? -1 : s.ids.indexOf(id));
  let who = -1;
  switch (src.kind) {
    case "attack":
    case "ability":
      who = ix(src.by);
      break;
    case "remote":
      who = ix(src.owner);
      break;
    case "device":
      who = ix(src.owner);
      if (who === target) who = ix(src.movedBy);
      break;
    case "obstacle":
      who = ix(src.owner);
      if (who === -1 || who === target) who = ix(src.movedBy);
      break;
  }
  return who === target ? -1 : who;
}

function gain(s: ScoreState, p: number, n: number) {
  s.victory[p]! += n;
  if (s.limit !== null && s.victory[p]! >= s.limit) s.reached = true;
}

function lose(s: ScoreState, p: number) {
  s.victory[p] = Math.max(0, s.victory[p]! - 1 - s.bounty[p]!);
  s.bounty[p] = 0;
}

// Hazards and damage cards other than console fire are not in aces-high.txt's penalty list:
// such a death costs the bounty only (ruling penalised-deaths).
function bountyOnly(kind: DamageSource["kind"]): boolean {
  return kind === "hazard" || kind === "damageCard";
}

// A killer destroyed earlier in the same destruction loses its new bounty (F.A.Q. mutual destruction);
// one removed before (its mine scored) keeps it (ruling bounty-while-removed).
function kill(s: ScoreState, k: number, v: number, goneNow: readonly number[] = []) {
  gain(s, k, 2 + s.bounty[v]!);
  s.bounty[v] = 0;
  if (!goneNow.includes(k)) s.bounty[k]! += 1;
}

export function scoreEvent(s: ScoreState, e: AcesHighEvent, index: number): void {
  switch (e.type) {
    case "roundStarted":
      s.roundActive = true;
      for (let i = 0; i < s.status.length; i++) if (s.status[i] === 3) s.status[i] = 0;
      return;
    case "roundEnded":
      s.roundActive = false;
      if (s.timeCalled || s.reached) end(s);
      return;
    case "timeCalled":
      s.timeCalled = true;
      if (!s.roundActive) end(s);
      return;
    case "damaged": {
      const t = s.ids.indexOf(e.target);
      const who = credit(s, e.source, t);
      const toShields = Math.min(e.amount, s.shields[t]! - s.shieldsLost[t]!);
      s.shieldsLost[t]! += toShields;
      s.hullDamage[t] = Math.min(s.hull[t]!, s.hullDamage[t]! + e.amount - toShields);
      if (who >= 0 && s.open[t]) {
        s.open[t] = false;
        gain(s, who, 1);
      }
      if (s.hullDamage[t]! >= s.hull[t]!) {
        s.lastBy[t] = who;
        s.lastAt[t] = index;
        s.lastBountyOnly[t] = bountyOnly(e.source.kind);
      }
      return;
    }
    case "repaired": {
      const t = s.ids.indexOf(e.target);
      s.shieldsLost[t] = Math.max(0, s.shieldsLost[t]! - (e.shields ?? 0));
      s.hullDamage[t] = Math.max(0, s.hullDamage[t]! - (e.hull ?? 0));
      if (s.shieldsLost[t] === 0 && s.hullDamage[t] === 0) s.open[t] = true;
      return;
    }
    case "destroyed": {
      const order = e.targets.map((id) => s.ids.indexOf(id));
      order.sort((a, b) => (s.lastBy[a]! < 0 ? 1 : 0) - (s.lastBy[b]! < 0 ? 1 : 0) || s.lastAt[a]! - s.lastAt[b]!);
      const goneNow: number[] = [];
      for (const v of order) {
        if (s.lastBy[v]! >= 0) kill(s, s.lastBy[v]!, v, goneNow);
        else if (s.lastBountyOnly[v]) s.bounty[v] = 0;
        else lose(s, v);
        s.status[v] = 1;
        goneNow.push(v);
      }
      return;
    }
    case "fled": {
      const t = s.ids.indexOf(e.target);
      const by = e.movedBy === undefined ? -1 : s.ids.indexOf(e.movedBy);
      if (by >= 0 && by !== t) kill(s, by, t);
      else lose(s, t);
      s.status[t] = 2;
      return;
    }
    case "saved": {
      const t = s.ids.indexOf(e.target);
      if (e.from === "destruction") {
        s.hullDamage[t] = e.hullDamageAfter ?? 5;
        s.lastBy[t] = -1;
        if (!s.durge[t]) s.status[t] = 3;
      } else s.status[t] = 3;
      return;
    }
    case "respawned": {
      const t = s.ids.indexOf(e.target);
      s.status[t] = 0;
      s.shieldsLost[t] = 0;
      s.hullDamage[t] = 0;
      s.open[t] = true;
      return;
    }
  }
}

function end(s: ScoreState) {
  s.over = true;
  for (let i = 0; i < s.bounty.length; i++) {
    s.victory[i]! += s.bounty[i]!;
    s.bounty[i] = 0;
  }
}
