/**
 * A deliberately naive Aces High scorer, written straight from aces-high.txt in plain mutable
 * code. It shares nothing with src/ but the shape of the record, trusts the record to be
 * legal, and keeps only totals: it exists to disagree with the engine when the engine is wrong.
 */
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Ship {
  hull: number;
  shields: number;
  shieldsLeft: number;
  damage: number;
  where: "table" | "gone" | "fled" | "reserve";
  firstDamageScored: boolean;
  lastHitBy: string | null;
  lastHitAt: number;
  /** Whether the damage that brought the ship down costs the penalty when nobody scores it. */
  lastHitPenalised: boolean;
  victory: number;
  bounty: number;
  pilot: string;
  saveDestruction: number;
  saveFlee: number;
  startDestruction: number;
  startFlee: number;
}

export interface OracleResult {
  over: boolean;
  players: Record<string, { victory: number; bounty: number; status: string }>;
}

/** How the oracle reads the rules. */
export interface OracleOptions {
  /**
   * Resolve the kills of one destruction with the latest final damage first: the F.A.Q.'s mutual kill
   * read backwards, a deliberately wrong scorer for the conformance kit's tests.
   */
  readonly reverseKills?: boolean;
}

export function oracleScore(record: Json, options: OracleOptions = {}): OracleResult {
  const r = record.setup.rules ?? {};
  const epic = r.preset === "epicBattles";
  const limit: number | null = "victoryLimit" in r ? r.victoryLimit : 6;
  const negativeOk: boolean = r.allowNegativeVictory ?? false;
  const sources: string = r.creditedSources ?? (epic ? "enemyShipsAndDevices" : "all");
  const renewFirstDamage = (r.firstDamage ?? (epic ? "oncePerLife" : "renewsAtFullHealth")) === "renewsAtFullHealth";
  const limitAnyMoment = (r.limitCheck ?? (epic ? "totalsAtRoundEnd" : "reachedDuringRound")) === "reachedDuringRound";
  const pushCounts = (r.pushedOffBoard ?? (epic ? "penalty" : "credit")) === "credit";
  const ownDeviceIsMovers = (r.movedOntoOwnDevice ?? (epic ? "penalty" : "credit")) === "credit";
  const deaths: string = r.penalisedDeaths ?? (epic ? "allButEnemies" : "listed");
  const removedKeepsBounty = (r.bountyWhileRemoved ?? "lost") === "kept";

  const ships = new Map<string, Ship>();
  for (const p of record.setup.players) {
    const pilot = p.ship.pilot ?? "";
    let d = 0;
    let f = 0;
    if (p.ship.saves) {
      d = p.ship.saves.destruction ?? 0;
      f = p.ship.saves.flee ?? 0;
    } else if (pilot === "teltrevura" || pilot === "durge-separatistalliance") d = 1;
    else if (pilot === "moraloeval") f = 2;
    ships.set(p.id, {
      hull: p.ship.hull, shields: p.ship.shields, shieldsLeft: p.ship.shields, damage: 0, where: "table",
      firstDamageScored: false, lastHitBy: null, lastHitAt: -1, lastHitPenalised: false, victory: 0, bounty: 0, pilot,
      saveDestruction: d, saveFlee: f, startDestruction: d, startFlee: f,
    });
  }
  const S = (id: string) => ships.get(id)!;
  let inRound = false;
  let timeUp = false;
  let limitSeen = false;
  let over = false;

  const addVictory = (s: Ship, n: number) => {
    s.victory += n;
    if (limit !== null && s.victory >= limit) limitSeen = true;
  };
  const subVictory = (s: Ship, n: number) => {
    s.victory -= n;
    if (!negativeOk && s.victory < 0) s.victory = 0;
  };
  // "they lose: 1 victory, victory equal to the number of bounty on the pilot card, and all bounty"
  const penalise = (s: Ship) => {
    subVictory(s, 1);
    subVictory(s, s.bounty);
    s.bounty = 0;
  };
  // "2 victory, all bounty from the destroyed pilot card become your victory, and 1 bounty is placed on your pilot card"
  // A killer already gone, in this same destruction (F.A.Q. Vader and Soontir) or before it (its mine
  // scored), loses the new bounty at once unless bountyWhileRemoved is "kept".
  const kill = (killer: Ship, victim: Ship) => {
    addVictory(killer, 2);
    addVictory(killer, victim.bounty);
    victim.bounty = 0;
    const gone = killer.where === "gone" || killer.where === "fled";
    if (!gone || removedKeepsBounty) killer.bounty += 1;
  };
  const whoGetsIt = (source: Json, target: string): string | null => {
    let who: string | null = null;
    if (source.kind === "attack") who = source.by;
    else if (sources === "attacks") who = null;
    else if (source.kind === "ability") who = source.by;
    else if (source.kind === "remote") who = source.owner;
    else if (source.kind === "device") {
      if (source.owner !== target) who = source.owner;
      else if (ownDeviceIsMovers && source.movedBy && source.movedBy !== target) who = source.movedBy;
    } else if (source.kind === "obstacle" && sources === "all") {
      if (source.owner && source.owner !== target) who = source.owner;
      else if (source.movedBy) who = source.movedBy;
    }
    return who === target ? null : who;
  };
  // Dealt by an enemy ship (attack, ability) or its bomb, mine or remote; the victim's own mine
  // counts as the mover's when movedOntoOwnDevice is "credit".
  const byEnemy = (source: Json, target: string): boolean => {
    const other = (id: string | undefined) => id !== undefined && id !== target;
    if (source.kind === "attack" || source.kind === "ability") return other(source.by);
    if (source.kind === "remote") return other(source.owner);
    if (source.kind === "device") return other(source.owner) || (ownDeviceIsMovers && other(source.movedBy));
    return false;
  };
  // "self detonation on their own bomb or mine, fatal moving through ot overlapping an obstacle due
  // to their own maneuver, death from console fire or their ship/pilot ability"
  const listed = (source: Json, target: string): boolean => {
    if (source.kind === "consoleFire") return true;
    if (source.kind === "obstacle") return (!source.owner || source.owner === target) && (!source.movedBy || source.movedBy === target);
    return source.kind !== "hazard" && source.kind !== "damageCard" && !byEnemy(source, target);
  };
  const penalisedDeath = (source: Json, target: string): boolean => {
    if (deaths === "allButEnemies") return !byEnemy(source, target);
    return listed(source, target) || (deaths === "listedAndDamageCards" && source.kind === "damageCard");
  };
  const endGame = () => {
    over = true;
    for (const s of ships.values()) {
      addVictory(s, s.bounty);
      s.bounty = 0;
    }
  };

  record.events.forEach((e: Json, i: number) => {
    switch (e.type) {
      case "roundStarted":
        inRound = true;
        for (const s of ships.values()) if (s.where === "reserve") s.where = "table";
        break;
      case "roundEnded": {
        inRound = false;
        const someoneAtLimit = limit !== null && [...ships.values()].some((s) => s.victory >= limit);
        if (timeUp || (limitAnyMoment ? limitSeen : someoneAtLimit)) endGame();
        break;
      }
      case "timeCalled":
        timeUp = true;
        if (!inRound) endGame();
        break;
      case "damaged": {
        const s = S(e.target);
        const who = whoGetsIt(e.source, e.target);
        for (let n = 0; n < e.amount; n++) {
          if (s.shieldsLeft > 0) s.shieldsLeft -= 1;
          else if (s.damage < s.hull) s.damage += 1;
        }
        if (who !== null && !s.firstDamageScored) {
          s.firstDamageScored = true;
          addVictory(S(who), 1);
        }
        if (s.damage >= s.hull) {
          s.lastHitBy = who;
          s.lastHitAt = i;
          s.lastHitPenalised = penalisedDeath(e.source, e.target);
        }
        break;
      }
      case "repaired": {
        const s = S(e.target);
        for (let n = 0; n < (e.shields ?? 0); n++) if (s.shieldsLeft < s.shields) s.shieldsLeft += 1;
        for (let n = 0; n < (e.hull ?? 0); n++) if (s.damage > 0) s.damage -= 1;
        if (renewFirstDamage && s.damage === 0 && s.shieldsLeft === s.shields) s.firstDamageScored = false;
        break;
      }
      case "destroyed": {
        const list: string[] = [...e.targets];
        const credited = list.filter((id) => S(id).lastHitBy !== null).sort((a, b) => (S(a).lastHitAt - S(b).lastHitAt) * (options.reverseKills ? -1 : 1));
        const uncredited = list.filter((id) => S(id).lastHitBy === null).sort((a, b) => S(a).lastHitAt - S(b).lastHitAt);
        for (const id of credited) {
          const victim = S(id);
          kill(S(victim.lastHitBy!), victim);
          victim.where = "gone";
        }
        for (const id of uncredited) {
          // "In case of destruction: they lose all bounty"; the rest only for the deaths listed.
          if (S(id).lastHitPenalised) penalise(S(id));
          else S(id).bounty = 0;
          S(id).where = "gone";
        }
        break;
      }
      case "fled": {
        const s = S(e.target);
        const pushed = e.movedBy && e.movedBy !== e.target && pushCounts;
        if (pushed && sources !== "attacks") kill(S(e.movedBy), s);
        else if (pushed) s.bounty = 0;
        else penalise(s);
        s.where = "fled";
        break;
      }
      case "saved": {
        const s = S(e.target);
        if (e.from === "flee") {
          s.saveFlee -= 1;
          s.where = "reserve";
        } else {
          s.saveDestruction -= 1;
          s.damage = s.pilot === "teltrevura" && e.hullDamageAfter === undefined ? 5 : e.hullDamageAfter;
          s.lastHitBy = null;
          if (s.pilot !== "durge-separatistalliance") s.where = "reserve";
        }
        break;
      }
      case "respawned": {
        const s = S(e.target);
        s.where = "table";
        s.damage = 0;
        s.shieldsLeft = s.shields;
        s.firstDamageScored = false;
        s.saveDestruction = s.startDestruction;
        s.saveFlee = s.startFlee;
        break;
      }
    }
  });

  const players: OracleResult["players"] = {};
  const status = { table: "active", gone: "destroyed", fled: "fled", reserve: "reserve" } as const;
  for (const [id, s] of ships) players[id] = { victory: s.victory, bounty: s.bounty, status: status[s.where] };
  return { over, players };
}
