// The immer peer of `npm run bench`: an Aces High reducer written the way an app built on immer would
// write it, doing the work `apply` does:
// - state as a plain object per player (keyed by id, with the list of ids in setup order), rule options
//   and the round in the same object; one `produce` per event; immer's default settings (auto-freeze on);
// - each event parsed into a typed event (shape checks, one pass over its own fields), checked against the
//   rules of the game on the current state (same checks, same order, same codes as the library), then
//   reduced;
// - the same ledger entries, kept outside the immer state in an array appended after each event (a log
//   beside the store: drafting a growing array on every event is what an immer user learns to avoid).
//
// Deliberately duplicated: nothing here is shared with the mutable baseline (mutable.ts), not even the
// shape checks, so that the JIT feedback of one does not shape the code of the other. Both are written
// from docs/aces-high.md; neither imports the library's scoring, validation or schema code.
import { freeze, produce } from "immer";

export interface PeerFailure {
  readonly code: string;
  readonly event: number | null;
  readonly message: string;
}

export interface PeerEntry {
  readonly event: number;
  readonly player: string;
  readonly account: "victory" | "bounty";
  readonly delta: number;
  readonly balance: number;
  readonly reason: string;
  readonly subject?: string;
  readonly nominal?: number;
}

export interface PeerRules {
  readonly preset: "community" | "epicBattles";
  readonly victoryLimit: number | null;
  readonly limitCheck: "reachedDuringRound" | "totalsAtRoundEnd";
  readonly firstDamage: "renewsAtFullHealth" | "oncePerLife";
  readonly creditedSources: "all" | "enemyShipsAndDevices" | "attacks";
  readonly pushedOffBoard: "credit" | "penalty";
  readonly movedOntoOwnDevice: "credit" | "penalty";
  readonly penalisedDeaths: "listed" | "listedAndDamageCards" | "allButEnemies";
  readonly bountyWhileRemoved: "kept" | "lost";
  readonly unusedSave: "refused" | "penalty";
  readonly initiative: "pilot" | "roadRage";
  readonly allowNegativeVictory: boolean;
}

const PRESET_RULES: { readonly [name: string]: PeerRules } = {
  community: {
    preset: "community",
    victoryLimit: 6,
    limitCheck: "reachedDuringRound",
    firstDamage: "renewsAtFullHealth",
    creditedSources: "all",
    pushedOffBoard: "credit",
    movedOntoOwnDevice: "credit",
    penalisedDeaths: "listed",
    bountyWhileRemoved: "lost",
    unusedSave: "refused",
    initiative: "pilot",
    allowNegativeVictory: false,
  },
  epicBattles: {
    preset: "epicBattles",
    victoryLimit: 6,
    limitCheck: "totalsAtRoundEnd",
    firstDamage: "oncePerLife",
    creditedSources: "enemyShipsAndDevices",
    pushedOffBoard: "penalty",
    movedOntoOwnDevice: "penalty",
    penalisedDeaths: "allButEnemies",
    bountyWhileRemoved: "lost",
    unusedSave: "refused",
    initiative: "pilot",
    allowNegativeVictory: false,
  },
};

type ShipStatus = "active" | "destroyed" | "fled" | "reserve";
type Kind = "attack" | "ability" | "device" | "remote" | "obstacle" | "consoleFire" | "damageCard" | "hazard";

export interface PeerPlayer {
  readonly id: string;
  readonly order: number;
  readonly name?: string;
  readonly pilot?: string;
  readonly hull: number;
  readonly shields: number;
  readonly status: ShipStatus;
  readonly shieldsLost: number;
  readonly hullDamage: number;
  readonly firstDamageOpen: boolean;
  readonly charges: { readonly destruction: number; readonly flee: number };
  readonly maxCharges: { readonly destruction: number; readonly flee: number };
  readonly finalDamage: { readonly credit: string | null; readonly event: number; readonly kind: Kind; readonly penalty: boolean } | null;
  readonly victory: number;
  readonly bounty: number;
  readonly losses: number;
}

export interface PeerState {
  readonly eventCount: number;
  readonly rules: PeerRules;
  readonly round: number;
  readonly roundActive: boolean;
  readonly order: readonly string[];
  readonly ids: readonly string[];
  readonly players: { readonly [id: string]: PeerPlayer };
  readonly limitReached: boolean;
  readonly timeCalled: boolean;
  readonly over: boolean;
}

/** The store: the current (frozen) state and the ledger beside it. */
export interface PeerGame {
  state: PeerState;
  readonly ledger: PeerEntry[];
}

type Source =
  | { kind: "attack" | "ability"; by: string }
  | { kind: "device"; owner: string; movedBy?: string }
  | { kind: "remote"; owner: string }
  | { kind: "obstacle"; owner?: string; movedBy?: string }
  | { kind: "consoleFire" | "damageCard" | "hazard" };

type PeerEvent =
  | { type: "roundStarted"; order?: string[] }
  | { type: "damaged"; target: string; amount: number; source: Source }
  | { type: "repaired"; target: string; shields?: number; hull?: number }
  | { type: "destroyed"; targets: string[] }
  | { type: "fled"; target: string; movedBy?: string }
  | { type: "saved"; target: string; from: "destruction" | "flee"; hullDamageAfter?: number }
  | { type: "respawned"; target: string; marker: 1 | 2 | 3 | 4 | "edge" }
  | { type: "roundEnded" }
  | { type: "timeCalled" };

type Dict = { readonly [key: string]: unknown };
const isDict = (v: unknown): v is Dict => typeof v === "object" && v !== null && !Array.isArray(v);
const isPlayerId = (v: unknown): v is string => typeof v === "string" && v.length >= 1 && v.length <= 64;
const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const describeValue = (v: unknown): string => (v === undefined ? "nothing" : typeof v === "string" ? JSON.stringify(v) : Array.isArray(v) ? "an array" : v !== null && typeof v === "object" ? "an object" : String(v));
const violation = (code: string, event: number | null, message: string): PeerFailure => ({ code, event, message });

/** Own fields that are set (a field set to undefined is left out, as in JSON), and the first one not allowed. */
function ownFields(o: Dict, allowed: readonly string[]): { fields: { [key: string]: unknown }; unexpected: string | undefined } {
  const fields: { [key: string]: unknown } = {};
  for (const key in o) {
    if (!Object.hasOwn(o, key) || o[key] === undefined) continue;
    if (!allowed.includes(key)) return { fields, unexpected: key };
    fields[key] = o[key];
  }
  return { fields, unexpected: undefined };
}

// ---------------------------------------------------------------------------------------------------
// Setup.

const SETUP_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
const RULE_CHOICES: { readonly [option: string]: readonly unknown[] } = {
  preset: ["community", "epicBattles"],
  limitCheck: ["reachedDuringRound", "totalsAtRoundEnd"],
  firstDamage: ["renewsAtFullHealth", "oncePerLife"],
  creditedSources: ["all", "enemyShipsAndDevices", "attacks"],
  pushedOffBoard: ["credit", "penalty"],
  movedOntoOwnDevice: ["credit", "penalty"],
  penalisedDeaths: ["listed", "listedAndDamageCards", "allButEnemies"],
  bountyWhileRemoved: ["kept", "lost"],
  unusedSave: ["refused", "penalty"],
  initiative: ["pilot", "roadRage"],
  allowNegativeVictory: [true, false],
};

function parsePeerRules(raw: unknown): PeerRules | string {
  if (raw === undefined) return PRESET_RULES.community!;
  if (!isDict(raw)) return "expected setup.rules to be an object";
  const { fields: given, unexpected } = ownFields(raw, [...Object.keys(RULE_CHOICES), "victoryLimit"]);
  if (unexpected !== undefined) return `unexpected field ${JSON.stringify(unexpected)} in setup.rules`;
  for (const [option, value] of Object.entries(given)) {
    const ok = option === "victoryLimit" ? value === null || isWhole(value, 1, 1000) : RULE_CHOICES[option]!.includes(value);
    if (!ok) return `expected setup.rules.${option} to be one of its values`;
  }
  return { ...PRESET_RULES[given.preset === "epicBattles" ? "epicBattles" : "community"]!, ...(given as Partial<PeerRules>) };
}

function parsePeerPlayer(raw: unknown, at: string): PeerPlayer | string {
  if (!isDict(raw)) return `expected ${at} to be an object`;
  const { fields: p, unexpected } = ownFields(raw, ["id", "order", "name", "ship"]);
  if (unexpected !== undefined) return `unexpected field ${JSON.stringify(unexpected)} in ${at}`;
  if (typeof p.id !== "string" || !SETUP_ID.test(p.id)) return `expected ${at}.id to be a player id`;
  if (!isWhole(p.order, 1, 99)) return `expected ${at}.order from 1 to 99`;
  if (p.name !== undefined && !(typeof p.name === "string" && p.name.length >= 1 && p.name.length <= 200)) return `expected ${at}.name`;
  if (!isDict(p.ship)) return `expected ${at}.ship to be an object`;
  const ship = ownFields(p.ship, ["hull", "shields", "pilot", "ship", "initiative", "points", "saves", "upgrades"]);
  if (ship.unexpected !== undefined) return `unexpected field ${JSON.stringify(ship.unexpected)} in ${at}.ship`;
  const s = ship.fields;
  const text100 = (v: unknown) => typeof v === "string" && v.length >= 1 && v.length <= 100;
  if (!isWhole(s.hull, 1, 1000)) return `expected ${at}.ship.hull`;
  if (!isWhole(s.shields, 0, 1000)) return `expected ${at}.ship.shields`;
  if (s.pilot !== undefined && !text100(s.pilot)) return `expected ${at}.ship.pilot`;
  if (s.ship !== undefined && !text100(s.ship)) return `expected ${at}.ship.ship`;
  if (s.initiative !== undefined && !isWhole(s.initiative, 0, 1000)) return `expected ${at}.ship.initiative`;
  if (s.points !== undefined && !isWhole(s.points, 0, 1000)) return `expected ${at}.ship.points`;
  if (s.upgrades !== undefined) {
    if (!isDict(s.upgrades)) return `expected ${at}.ship.upgrades to be an object`;
    for (const [slot, ids] of Object.entries(s.upgrades)) {
      if (ids === undefined) continue;
      if (!Array.isArray(ids) || ids.length > 20 || !ids.every(text100)) return `expected ${at}.ship.upgrades.${slot}`;
    }
  }
  let charges = { destruction: 0, flee: 0 };
  if (s.saves === undefined) {
    if (s.pilot === "teltrevura" || s.pilot === "durge-separatistalliance") charges = { destruction: 1, flee: 0 };
    if (s.pilot === "moraloeval") charges = { destruction: 0, flee: 2 };
  } else {
    if (!isDict(s.saves)) return `expected ${at}.ship.saves to be an object`;
    const { fields: c, unexpected: extra } = ownFields(s.saves, ["destruction", "flee"]);
    if (extra !== undefined) return `unexpected field ${JSON.stringify(extra)} in ${at}.ship.saves`;
    if (c.destruction !== undefined && !isWhole(c.destruction, 0, 99)) return `expected ${at}.ship.saves.destruction`;
    if (c.flee !== undefined && !isWhole(c.flee, 0, 99)) return `expected ${at}.ship.saves.flee`;
    charges = { destruction: (c.destruction as number | undefined) ?? 0, flee: (c.flee as number | undefined) ?? 0 };
  }
  return {
    id: p.id,
    order: p.order,
    ...(p.name === undefined ? {} : { name: p.name as string }),
    ...(s.pilot === undefined ? {} : { pilot: s.pilot as string }),
    hull: s.hull,
    shields: s.shields,
    status: "active",
    shieldsLost: 0,
    hullDamage: 0,
    firstDamageOpen: true,
    charges,
    maxCharges: { ...charges },
    finalDamage: null,
    victory: 0,
    bounty: 0,
    losses: 0,
  };
}

/** A new game from an unchecked setup, or the setup's violation. */
export function peerStart(setup: unknown): { ok: true; game: PeerGame } | { ok: false; error: PeerFailure } {
  const invalid = (message: string) => ({ ok: false as const, error: violation("ERR_INVALID_SETUP", null, message) });
  if (!isDict(setup)) return invalid("expected setup to be an object");
  const { fields: top, unexpected } = ownFields(setup, ["players", "rules"]);
  if (unexpected !== undefined) return invalid(`unexpected field ${JSON.stringify(unexpected)} in setup`);
  if (!Array.isArray(top.players) || top.players.length < 2 || top.players.length > 8) return invalid("expected setup.players to be an array of 2 to 8 items");
  const players: PeerPlayer[] = [];
  for (let i = 0; i < top.players.length; i++) {
    const p = parsePeerPlayer(top.players[i], `setup.players[${i}]`);
    if (typeof p === "string") return invalid(p);
    players.push(p);
  }
  const rules = parsePeerRules(top.rules);
  if (typeof rules === "string") return invalid(rules);
  for (let i = 0; i < players.length; i++) {
    if (players.findIndex((q) => q.id === players[i]!.id) !== i) return invalid(`expected setup.players[${i}].id to be unique`);
    if (players.findIndex((q) => q.order === players[i]!.order) !== i) return invalid(`expected setup.players[${i}].order to be unique`);
  }
  const byId: { [id: string]: PeerPlayer } = {};
  for (const p of players) byId[p.id] = p;
  const state: PeerState = {
    eventCount: 0,
    rules,
    round: 0,
    roundActive: false,
    order: [...players].sort((a, b) => a.order - b.order).map((p) => p.id),
    ids: players.map((p) => p.id),
    players: byId,
    limitReached: false,
    timeCalled: false,
    over: false,
  };
  return { ok: true, game: { state: freeze(state, true), ledger: [] } };
}

// ---------------------------------------------------------------------------------------------------
// Events: parse, check, reduce.

function parseSource(raw: unknown): Source | string {
  if (!isDict(raw)) return `expected event.source to be an object, got ${describeValue(raw)}`;
  const { fields, unexpected } = ownFields(raw, ["kind", "by", "owner", "movedBy"]);
  if (unexpected !== undefined) return `unexpected field ${JSON.stringify(unexpected)} in event.source`;
  const { kind, by, owner, movedBy } = fields;
  switch (kind) {
    case "attack":
    case "ability":
      if (!isPlayerId(by) || owner !== undefined || movedBy !== undefined) return "expected event.source to be { kind, by }";
      return { kind, by };
    case "device":
      if (!isPlayerId(owner) || by !== undefined || (movedBy !== undefined && !isPlayerId(movedBy))) return "expected event.source to be { kind, owner, movedBy? }";
      return movedBy === undefined ? { kind, owner } : { kind, owner, movedBy };
    case "remote":
      if (!isPlayerId(owner) || by !== undefined || movedBy !== undefined) return "expected event.source to be { kind, owner }";
      return { kind, owner };
    case "obstacle":
      if (by !== undefined || (owner !== undefined && !isPlayerId(owner)) || (movedBy !== undefined && !isPlayerId(movedBy))) return "expected event.source to be { kind, owner?, movedBy? }";
      return { kind, ...(owner === undefined ? {} : { owner }), ...(movedBy === undefined ? {} : { movedBy }) };
    case "consoleFire":
    case "damageCard":
    case "hazard":
      if (by !== undefined || owner !== undefined || movedBy !== undefined) return "expected event.source to be { kind }";
      return { kind };
    default:
      return `expected event.source.kind to be a source kind, got ${describeValue(kind)}`;
  }
}

function idList(v: unknown, min: number, max: number, what: string): string[] | string {
  if (!Array.isArray(v) || v.length < min || v.length > max) return `expected ${what} to be an array of ${min} to ${max} items`;
  const out: string[] = [];
  for (const id of v as unknown[]) {
    if (!isPlayerId(id)) return `expected ${what} to hold player ids`;
    if (out.includes(id)) return `expected ${what} to name each item once`;
    out.push(id);
  }
  return out;
}

const FIELDS: { readonly [type: string]: readonly string[] } = {
  roundStarted: ["type", "order"],
  damaged: ["type", "target", "amount", "source"],
  repaired: ["type", "target", "shields", "hull"],
  destroyed: ["type", "targets"],
  fled: ["type", "target", "movedBy"],
  saved: ["type", "target", "from", "hullDamageAfter"],
  respawned: ["type", "target", "marker"],
  roundEnded: ["type"],
  timeCalled: ["type"],
};

/** An unchecked event as a typed event, or what is wrong with its shape. */
function parsePeerEvent(raw: unknown): PeerEvent | string {
  if (!isDict(raw)) return `expected event to be an object, got ${describeValue(raw)}`;
  const type = Object.hasOwn(raw, "type") ? raw.type : undefined;
  if (typeof type !== "string" || !Object.hasOwn(FIELDS, type)) return `expected event.type to be an event type, got ${describeValue(type)}`;
  const { fields: f, unexpected } = ownFields(raw, FIELDS[type]!);
  if (unexpected !== undefined) return `unexpected field ${JSON.stringify(unexpected)} in event`;
  const target = f.target;
  const needsTarget = type !== "roundStarted" && type !== "destroyed" && type !== "roundEnded" && type !== "timeCalled";
  if (needsTarget && !isPlayerId(target)) return `expected event.target to be a player id, got ${describeValue(target)}`;
  switch (type) {
    case "roundStarted": {
      if (f.order === undefined) return { type };
      const order = idList(f.order, 2, 8, "event.order");
      return typeof order === "string" ? order : { type, order };
    }
    case "damaged": {
      if (!isWhole(f.amount, 1, 1000)) return `expected event.amount to be an integer from 1 to 1000, got ${describeValue(f.amount)}`;
      const source = parseSource(f.source);
      if (typeof source === "string") return source;
      if (source.kind === "attack" && source.by === target) return "expected event.source.by to be another ship than event.target";
      return { type, target: target as string, amount: f.amount, source };
    }
    case "repaired": {
      if (f.shields !== undefined && !isWhole(f.shields, 1, 1000)) return "expected event.shields to be an integer from 1 to 1000";
      if (f.hull !== undefined && !isWhole(f.hull, 1, 1000)) return "expected event.hull to be an integer from 1 to 1000";
      if (f.shields === undefined && f.hull === undefined) return "expected event.shields or event.hull (or both)";
      return { type, target: target as string, ...(f.shields === undefined ? {} : { shields: f.shields as number }), ...(f.hull === undefined ? {} : { hull: f.hull as number }) };
    }
    case "destroyed": {
      const targets = idList(f.targets, 1, 8, "event.targets");
      return typeof targets === "string" ? targets : { type, targets };
    }
    case "fled":
      if (f.movedBy !== undefined && !isPlayerId(f.movedBy)) return "expected event.movedBy to be a player id";
      return f.movedBy === undefined ? { type, target: target as string } : { type, target: target as string, movedBy: f.movedBy };
    case "saved": {
      if (f.from !== "destruction" && f.from !== "flee") return `expected event.from to be "destruction" or "flee"`;
      if (f.hullDamageAfter === undefined) return { type, target: target as string, from: f.from };
      if (!isWhole(f.hullDamageAfter, 0, 1000)) return "expected event.hullDamageAfter to be an integer from 0 to 1000";
      if (f.from !== "destruction") return "expected event.hullDamageAfter only with a save from destruction";
      return { type, target: target as string, from: f.from, hullDamageAfter: f.hullDamageAfter };
    }
    case "respawned":
      if (![1, 2, 3, 4, "edge"].includes(f.marker as number)) return `expected event.marker to be 1, 2, 3, 4 or "edge"`;
      return { type, target: target as string, marker: f.marker as 1 | 2 | 3 | 4 | "edge" };
    case "roundEnded":
    case "timeCalled":
      return { type };
  }
  return `expected event.type to be an event type`;
}

const isDownShip = (p: PeerPlayer) => p.hullDamage >= p.hull;
const isGone = (p: PeerPlayer) => p.status === "destroyed" || p.status === "fled";

/** The ids an event names, in the order the library reports an unknown one. */
function namedIds(e: PeerEvent): { id: string; target: boolean }[] {
  switch (e.type) {
    case "roundStarted":
      return (e.order ?? []).map((id) => ({ id, target: false }));
    case "destroyed":
      return e.targets.map((id) => ({ id, target: true }));
    case "damaged": {
      const s = e.source as { by?: string; owner?: string; movedBy?: string };
      return [{ id: e.target, target: true }, ...[s.by, s.owner, s.movedBy].filter((id): id is string => id !== undefined).map((id) => ({ id, target: false }))];
    }
    case "fled":
      return [{ id: e.target, target: true }, ...(e.movedBy === undefined ? [] : [{ id: e.movedBy, target: false }])];
    case "roundEnded":
    case "timeCalled":
      return [];
    default:
      return [{ id: e.target, target: true }];
  }
}

/** The first rule `e` breaks in `state`, or undefined. */
function check(state: PeerState, e: PeerEvent, i: number): PeerFailure | undefined {
  const no = (code: string, message: string) => violation(code, i, message);
  if (state.over) return no("ERR_GAME_OVER", "expected no more events: the game ended");
  for (const { id, target } of namedIds(e)) {
    if (!Object.hasOwn(state.players, id)) return no("ERR_UNKNOWN_PLAYER", `expected a player of this game, got ${JSON.stringify(id)}${target ? "; remotes and obstacles are not targets" : ""}`);
  }
  const ship = (id: string) => state.players[id]!;
  const inPlay = (p: PeerPlayer, action: string) => (p.status === "active" ? undefined : no("ERR_NOT_IN_PLAY", `expected ${p.id} to be in play to ${action}, but it is ${p.status}`));
  const standing = (p: PeerPlayer, action: string) => inPlay(p, action) ?? (isDownShip(p) ? no("ERR_ALREADY_DOWN", `expected ${p.id} not to be down`) : undefined);
  const nobodyDown = (what: string) => {
    const down = state.ids.map(ship).find((p) => p.status === "active" && isDownShip(p));
    return down ? no("ERR_ROUND", `expected every down ship to be destroyed or saved before you ${what}; ${down.id} is down`) : undefined;
  };
  // A loss a save could still replace (Tel Trevura's needs 6 hull or more: it leaves 5 damage).
  const saveFirst = (p: PeerPlayer, from: "destruction" | "flee") =>
    state.rules.unusedSave === "refused" && p.charges[from] > 0 && !(from === "destruction" && p.pilot === "teltrevura" && p.hull < 6)
      ? no("ERR_SAVE_AVAILABLE", `expected ${p.id} to use its ${from} save first`)
      : undefined;
  const firstToRespawn = () => state.order.find((id) => isGone(ship(id)));
  switch (e.type) {
    case "roundStarted": {
      if (state.roundActive) return no("ERR_ROUND", `expected round ${state.round} to end before another starts`);
      if (e.order && e.order.length !== state.ids.length) return no("ERR_INVALID_EVENT", `expected event.order to list all ${state.ids.length} players once`);
      const first = firstToRespawn();
      return first === undefined ? undefined : no("ERR_ROUND", `expected ${first} to respawn before round ${state.round + 1} (player order)`);
    }
    case "roundEnded":
      return state.roundActive ? nobodyDown("end the round") : no("ERR_ROUND", "expected a round to be running");
    case "timeCalled":
      if (state.timeCalled) return no("ERR_ROUND", "expected time to be called once; it already was");
      return state.roundActive ? undefined : nobodyDown("end the game");
    case "damaged": {
      const broken = standing(ship(e.target), "be damaged");
      if (broken) return broken;
      if (e.source.kind === "attack" && !state.roundActive) return no("ERR_ROUND", "expected a round to be running");
      if (e.source.kind === "attack" || e.source.kind === "ability") {
        const by = ship(e.source.by);
        if (by.status !== "active") return no("ERR_NOT_IN_PLAY", `expected ${by.id} to be in play, but it is ${by.status}`);
        if (e.source.kind === "attack" && state.rules.initiative === "roadRage" && isDownShip(by)) return no("ERR_ALREADY_DOWN", `expected ${by.id} not to be down`);
      }
      return undefined;
    }
    case "repaired":
      return standing(ship(e.target), "be repaired");
    case "fled":
      return standing(ship(e.target), "flee") ?? saveFirst(ship(e.target), "flee");
    case "destroyed":
      for (const id of e.targets) {
        const p = ship(id);
        const broken = inPlay(p, "be destroyed") ?? (isDownShip(p) ? undefined : no("ERR_NOT_DOWN", `expected ${id} to be down to be destroyed`)) ?? saveFirst(p, "destruction");
        if (broken) return broken;
      }
      return undefined;
    case "saved": {
      const p = ship(e.target);
      const broken = inPlay(p, "be saved");
      if (broken) return broken;
      if (e.from === "destruction" && !isDownShip(p)) return no("ERR_NOT_DOWN", `expected ${p.id} to be down to be saved from destruction`);
      if (e.from === "flee" && isDownShip(p)) return no("ERR_ALREADY_DOWN", `expected ${p.id} not to be down`);
      if (p.charges[e.from] < 1) return no("ERR_NO_CHARGE", `expected ${p.id} to have a ${e.from} save charge left`);
      if (e.from === "flee") return undefined;
      const after = e.hullDamageAfter ?? (p.pilot === "teltrevura" ? 5 : undefined);
      if (after === undefined) return no("ERR_INVALID_EVENT", "expected event.hullDamageAfter");
      if (after >= p.hull) return no("ERR_INVALID_EVENT", `expected the save to leave ${p.id} with hull damage below its hull`);
      return undefined;
    }
    case "respawned": {
      if (state.roundActive) return no("ERR_ROUND", `expected respawn between rounds; round ${state.round} is running`);
      const p = ship(e.target);
      if (!isGone(p)) return no("ERR_NOT_REMOVED", `expected ${p.id} to be destroyed or fled to respawn`);
      const first = firstToRespawn();
      return first === p.id ? undefined : no("ERR_ROUND", `expected ${first} to respawn before ${p.id} (player order)`);
    }
  }
}

// The reducer and its scoring helpers, on immer drafts.

type Draft<T> = { -readonly [K in keyof T]: T[K] extends object ? Draft<T[K]> : T[K] };
type DState = Draft<PeerState>;
type DPlayer = Draft<PeerPlayer>;
type Post = (entry: PeerEntry) => void;

/** Who earns first damage and the kill: never the target itself. */
function creditedPlayer(source: Source, target: string, credited: PeerRules["creditedSources"], movedOntoOwnDevice: PeerRules["movedOntoOwnDevice"]): string | null {
  const other = (id: string | undefined) => (id !== undefined && id !== target ? id : null);
  switch (source.kind) {
    case "attack":
      return other(source.by);
    case "ability":
      return credited === "attacks" ? null : other(source.by);
    case "remote":
      return credited === "attacks" ? null : other(source.owner);
    case "device":
      if (credited === "attacks") return null;
      return other(source.owner) ?? (movedOntoOwnDevice === "credit" ? other(source.movedBy) : null);
    case "obstacle":
      return credited === "all" ? (other(source.owner) ?? other(source.movedBy)) : null;
    default:
      return null;
  }
}

/** Whether a destruction nobody scores costs the penalty (ruling penalised-deaths), not the bounty alone. */
function isPenalised(source: Source, target: string, rules: PeerRules): boolean {
  const deaths = rules.penalisedDeaths;
  if (source.kind === "hazard") return deaths === "allButEnemies";
  if (source.kind === "damageCard") return deaths !== "listed";
  // To blame when nobody else would be credited with every source counted, whatever creditedSources says.
  return creditedPlayer(source, target, deaths === "allButEnemies" ? "enemyShipsAndDevices" : "all", rules.movedOntoOwnDevice) === null;
}

function addVictory(d: DState, p: DPlayer, amount: number, reason: string, i: number, post: Post, subject?: string): void {
  p.victory += amount;
  post({ event: i, player: p.id, account: "victory", delta: amount, balance: p.victory, reason, ...(subject === undefined ? {} : { subject }) });
  const limit = d.rules.victoryLimit;
  if (limit !== null && p.victory >= limit) d.limitReached = true;
}

function takeVictory(d: DState, p: DPlayer, amount: number, reason: string, i: number, post: Post): void {
  const applied = d.rules.allowNegativeVictory ? amount : Math.min(amount, p.victory);
  p.victory -= applied;
  post({ event: i, player: p.id, account: "victory", delta: applied === 0 ? 0 : -applied, balance: p.victory, reason, ...(applied === amount ? {} : { nominal: -amount }) });
}

function moveBounty(p: DPlayer, delta: number, reason: string, i: number, post: Post, subject?: string): void {
  if (delta === 0) return;
  p.bounty += delta;
  post({ event: i, player: p.id, account: "bounty", delta, balance: p.bounty, reason, ...(subject === undefined ? {} : { subject }) });
}

function scoreTheKill(d: DState, killer: DPlayer, victim: DPlayer, i: number, post: Post): void {
  addVictory(d, killer, 2, "kill", i, post, victim.id);
  const claimed = victim.bounty;
  if (claimed > 0) {
    moveBounty(victim, -claimed, "bountySurrendered", i, post, killer.id);
    addVictory(d, killer, claimed, "bountyClaimed", i, post, victim.id);
  }
  moveBounty(killer, 1, "killBounty", i, post, victim.id);
  if ((killer.status === "destroyed" || killer.status === "fled") && d.rules.bountyWhileRemoved === "lost") moveBounty(killer, -1, "bountyForfeited", i, post);
}

function scoreThePenalty(d: DState, p: DPlayer, reason: string, i: number, post: Post): void {
  const owed = p.bounty;
  takeVictory(d, p, 1, reason, i, post);
  if (owed > 0) {
    takeVictory(d, p, owed, "bountyPenalty", i, post);
    moveBounty(p, -owed, "bountyLost", i, post);
  }
}

function endTheGame(d: DState, i: number, post: Post): void {
  d.over = true;
  for (const id of d.ids) {
    const p = d.players[id]!;
    if (p.bounty === 0) continue;
    const owed = p.bounty;
    moveBounty(p, -owed, "endConversion", i, post);
    addVictory(d, p, owed, "endConversion", i, post);
  }
}

function reduce(d: DState, e: PeerEvent, i: number, post: Post): void {
  d.eventCount = i + 1;
  switch (e.type) {
    case "roundStarted":
      d.round += 1;
      d.roundActive = true;
      if (e.order) d.order = [...e.order];
      for (const id of d.ids) if (d.players[id]!.status === "reserve") d.players[id]!.status = "active";
      return;
    case "roundEnded": {
      d.roundActive = false;
      const limit = d.rules.victoryLimit;
      const ends = d.timeCalled || (limit !== null && (d.rules.limitCheck === "reachedDuringRound" ? d.limitReached : d.ids.some((id) => d.players[id]!.victory >= limit)));
      if (ends) endTheGame(d, i, post);
      return;
    }
    case "timeCalled":
      d.timeCalled = true;
      if (!d.roundActive) endTheGame(d, i, post);
      return;
    case "damaged": {
      const target = d.players[e.target]!;
      const credit = creditedPlayer(e.source, target.id, d.rules.creditedSources, d.rules.movedOntoOwnDevice);
      const toShields = Math.min(e.amount, target.shields - target.shieldsLost);
      target.shieldsLost += toShields;
      target.hullDamage = Math.min(target.hull, target.hullDamage + e.amount - toShields);
      if (credit !== null && target.firstDamageOpen) {
        target.firstDamageOpen = false;
        addVictory(d, d.players[credit]!, 1, "firstDamage", i, post, target.id);
      }
      if (target.hullDamage >= target.hull) target.finalDamage = { credit, event: i, kind: e.source.kind, penalty: isPenalised(e.source, target.id, d.rules) };
      return;
    }
    case "repaired": {
      const p = d.players[e.target]!;
      p.shieldsLost = Math.max(0, p.shieldsLost - (e.shields ?? 0));
      p.hullDamage = Math.max(0, p.hullDamage - (e.hull ?? 0));
      if (d.rules.firstDamage === "renewsAtFullHealth" && p.shieldsLost === 0 && p.hullDamage === 0) p.firstDamageOpen = true;
      return;
    }
    case "destroyed": {
      const victims = e.targets.map((id) => d.players[id]!);
      const uncredited = (p: DPlayer) => (p.finalDamage!.credit === null ? 1 : 0);
      victims.sort((a, b) => uncredited(a) - uncredited(b) || a.finalDamage!.event - b.finalDamage!.event);
      for (const victim of victims) {
        const { credit, penalty } = victim.finalDamage!;
        if (credit !== null) scoreTheKill(d, d.players[credit]!, victim, i, post);
        else if (penalty) scoreThePenalty(d, victim, "destructionPenalty", i, post);
        else moveBounty(victim, -victim.bounty, "bountyLost", i, post);
        victim.status = "destroyed";
        victim.finalDamage = null;
        victim.losses += 1;
      }
      return;
    }
    case "fled": {
      const p = d.players[e.target]!;
      if (d.rules.pushedOffBoard === "penalty" || e.movedBy === undefined || e.movedBy === p.id) scoreThePenalty(d, p, "fleePenalty", i, post);
      else if (d.rules.creditedSources === "attacks") moveBounty(p, -p.bounty, "bountyLost", i, post);
      else scoreTheKill(d, d.players[e.movedBy]!, p, i, post);
      p.status = "fled";
      p.finalDamage = null;
      p.losses += 1;
      return;
    }
    case "saved": {
      const p = d.players[e.target]!;
      if (e.from === "destruction") p.hullDamage = e.hullDamageAfter ?? 5;
      p.charges[e.from] -= 1;
      p.finalDamage = null;
      // Durge's card repairs: it stays in play. Every other save goes to reserve until the next round.
      if (!(e.from === "destruction" && p.pilot === "durge-separatistalliance")) p.status = "reserve";
      return;
    }
    case "respawned": {
      const p = d.players[e.target]!;
      p.status = "active";
      p.shieldsLost = 0;
      p.hullDamage = 0;
      p.firstDamageOpen = true;
      p.charges = { ...p.maxCharges };
      return;
    }
  }
}

/** Applies one unchecked event: the store moves to the next state and the ledger grows, or nothing changes. */
export function peerTryApply(game: PeerGame, raw: unknown): PeerFailure | undefined {
  const i = game.state.eventCount;
  const e = parsePeerEvent(raw);
  if (typeof e === "string") return violation("ERR_INVALID_EVENT", i, e);
  const broken = check(game.state, e, i);
  if (broken) return broken;
  const posted: PeerEntry[] = [];
  const post: Post = (entry) => posted.push(entry);
  game.state = produce(game.state, (draft) => reduce(draft as DState, e, i, post));
  for (const entry of posted) game.ledger.push(entry);
  return undefined;
}

/** For the equality gate: the state in the library's shape (players in setup order), and the ledger. */
export function viewOfPeer(game: PeerGame): { state: unknown; ledger: readonly PeerEntry[] } {
  const s = game.state;
  return { state: { ...s, order: [...s.order], ids: [...s.ids], players: s.ids.map((id) => s.players[id]!) }, ledger: game.ledger };
}
