// The mutable baseline of `npm run bench`: an Aces High scorer written by hand, as plain mutable
// TypeScript, that does the work `replay` does and nothing less:
// - the record's envelope, the setup and every rule option checked as `replay` checks them;
// - the shape of each event checked (a specialised check per event type: one pass over the event's own
//   fields, each read once into a local), then the rules of the game, in the library's order, so that a
//   rejected record is rejected with the same code at the same event;
// - the same ledger entries (JSON-identical, in the same order) and the same final state;
// - every option of `AcesHighRules` under both presets.
// It keeps nothing of its input (ids are strings, a new player order is copied), so the app can change
// its objects afterwards, as with the library. It does not freeze anything and does not copy events.
//
// It is written from docs/aces-high.md and imports nothing from the library: plain objects
// per player, a Map from id to player, a switch on the event type. The immer peer (immer-peer.ts) is a
// separate implementation on purpose: the two must not share functions, so that neither's JIT feedback
// (the shapes and types each function has seen) leaks into the other's timings.

/** A rule violation: the library's `{ code, event, message }`. `event` is null for the record and the setup. */
export interface Failure {
  readonly code: string;
  readonly event: number | null;
  readonly message: string;
}

/** A ledger entry, with the library's fields in the library's order. */
export interface Entry {
  readonly event: number;
  readonly player: string;
  readonly account: "victory" | "bounty";
  readonly delta: number;
  readonly balance: number;
  readonly reason: string;
  readonly subject?: string;
  readonly nominal?: number;
}

/** The full rule set of a game: a preset with the setup's overrides. */
export interface Rules {
  preset: "community" | "epicBattles";
  victoryLimit: number | null;
  limitCheck: "reachedDuringRound" | "totalsAtRoundEnd";
  firstDamage: "renewsAtFullHealth" | "oncePerLife";
  creditedSources: "all" | "enemyShipsAndDevices" | "attacks";
  pushedOffBoard: "credit" | "penalty";
  movedOntoOwnDevice: "credit" | "penalty";
  penalisedDeaths: "listed" | "listedAndDamageCards" | "allButEnemies";
  bountyWhileRemoved: "kept" | "lost";
  unusedSave: "refused" | "penalty";
  initiative: "pilot" | "roadRage";
  allowNegativeVictory: boolean;
}

const COMMUNITY: Rules = {
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
};

const EPIC_BATTLES: Rules = {
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
};

type Status = "active" | "destroyed" | "fled" | "reserve";

/** A player and their ship. Final damage is kept in four fields rather than an object per down ship. */
export interface Player {
  readonly id: string;
  readonly order: number;
  readonly name: string | undefined;
  readonly pilot: string | undefined;
  readonly hull: number;
  readonly shields: number;
  status: Status;
  shieldsLost: number;
  hullDamage: number;
  firstDamageOpen: boolean;
  destructionCharges: number;
  fleeCharges: number;
  readonly maxDestruction: number;
  readonly maxFlee: number;
  /** Tel Trevura: a save from destruction leaves 5 hull damage when the event does not say. */
  readonly savesToFive: boolean;
  /** Durge: a save from destruction keeps the ship in play. Every other save goes to reserve. */
  readonly staysAfterSave: boolean;
  /** Whether a final damage waits for its destruction; then the four fields below hold it. */
  down: boolean;
  downCredit: Player | null;
  downEvent: number;
  downKind: string;
  downPenalty: boolean;
  victory: number;
  bounty: number;
  losses: number;
}

/** A game being scored. */
export interface Game {
  readonly rules: Rules;
  readonly players: Player[];
  readonly byId: Map<string, Player>;
  /** The current player order. */
  order: Player[];
  round: number;
  roundActive: boolean;
  limitReached: boolean;
  timeCalled: boolean;
  over: boolean;
  eventCount: number;
  readonly ledger: Entry[];
  // The rules as flags, read on every event.
  readonly limit: number | null;
  readonly limitDuringRound: boolean;
  readonly renews: boolean;
  readonly onlyAttacks: boolean;
  readonly allSources: boolean;
  readonly movedCredit: boolean;
  readonly pushPenalty: boolean;
  readonly deaths: Rules["penalisedDeaths"];
  readonly lostWhileRemoved: boolean;
  readonly refuseUnusedSave: boolean;
  readonly noSimultaneousFire: boolean;
  readonly negative: boolean;
}

export type Outcome = { readonly ok: true; readonly game: Game } | { readonly ok: false; readonly error: Failure };

type Obj = { readonly [key: string]: unknown };
const hasOwn = Object.hasOwn;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const show = (v: unknown): string => (v === undefined ? "nothing" : typeof v === "string" ? JSON.stringify(v) : Array.isArray(v) ? "an array" : typeof v === "object" && v !== null ? "an object" : String(v));
const fail = (code: string, event: number | null, message: string): Failure => ({ code, event, message });

/** Scores a record (an object or JSON text): the final game, or the first rule it breaks. */
export function tryReplayMutable(input: unknown): Outcome {
  let raw = input;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return { ok: false, error: fail("ERR_INVALID_RECORD", null, "expected JSON text") };
    }
  }
  const envelope = readEnvelope(raw);
  if ("code" in envelope) return { ok: false, error: envelope };
  const game = startGame(envelope.setup);
  if ("code" in game) return { ok: false, error: game };
  const events = envelope.events;
  const n = events.length;
  let i = 0;
  try {
    for (; i < n; i++) {
      const broken = step(game, events[i], i);
      if (broken !== undefined) return { ok: false, error: broken };
      game.eventCount = i + 1;
    }
  } catch {
    // A getter or proxy of the app that throws while its event is read.
    return { ok: false, error: fail("ERR_INVALID_EVENT", i, "expected event to be readable data: reading it threw") };
  }
  return { ok: true, game };
}

// ---------------------------------------------------------------------------------------------------
// The record and the setup.

function readEnvelope(raw: unknown): { setup: unknown; events: readonly unknown[] } | Failure {
  const bad = (message: string) => fail("ERR_INVALID_RECORD", null, message);
  if (!isObj(raw)) return bad(`expected a record object, got ${show(raw)}`);
  let mode: unknown, version: unknown, setup: unknown, events: unknown, meta: unknown;
  for (const key in raw) {
    if (!hasOwn(raw, key)) continue;
    const v = raw[key];
    if (v === undefined) continue;
    switch (key) {
      case "mode":
        mode = v;
        break;
      case "version":
        version = v;
        break;
      case "setup":
        setup = v;
        break;
      case "events":
        events = v;
        break;
      case "meta":
        meta = v;
        break;
      default:
        return bad(`unexpected field ${JSON.stringify(key)} in record`);
    }
  }
  // The setup is read as JSON data: a function, symbol, BigInt or a number JSON cannot hold is not a record.
  if (setup !== undefined && !isJsonScalarOrContainer(setup)) return bad("expected record.setup to be JSON data");
  if (mode !== undefined && !isJsonScalarOrContainer(mode)) return bad("expected record.mode to be JSON data");
  if (version !== undefined && !isJsonScalarOrContainer(version)) return bad("expected record.version to be JSON data");
  if (typeof mode !== "string" || mode === "") return bad(`expected record.mode to be a mode name, got ${show(mode)}`);
  if (version !== undefined && !(typeof version === "number" && Number.isInteger(version) && version >= 1)) return bad(`expected record.version to be a positive integer, got ${show(version)}`);
  if (setup === undefined) return bad("expected record.setup, got nothing");
  if (!Array.isArray(events)) return bad(`expected record.events to be an array, got ${show(events)}`);
  if (meta !== undefined && !isJsonData(meta, 0)) return bad("expected record.meta to be JSON data");
  if (mode !== "aces-high") return bad(`expected mode "aces-high", got ${JSON.stringify(mode)}`);
  if (version !== undefined && version !== 1) return bad(`expected record version 1, got ${String(version)}`);
  return { setup, events };
}

function isJsonScalarOrContainer(v: unknown): boolean {
  return v === null || typeof v === "string" || typeof v === "boolean" || typeof v === "object" || (typeof v === "number" && Number.isFinite(v));
}

function isJsonData(v: unknown, depth: number): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (typeof v !== "object" || depth > 99) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (v[i] === undefined || !isJsonData(v[i], depth + 1)) return false;
    return true;
  }
  for (const key in v) {
    if (!hasOwn(v, key)) continue;
    const x = (v as Obj)[key];
    if (x !== undefined && !isJsonData(x, depth + 1)) return false;
  }
  return true;
}

const PLAYER_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** The own fields of `o` that are set, or the name of the first one not in `allowed`. */
function fieldsOf(o: Obj, allowed: readonly string[]): Map<string, unknown> | string {
  const out = new Map<string, unknown>();
  for (const key in o) {
    if (!hasOwn(o, key)) continue;
    const v = o[key];
    if (v === undefined) continue;
    if (!allowed.includes(key)) return key;
    out.set(key, v);
  }
  return out;
}

const isText = (v: unknown, max: number) => typeof v === "string" && v.length > 0 && v.length <= max;

interface PlayerSpec {
  id: string;
  order: number;
  name: string | undefined;
  hull: number;
  shields: number;
  pilot: string | undefined;
  destruction: number;
  flee: number;
}

/** The game before any event, or the setup's violation. */
export function startGame(setup: unknown): Game | Failure {
  const bad = (message: string) => fail("ERR_INVALID_SETUP", null, message);
  if (!isObj(setup)) return bad(`expected setup to be an object, got ${show(setup)}`);
  const top = fieldsOf(setup, ["players", "rules"]);
  if (typeof top === "string") return bad(`unexpected field ${JSON.stringify(top)} in setup`);
  const list = top.get("players");
  if (!Array.isArray(list) || list.length < 2 || list.length > 8) return bad("expected setup.players to be an array of 2 to 8 items");
  const specs: PlayerSpec[] = [];
  for (let i = 0; i < list.length; i++) {
    const spec = readPlayer(list[i]);
    if (typeof spec === "string") return bad(`setup.players[${i}]: ${spec}`);
    specs.push(spec);
  }
  const rules = readRules(top.get("rules"));
  if (typeof rules === "string") return bad(`setup.rules: ${rules}`);
  for (let i = 0; i < specs.length; i++) {
    const p = specs[i]!;
    for (let j = 0; j < i; j++) {
      if (specs[j]!.id === p.id) return bad(`expected setup.players[${i}].id to be unique`);
      if (specs[j]!.order === p.order) return bad(`expected setup.players[${i}].order to be unique`);
    }
  }
  const players = specs.map(newPlayer);
  const byId = new Map<string, Player>();
  for (const p of players) byId.set(p.id, p);
  const limit = rules.victoryLimit;
  return {
    rules,
    players,
    byId,
    order: [...players].sort((a, b) => a.order - b.order),
    round: 0,
    roundActive: false,
    limitReached: false,
    timeCalled: false,
    over: false,
    eventCount: 0,
    ledger: [],
    limit,
    limitDuringRound: rules.limitCheck === "reachedDuringRound",
    renews: rules.firstDamage === "renewsAtFullHealth",
    onlyAttacks: rules.creditedSources === "attacks",
    allSources: rules.creditedSources === "all",
    movedCredit: rules.movedOntoOwnDevice === "credit",
    pushPenalty: rules.pushedOffBoard === "penalty",
    deaths: rules.penalisedDeaths,
    lostWhileRemoved: rules.bountyWhileRemoved === "lost",
    refuseUnusedSave: rules.unusedSave === "refused",
    noSimultaneousFire: rules.initiative === "roadRage",
    negative: rules.allowNegativeVictory,
  };
}

function readPlayer(raw: unknown): PlayerSpec | string {
  if (!isObj(raw)) return "expected an object";
  const f = fieldsOf(raw, ["id", "order", "name", "ship"]);
  if (typeof f === "string") return `unexpected field ${JSON.stringify(f)}`;
  const id = f.get("id");
  if (typeof id !== "string" || !PLAYER_ID.test(id)) return "expected a player id";
  const order = f.get("order");
  if (!isInt(order, 1, 99)) return "expected an order number from 1 to 99";
  const name = f.get("name");
  if (name !== undefined && !isText(name, 200)) return "expected a name of 1 to 200 characters";
  const ship = f.get("ship");
  if (!isObj(ship)) return "expected a ship";
  const s = fieldsOf(ship, ["hull", "shields", "pilot", "ship", "initiative", "points", "saves", "upgrades"]);
  if (typeof s === "string") return `unexpected field ${JSON.stringify(s)} in ship`;
  const hull = s.get("hull");
  if (!isInt(hull, 1, 1000)) return "expected ship.hull from 1 to 1000";
  const shields = s.get("shields");
  if (!isInt(shields, 0, 1000)) return "expected ship.shields from 0 to 1000";
  const pilot = s.get("pilot");
  if (pilot !== undefined && !isText(pilot, 100)) return "expected ship.pilot to be an XWS pilot id";
  const shipId = s.get("ship");
  if (shipId !== undefined && !isText(shipId, 100)) return "expected ship.ship to be an XWS ship id";
  const initiative = s.get("initiative");
  if (initiative !== undefined && !isInt(initiative, 0, 1000)) return "expected ship.initiative from 0 to 1000";
  const points = s.get("points");
  if (points !== undefined && !isInt(points, 0, 1000)) return "expected ship.points from 0 to 1000";
  const upgrades = s.get("upgrades");
  if (upgrades !== undefined) {
    if (!isObj(upgrades)) return "expected ship.upgrades to be an object";
    for (const slot in upgrades) {
      if (!hasOwn(upgrades, slot)) continue;
      const ids = upgrades[slot];
      if (ids === undefined) continue;
      if (!Array.isArray(ids) || ids.length > 20) return `expected ship.upgrades.${slot} to be an array of 0 to 20 items`;
      for (const u of ids) if (!isText(u, 100)) return `expected ship.upgrades.${slot} to hold upgrade ids`;
    }
  }
  let destruction = 0;
  let flee = 0;
  const saves = s.get("saves");
  if (saves === undefined) {
    // The pilots whose card saves them, and their charges.
    if (pilot === "teltrevura" || pilot === "durge-separatistalliance") destruction = 1;
    else if (pilot === "moraloeval") flee = 2;
  } else {
    if (!isObj(saves)) return "expected ship.saves to be an object";
    const c = fieldsOf(saves, ["destruction", "flee"]);
    if (typeof c === "string") return `unexpected field ${JSON.stringify(c)} in ship.saves`;
    const d = c.get("destruction");
    const fl = c.get("flee");
    if (d !== undefined && !isInt(d, 0, 99)) return "expected ship.saves.destruction from 0 to 99";
    if (fl !== undefined && !isInt(fl, 0, 99)) return "expected ship.saves.flee from 0 to 99";
    destruction = d ?? 0;
    flee = fl ?? 0;
  }
  return { id, order, name: name as string | undefined, hull, shields, pilot: pilot as string | undefined, destruction, flee };
}

const RULE_VALUES: { readonly [option: string]: readonly unknown[] } = {
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

function readRules(raw: unknown): Rules | string {
  if (raw === undefined) return { ...COMMUNITY };
  if (!isObj(raw)) return "expected an object";
  const given = fieldsOf(raw, [...Object.keys(RULE_VALUES), "victoryLimit"]);
  if (typeof given === "string") return `unexpected field ${JSON.stringify(given)}`;
  for (const [option, value] of given) {
    if (option === "victoryLimit" ? !(value === null || isInt(value, 1, 1000)) : !RULE_VALUES[option]!.includes(value)) return `unexpected value of ${option}`;
  }
  // Every option given overrides the preset's value, whatever the preset.
  const rules: Rules = { ...(given.get("preset") === "epicBattles" ? EPIC_BATTLES : COMMUNITY) };
  for (const [option, value] of given) (rules as unknown as Record<string, unknown>)[option] = value;
  return rules;
}

function newPlayer(s: PlayerSpec): Player {
  return {
    id: s.id,
    order: s.order,
    name: s.name,
    pilot: s.pilot,
    hull: s.hull,
    shields: s.shields,
    status: "active",
    shieldsLost: 0,
    hullDamage: 0,
    firstDamageOpen: true,
    destructionCharges: s.destruction,
    fleeCharges: s.flee,
    maxDestruction: s.destruction,
    maxFlee: s.flee,
    savesToFive: s.pilot === "teltrevura",
    staysAfterSave: s.pilot === "durge-separatistalliance",
    down: false,
    downCredit: null,
    downEvent: -1,
    downKind: "",
    downPenalty: false,
    victory: 0,
    bounty: 0,
    losses: 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// Events: shape, then the rules, then the score. Each function checks its own fields in one pass.

const shape = (i: number, message: string) => fail("ERR_INVALID_EVENT", i, message);
const unexpected = (i: number, key: string) => shape(i, `unexpected field ${JSON.stringify(key)} in event`);

function step(g: Game, e: unknown, i: number): Failure | undefined {
  if (typeof e !== "object" || e === null || Array.isArray(e)) return shape(i, `expected event to be an object, got ${show(e)}`);
  const type = hasOwn(e, "type") ? (e as Obj).type : undefined;
  switch (type) {
    case "damaged":
      return damaged(g, e as Obj, i);
    case "destroyed":
      return destroyed(g, e as Obj, i);
    case "roundStarted":
      return roundStarted(g, e as Obj, i);
    case "roundEnded":
      return roundEnded(g, e as Obj, i);
    case "respawned":
      return respawned(g, e as Obj, i);
    case "repaired":
      return repaired(g, e as Obj, i);
    case "fled":
      return fled(g, e as Obj, i);
    case "saved":
      return saved(g, e as Obj, i);
    case "timeCalled":
      return timeCalled(g, e as Obj, i);
    default:
      return shape(i, `expected event.type to be an event type, got ${show(type)}`);
  }
}

/** Checked after the shape, before anything else. */
function gameOver(g: Game, i: number): Failure | undefined {
  return g.over ? fail("ERR_GAME_OVER", i, `expected no more events: the game ended (${g.timeCalled ? "time was called" : "the victory limit was reached"})`) : undefined;
}

function unknownPlayer(i: number, id: string, target: boolean): Failure {
  return fail("ERR_UNKNOWN_PLAYER", i, `expected a player of this game, got ${JSON.stringify(id)}${target ? "; remotes and obstacles are not targets" : ""}`);
}

function notInPlay(i: number, p: Player, action: string): Failure {
  return fail("ERR_NOT_IN_PLAY", i, `expected ${p.id} to be in play to ${action}, but it is ${p.status}`);
}

/** In play and not down. */
function standing(p: Player, i: number, action: string): Failure | undefined {
  if (p.status !== "active") return notInPlay(i, p, action);
  if (p.hullDamage >= p.hull) return fail("ERR_ALREADY_DOWN", i, `expected ${p.id} not to be down: a down ship can only be destroyed or saved`);
  return undefined;
}

/** A loss that a save could still replace is refused unless the rules let the player decline it. */
function saveFirst(g: Game, p: Player, i: number, from: "destruction" | "flee"): Failure | undefined {
  if (!g.refuseUnusedSave) return undefined;
  const left = from === "destruction" ? p.destructionCharges : p.fleeCharges;
  // Tel Trevura's save leaves 5 hull damage: with 5 hull or less it cannot be made.
  const possible = left > 0 && !(from === "destruction" && p.savesToFive && p.hull < 6);
  return possible ? fail("ERR_SAVE_AVAILABLE", i, `expected ${p.id} to use its ${from} save first (${left} left): record saved`) : undefined;
}

function noRound(i: number): Failure {
  return fail("ERR_ROUND", i, "expected a round to be running; no round has started since the last ended");
}

/** A round or the game cannot end while a down ship waits for its destruction or save. */
function unresolved(g: Game, i: number, what: string): Failure | undefined {
  for (const p of g.players) {
    if (p.status === "active" && p.hullDamage >= p.hull) return fail("ERR_ROUND", i, `expected every down ship to be destroyed or saved before you ${what}; ${p.id} is down`);
  }
  return undefined;
}

/** The first destroyed or fled ship in player order must respawn before anything else (`next` may be it). */
function respawnFirst(g: Game, i: number, what: string, next: Player | null): Failure | undefined {
  for (const p of g.order) {
    if (p.status === "destroyed" || p.status === "fled") return p === next ? undefined : fail("ERR_ROUND", i, `expected ${p.id} to respawn before ${what} (player order)`);
  }
  return undefined;
}

// -- damaged

function damaged(g: Game, e: Obj, i: number): Failure | undefined {
  let target: unknown, amount: unknown, source: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    switch (key) {
      case "type":
        break;
      case "target":
        target = v;
        break;
      case "amount":
        amount = v;
        break;
      case "source":
        source = v;
        break;
      default:
        return unexpected(i, key);
    }
  }
  if (!isId(target)) return shape(i, `expected event.target to be a player id, got ${show(target)}`);
  if (!isInt(amount, 1, 1000)) return shape(i, `expected event.amount to be an integer from 1 to 1000, got ${show(amount)}`);
  if (!isObj(source)) return shape(i, `expected event.source to be an object, got ${show(source)}`);
  let kind: unknown, by: unknown, owner: unknown, movedBy: unknown;
  for (const key in source) {
    if (!hasOwn(source, key)) continue;
    const v = source[key];
    if (v === undefined) continue;
    switch (key) {
      case "kind":
        kind = v;
        break;
      case "by":
        by = v;
        break;
      case "owner":
        owner = v;
        break;
      case "movedBy":
        movedBy = v;
        break;
      default:
        return shape(i, `unexpected field ${JSON.stringify(key)} in event.source`);
    }
  }
  // Which fields each kind takes: by (attack, ability), owner (device, remote; optional for obstacles),
  // movedBy (device, obstacle; optional); console fire, damage cards and hazards take none.
  switch (kind) {
    case "attack":
    case "ability":
      if (!isId(by)) return shape(i, `expected event.source.by to be a player id, got ${show(by)}`);
      if (owner !== undefined || movedBy !== undefined) return shape(i, `unexpected field ${owner !== undefined ? '"owner"' : '"movedBy"'} in event.source`);
      if (kind === "attack" && by === target) return shape(i, "expected event.source.by to be another ship than event.target");
      break;
    case "device":
    case "remote":
      if (!isId(owner)) return shape(i, `expected event.source.owner to be a player id, got ${show(owner)}`);
      if (by !== undefined || (kind === "remote" && movedBy !== undefined)) return shape(i, "unexpected field in event.source");
      if (movedBy !== undefined && !isId(movedBy)) return shape(i, `expected event.source.movedBy to be a player id, got ${show(movedBy)}`);
      break;
    case "obstacle":
      if (by !== undefined) return shape(i, `unexpected field "by" in event.source`);
      if (owner !== undefined && !isId(owner)) return shape(i, `expected event.source.owner to be a player id, got ${show(owner)}`);
      if (movedBy !== undefined && !isId(movedBy)) return shape(i, `expected event.source.movedBy to be a player id, got ${show(movedBy)}`);
      break;
    case "consoleFire":
    case "damageCard":
    case "hazard":
      if (by !== undefined || owner !== undefined || movedBy !== undefined) return shape(i, "unexpected field in event.source");
      break;
    default:
      return shape(i, `expected event.source.kind to be a source kind, got ${show(kind)}`);
  }
  const over = gameOver(g, i);
  if (over) return over;
  const t = g.byId.get(target);
  if (t === undefined) return unknownPlayer(i, target, true);
  const byP = by === undefined ? undefined : g.byId.get(by as string);
  if (by !== undefined && byP === undefined) return unknownPlayer(i, by as string, false);
  const ownerP = owner === undefined ? undefined : g.byId.get(owner as string);
  if (owner !== undefined && ownerP === undefined) return unknownPlayer(i, owner as string, false);
  const moverP = movedBy === undefined ? undefined : g.byId.get(movedBy as string);
  if (movedBy !== undefined && moverP === undefined) return unknownPlayer(i, movedBy as string, false);
  const broken = standing(t, i, "be damaged");
  if (broken) return broken;
  if (kind === "attack" && !g.roundActive) return noRound(i);
  if (byP !== undefined && byP.status !== "active") return fail("ERR_NOT_IN_PLAY", i, `expected the ${kind === "attack" ? "attacker" : "ability's ship"} ${byP.id} to be in play, but it is ${byP.status}`);
  // ROAD RAGE: no simultaneous fire, "except for special abilities": a down ship attacks no more.
  if (kind === "attack" && g.noSimultaneousFire && byP !== undefined && byP.hullDamage >= byP.hull) return fail("ERR_ALREADY_DOWN", i, `expected ${byP.id} not to be down: a down ship can only be destroyed or saved`);

  // Credit: who earns first damage and the kill. Never the target itself.
  let credit: Player | null = null;
  // Blame: whether the target is to blame for its death when nobody scores it (ruling penalised-deaths).
  let blamed: boolean;
  const ownerOther = ownerP !== undefined && ownerP !== t ? ownerP : null;
  const moverOther = moverP !== undefined && moverP !== t ? moverP : null;
  switch (kind) {
    case "attack":
      credit = byP!;
      blamed = false;
      break;
    case "ability":
      if (byP !== t && !g.onlyAttacks) credit = byP!;
      blamed = byP === t;
      break;
    case "remote":
      if (!g.onlyAttacks) credit = ownerOther;
      blamed = ownerOther === null;
      break;
    case "device": {
      const mover = g.movedCredit ? moverOther : null;
      if (!g.onlyAttacks) credit = ownerOther ?? mover;
      blamed = ownerOther === null && mover === null;
      break;
    }
    case "obstacle":
      if (g.allSources) credit = ownerOther ?? moverOther;
      blamed = g.deaths === "allButEnemies" || (ownerOther === null && moverOther === null);
      break;
    case "damageCard":
      blamed = g.deaths !== "listed";
      break;
    case "hazard":
      blamed = g.deaths === "allButEnemies";
      break;
    default: // consoleFire
      blamed = true;
  }
  // Shields first, then hull; damage past the last hull point is lost.
  const shieldsLeft = t.shields - t.shieldsLost;
  const toShields = amount < shieldsLeft ? amount : shieldsLeft;
  t.shieldsLost += toShields;
  const hullDamage = t.hullDamage + amount - toShields;
  t.hullDamage = hullDamage < t.hull ? hullDamage : t.hull;
  if (credit !== null && t.firstDamageOpen) {
    t.firstDamageOpen = false;
    gain(g, credit, 1, "firstDamage", t.id, i);
  }
  if (t.hullDamage >= t.hull) {
    t.down = true;
    t.downCredit = credit;
    t.downEvent = i;
    t.downKind = kind;
    t.downPenalty = blamed;
  }
  return undefined;
}

// -- destroyed

function destroyed(g: Game, e: Obj, i: number): Failure | undefined {
  let targets: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    if (key === "targets") targets = v;
    else if (key !== "type") return unexpected(i, key);
  }
  if (!Array.isArray(targets) || targets.length < 1 || targets.length > 8) return shape(i, "expected event.targets to be an array of 1 to 8 items");
  const n = targets.length;
  for (let k = 0; k < n; k++) {
    const id: unknown = targets[k];
    if (!isId(id)) return shape(i, `expected event.targets[${k}] to be a player id, got ${show(id)}`);
    for (let j = 0; j < k; j++) if (targets[j] === id) return shape(i, `expected event.targets to name each item once; ${show(id)} is repeated`);
  }
  const over = gameOver(g, i);
  if (over) return over;
  const victims: Player[] = [];
  for (let k = 0; k < n; k++) {
    const p = g.byId.get(targets[k] as string);
    if (p === undefined) return unknownPlayer(i, targets[k] as string, true);
    victims.push(p);
  }
  for (const p of victims) {
    if (p.status !== "active") return notInPlay(i, p, "be destroyed");
    if (p.hullDamage < p.hull) return fail("ERR_NOT_DOWN", i, `expected ${p.id} to be down (hull damage ${p.hullDamage} of hull ${p.hull}) to be destroyed`);
    const unused = saveFirst(g, p, i, "destruction");
    if (unused) return unused;
  }
  // Kills credited to opponents first, in the order their final damage was dealt; then the others.
  if (n > 1) victims.sort((a, b) => (a.downCredit === null ? 1 : 0) - (b.downCredit === null ? 1 : 0) || a.downEvent - b.downEvent);
  for (const v of victims) {
    const killer = v.downCredit;
    if (killer !== null) kill(g, killer, v, i);
    else if (v.downPenalty) penalty(g, v, "destructionPenalty", i);
    else loseBounty(g, v, i);
    v.status = "destroyed";
    clearDown(v);
    v.losses += 1;
  }
  return undefined;
}

function clearDown(p: Player): void {
  p.down = false;
  p.downCredit = null;
  p.downEvent = -1;
  p.downKind = "";
  p.downPenalty = false;
}

// -- fled

function fled(g: Game, e: Obj, i: number): Failure | undefined {
  let target: unknown, movedBy: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    if (key === "target") target = v;
    else if (key === "movedBy") movedBy = v;
    else if (key !== "type") return unexpected(i, key);
  }
  if (!isId(target)) return shape(i, `expected event.target to be a player id, got ${show(target)}`);
  if (movedBy !== undefined && !isId(movedBy)) return shape(i, `expected event.movedBy to be a player id, got ${show(movedBy)}`);
  const over = gameOver(g, i);
  if (over) return over;
  const p = g.byId.get(target);
  if (p === undefined) return unknownPlayer(i, target, true);
  const by = movedBy === undefined ? undefined : g.byId.get(movedBy as string);
  if (movedBy !== undefined && by === undefined) return unknownPlayer(i, movedBy as string, false);
  const broken = standing(p, i, "flee") ?? saveFirst(g, p, i, "flee");
  if (broken) return broken;
  // Pushed off the board by another player: that player's kill (ruling pushed-off-board), unless the
  // preset says penalty; when only attacks score, nobody scores it and the ship loses its bounty only.
  if (g.pushPenalty || by === undefined || by === p) penalty(g, p, "fleePenalty", i);
  else if (g.onlyAttacks) loseBounty(g, p, i);
  else kill(g, by, p, i);
  p.status = "fled";
  clearDown(p);
  p.losses += 1;
  return undefined;
}

// -- saved

function saved(g: Game, e: Obj, i: number): Failure | undefined {
  let target: unknown, from: unknown, after: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    if (key === "target") target = v;
    else if (key === "from") from = v;
    else if (key === "hullDamageAfter") after = v;
    else if (key !== "type") return unexpected(i, key);
  }
  if (!isId(target)) return shape(i, `expected event.target to be a player id, got ${show(target)}`);
  if (from !== "destruction" && from !== "flee") return shape(i, `expected event.from to be "destruction" or "flee", got ${show(from)}`);
  if (after !== undefined && !isInt(after, 0, 1000)) return shape(i, `expected event.hullDamageAfter to be an integer from 0 to 1000, got ${show(after)}`);
  if (after !== undefined && from !== "destruction") return shape(i, "expected event.hullDamageAfter only with a save from destruction");
  const over = gameOver(g, i);
  if (over) return over;
  const p = g.byId.get(target);
  if (p === undefined) return unknownPlayer(i, target, true);
  if (p.status !== "active") return notInPlay(i, p, "be saved");
  const down = p.hullDamage >= p.hull;
  if (from === "destruction") {
    if (!down) return fail("ERR_NOT_DOWN", i, `expected ${p.id} to be down to be saved from destruction`);
    if (p.destructionCharges < 1) return fail("ERR_NO_CHARGE", i, `expected ${p.id} to have a destruction save charge left; it has none`);
    const hullDamage = after !== undefined ? (after as number) : p.savesToFive ? 5 : -1;
    if (hullDamage < 0) return shape(i, `expected event.hullDamageAfter: the outcome of ${p.pilot ?? p.id}'s save is not known`);
    if (hullDamage >= p.hull) return shape(i, `expected the save to leave ${p.id} with hull damage below its hull ${p.hull}, got ${hullDamage}`);
    // The save replaces the destruction: nobody scores, nobody is penalised (F.A.Q. Tel Trevura).
    p.hullDamage = hullDamage;
    p.destructionCharges -= 1;
    clearDown(p);
    if (!p.staysAfterSave) p.status = "reserve";
  } else {
    if (down) return fail("ERR_ALREADY_DOWN", i, `expected ${p.id} not to be down: a down ship is destroyed, not fled`);
    if (p.fleeCharges < 1) return fail("ERR_NO_CHARGE", i, `expected ${p.id} to have a flee save charge left; it has none`);
    p.fleeCharges -= 1;
    clearDown(p);
    p.status = "reserve";
  }
  return undefined;
}

// -- repaired

function repaired(g: Game, e: Obj, i: number): Failure | undefined {
  let target: unknown, shields: unknown, hull: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    if (key === "target") target = v;
    else if (key === "shields") shields = v;
    else if (key === "hull") hull = v;
    else if (key !== "type") return unexpected(i, key);
  }
  if (!isId(target)) return shape(i, `expected event.target to be a player id, got ${show(target)}`);
  if (shields !== undefined && !isInt(shields, 1, 1000)) return shape(i, `expected event.shields to be an integer from 1 to 1000, got ${show(shields)}`);
  if (hull !== undefined && !isInt(hull, 1, 1000)) return shape(i, `expected event.hull to be an integer from 1 to 1000, got ${show(hull)}`);
  if (shields === undefined && hull === undefined) return shape(i, "expected event.shields or event.hull (or both)");
  const over = gameOver(g, i);
  if (over) return over;
  const p = g.byId.get(target);
  if (p === undefined) return unknownPlayer(i, target, true);
  const broken = standing(p, i, "be repaired");
  if (broken) return broken;
  // Never past full.
  if (shields !== undefined) p.shieldsLost = Math.max(0, p.shieldsLost - (shields as number));
  if (hull !== undefined) p.hullDamage = Math.max(0, p.hullDamage - (hull as number));
  // F.A.Q.: "Every time you fully repair yourself, your opponent will receive victory points for dealing damage."
  if (g.renews && p.shieldsLost === 0 && p.hullDamage === 0) p.firstDamageOpen = true;
  return undefined;
}

// -- respawned

function respawned(g: Game, e: Obj, i: number): Failure | undefined {
  let target: unknown, marker: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    if (key === "target") target = v;
    else if (key === "marker") marker = v;
    else if (key !== "type") return unexpected(i, key);
  }
  if (!isId(target)) return shape(i, `expected event.target to be a player id, got ${show(target)}`);
  if (marker !== 1 && marker !== 2 && marker !== 3 && marker !== 4 && marker !== "edge") return shape(i, `expected event.marker to be 1, 2, 3, 4 or "edge", got ${show(marker)}`);
  const over = gameOver(g, i);
  if (over) return over;
  const p = g.byId.get(target);
  if (p === undefined) return unknownPlayer(i, target, true);
  if (g.roundActive) return fail("ERR_ROUND", i, `expected respawn between rounds; round ${g.round} is running`);
  if (p.status !== "destroyed" && p.status !== "fled") return fail("ERR_NOT_REMOVED", i, `expected ${p.id} to be destroyed or fled to respawn, but it is ${p.status}`);
  const first = respawnFirst(g, i, p.id, p);
  if (first) return first;
  // "The ship respawns with full health and a full set of charges."
  p.status = "active";
  p.shieldsLost = 0;
  p.hullDamage = 0;
  p.firstDamageOpen = true;
  p.destructionCharges = p.maxDestruction;
  p.fleeCharges = p.maxFlee;
  return undefined;
}

// -- rounds and time

function roundStarted(g: Game, e: Obj, i: number): Failure | undefined {
  let order: unknown;
  for (const key in e) {
    if (!hasOwn(e, key)) continue;
    const v = e[key];
    if (v === undefined) continue;
    if (key === "order") order = v;
    else if (key !== "type") return unexpected(i, key);
  }
  if (order !== undefined) {
    if (!Array.isArray(order) || order.length < 2 || order.length > 8) return shape(i, "expected event.order to be an array of 2 to 8 items");
    for (let k = 0; k < order.length; k++) {
      const id: unknown = order[k];
      if (!isId(id)) return shape(i, `expected event.order[${k}] to be a player id, got ${show(id)}`);
      for (let j = 0; j < k; j++) if (order[j] === id) return shape(i, `expected event.order to name each item once; ${show(id)} is repeated`);
    }
  }
  const over = gameOver(g, i);
  if (over) return over;
  let next: Player[] | undefined;
  if (order !== undefined) {
    next = [];
    for (const id of order as string[]) {
      const p = g.byId.get(id);
      if (p === undefined) return unknownPlayer(i, id, false);
      next.push(p);
    }
  }
  if (g.roundActive) return fail("ERR_ROUND", i, `expected round ${g.round} to end before another starts`);
  if (next !== undefined && next.length !== g.players.length) return shape(i, `expected event.order to list all ${g.players.length} players once, got ${next.length}`);
  const first = respawnFirst(g, i, `round ${g.round + 1}`, null);
  if (first) return first;
  g.round += 1;
  g.roundActive = true;
  if (next !== undefined) g.order = next;
  // Saved ships come back at the start of the next round.
  for (const p of g.players) if (p.status === "reserve") p.status = "active";
  return undefined;
}

/** roundEnded and timeCalled take no fields. */
function noFields(e: Obj, i: number): Failure | undefined {
  for (const key in e) {
    if (hasOwn(e, key) && e[key] !== undefined && key !== "type") return unexpected(i, key);
  }
  return undefined;
}

function roundEnded(g: Game, e: Obj, i: number): Failure | undefined {
  const broken = noFields(e, i) ?? gameOver(g, i);
  if (broken) return broken;
  if (!g.roundActive) return noRound(i);
  const down = unresolved(g, i, "end the round");
  if (down) return down;
  g.roundActive = false;
  if (g.timeCalled || (g.limit !== null && (g.limitDuringRound ? g.limitReached : g.players.some((p) => p.victory >= g.limit!)))) endGame(g, i);
  return undefined;
}

function timeCalled(g: Game, e: Obj, i: number): Failure | undefined {
  const broken = noFields(e, i) ?? gameOver(g, i);
  if (broken) return broken;
  if (g.timeCalled) return fail("ERR_ROUND", i, "expected time to be called once; it already was");
  if (!g.roundActive) {
    const down = unresolved(g, i, "end the game");
    if (down) return down;
  }
  g.timeCalled = true;
  // Called between rounds: no round is left to play out (ruling time-between-rounds).
  if (!g.roundActive) endGame(g, i);
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// The score and its ledger.

function gain(g: Game, p: Player, amount: number, reason: string, subject: string | undefined, i: number): void {
  p.victory += amount;
  g.ledger.push(subject === undefined ? { event: i, player: p.id, account: "victory", delta: amount, balance: p.victory, reason } : { event: i, player: p.id, account: "victory", delta: amount, balance: p.victory, reason, subject });
  if (g.limit !== null && p.victory >= g.limit) g.limitReached = true;
}

/** Victory lost; clamped at 0 unless negative victory is allowed, the clamped loss posted as `nominal`. */
function lose(g: Game, p: Player, amount: number, reason: string, i: number): void {
  const applied = g.negative || amount <= p.victory ? amount : p.victory;
  p.victory -= applied;
  const delta = applied === 0 ? 0 : -applied; // no -0 in the ledger
  g.ledger.push(applied === amount ? { event: i, player: p.id, account: "victory", delta, balance: p.victory, reason } : { event: i, player: p.id, account: "victory", delta, balance: p.victory, reason, nominal: -amount });
}

function bounty(g: Game, p: Player, delta: number, reason: string, subject: string | undefined, i: number): void {
  p.bounty += delta;
  g.ledger.push(subject === undefined ? { event: i, player: p.id, account: "bounty", delta, balance: p.bounty, reason } : { event: i, player: p.id, account: "bounty", delta, balance: p.bounty, reason, subject });
}

/** "2 victory, all bounty from the destroyed pilot card become your victory, and 1 bounty is placed on your pilot card." */
function kill(g: Game, killer: Player, victim: Player, i: number): void {
  gain(g, killer, 2, "kill", victim.id, i);
  const b = victim.bounty;
  if (b > 0) {
    bounty(g, victim, -b, "bountySurrendered", killer.id, i);
    gain(g, killer, b, "bountyClaimed", victim.id, i);
  }
  bounty(g, killer, 1, "killBounty", victim.id, i);
  // A killer already removed (earlier in the same destruction or before it) loses it at once (F.A.Q.
  // mutual destruction), unless the option keeps it until a destruction takes it (ruling bounty-while-removed).
  if ((killer.status === "destroyed" || killer.status === "fled") && g.lostWhileRemoved) bounty(g, killer, -1, "bountyForfeited", undefined, i);
}

/** "they lose: 1 victory, victory equal to the number of bounty on the pilot card, and all bounty." */
function penalty(g: Game, p: Player, reason: string, i: number): void {
  const b = p.bounty;
  lose(g, p, 1, reason, i);
  if (b > 0) {
    lose(g, p, b, "bountyPenalty", i);
    bounty(g, p, -b, "bountyLost", undefined, i);
  }
}

/** "In case of destruction: they lose all bounty." */
function loseBounty(g: Game, p: Player, i: number): void {
  if (p.bounty !== 0) bounty(g, p, -p.bounty, "bountyLost", undefined, i);
}

/** "All bounty remaining on the pilot card at the end of the game become victory." */
function endGame(g: Game, i: number): void {
  g.over = true;
  for (const p of g.players) {
    const b = p.bounty;
    if (b === 0) continue;
    bounty(g, p, -b, "endConversion", undefined, i);
    gain(g, p, b, "endConversion", undefined, i);
  }
}

// ---------------------------------------------------------------------------------------------------
// For the equality gate: the game in the library's state shape (not used while timing).

/** The game as the library's state holds it (without `mode` and `ledger`), and the ledger. */
export function viewOfMutable(g: Game): { state: unknown; ledger: readonly Entry[] } {
  const players = g.players.map((p) => ({
    id: p.id,
    order: p.order,
    ...(p.name === undefined ? {} : { name: p.name }),
    ...(p.pilot === undefined ? {} : { pilot: p.pilot }),
    hull: p.hull,
    shields: p.shields,
    status: p.status,
    shieldsLost: p.shieldsLost,
    hullDamage: p.hullDamage,
    firstDamageOpen: p.firstDamageOpen,
    charges: { destruction: p.destructionCharges, flee: p.fleeCharges },
    maxCharges: { destruction: p.maxDestruction, flee: p.maxFlee },
    finalDamage: p.down ? { credit: p.downCredit === null ? null : p.downCredit.id, event: p.downEvent, kind: p.downKind, penalty: p.downPenalty } : null,
    victory: p.victory,
    bounty: p.bounty,
    losses: p.losses,
  }));
  return {
    state: {
      eventCount: g.eventCount,
      rules: { ...g.rules },
      round: g.round,
      roundActive: g.roundActive,
      order: g.order.map((p) => p.id),
      ids: g.players.map((p) => p.id),
      players,
      limitReached: g.limitReached,
      timeCalled: g.timeCalled,
      over: g.over,
    },
    ledger: g.ledger,
  };
}
