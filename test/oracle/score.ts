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

export function oracleScore(record: Json): OracleResult {
  const r = record.setup.rules ?? {};
  const epic = r.preset === "epicBattles";
  const limit: number | null = "victoryLimit" in r ? r.victoryLimit : 6;
  const negativeOk: boolean = r.allowNegativeVictory ?? false;
  const sources: string = r.creditedSources ?? (epic ? "enemyShipsAndDevices" : "all");
  const renewFirstDamage = (r.firstDamage ?? (epic ? "oncePerLife" : "renewsAtFullHealth")) === "renewsAtFullHealth";
  const limitAnyMoment = (r.limitCheck ?? (epic ? "totalsAtRoundEnd" : "reachedDuringRound")) === "reachedDuringRound";
  const pushCounts = (r.pushedOffBoard ?? (epic ? "penalty" : "credit")) === "credit";

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
      firstDamageScored: false, lastHitBy: null, lastHitAt: -1, victory: 0, bounty: 0, pilot,
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
  const kill = (killer: Ship, victim: Ship) => {
    addVictory(killer, 2);
    addVictory(killer, victim.bounty);
    victim.bounty = 0;
    if (killer.where !== "gone" && killer.where !== "fled") killer.bounty += 1;
  };
  const whoGetsIt = (source: Json, target: string): string | null => {
    let who: string | null = null;
    if (source.kind === "attack") who = source.by;
    else if (sources === "attacks") who = null;
    else if (source.kind === "ability") who = source.by;
    else if (source.kind === "remote") who = source.owner;
    else if (source.kind === "device") {
      if (source.owner !== target) who = source.owner;
      else if (sources === "all" && source.movedBy && source.movedBy !== target) who = source.movedBy;
    } else if (source.kind === "obstacle" && sources === "all") {
      if (source.owner && source.owner !== target) who = source.owner;
      else if (source.movedBy) who = source.movedBy;
    }
    return who === target ? null : who;
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
        const credited = list.filter((id) => S(id).lastHitBy !== null).sort((a, b) => S(a).lastHitAt - S(b).lastHitAt);
        const uncredited = list.filter((id) => S(id).lastHitBy === null).sort((a, b) => S(a).lastHitAt - S(b).lastHitAt);
        for (const id of credited) {
          const victim = S(id);
          kill(S(victim.lastHitBy!), victim);
          victim.where = "gone";
        }
        for (const id of uncredited) {
          penalise(S(id));
          S(id).where = "gone";
        }
        break;
      }
      case "fled": {
        const s = S(e.target);
        const pusher = e.movedBy && e.movedBy !== e.target && pushCounts && sources === "all" ? e.movedBy : null;
        if (pusher) kill(S(pusher), s);
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
