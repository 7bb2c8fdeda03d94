/**
 * A side event's pairing code as a league site might write it, from aces-high.txt (Pairings) and
 * docs/conformance.md alone, in plain mutable code: it shares nothing with src/ but the shape of the
 * record. It keeps no ledger (so it runs with `partial`), and refuses what the pairing itself meets (a
 * first round to pair, a round past the last, results missing, places that do not follow the victory,
 * a tie across tables without a roll) and the plainest record mistakes: a version it does not know, a
 * setup without two distinct players or with a bad round count or table sizes, a first round that does
 * not seat every player once, a roll or a drop naming no player. `wrong` makes it wrong on purpose.
 */
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface PairingOptions {
  /**
   * `"seatOrder"`: ties on victory broken by the order number at the table in the previous round (the
   * seat, not the place taken), then by registration, never by a roll. `"bestWithWorst"`: the ranking
   * dealt round the tables like cards (1st at table 1, 2nd at table 2, ...), best and worst together.
   */
  readonly wrong?: "seatOrder" | "bestWithWorst";
}

interface Line {
  readonly id: string;
  readonly victory: number;
  readonly place: number;
}

/** No place (or seat) in the round: after every place, and equal to itself. */
const NONE = Number.MAX_SAFE_INTEGER;

class Refused {
  constructor(readonly code: string) {}
}

export function pairingScorer(options: PairingOptions = {}) {
  return (record: Json) => {
    if (record.version !== 1) return { error: { code: "ERR_INVALID_RECORD", event: null } };
    const { players, roundCount, rules } = record.setup;
    const badCount = roundCount !== undefined && !(Number.isInteger(roundCount) && roundCount >= 1);
    const badSizes = rules?.tableSizes !== undefined && rules.tableSizes !== "fours" && rules.tableSizes !== "sixes";
    if (!Array.isArray(players) || players.length < 2 || new Set(players).size !== players.length || badCount || badSizes) return { error: { code: "ERR_INVALID_SETUP", event: null } };
    const event = new SideEvent(record.setup, options);
    for (const [i, e] of (record.events as Json[]).entries()) {
      try {
        event.play(e);
      } catch (x) {
        if (x instanceof Refused) return { error: { code: x.code, event: i } };
        throw x;
      }
    }
    return event.results();
  };
}

class SideEvent {
  readonly players: string[];
  readonly sizes: "fours" | "sixes";
  readonly shared: boolean;
  readonly roundCount: number;
  readonly arrival = new Map<string, number>();
  readonly leaving = new Map<string, number>();
  /** Each round's tables, each table's players as seated. */
  readonly rounds: string[][][] = [];
  /** Each round's results by table number. */
  readonly sheets: Map<number, Line[]>[] = [];
  /** The rolls made for the standings after a round, by round and player. */
  readonly rolls = new Map<number, Map<string, number[]>>();

  constructor(setup: Json, readonly options: PairingOptions) {
    this.players = [...setup.players];
    this.sizes = setup.rules?.tableSizes ?? "fours";
    this.shared = setup.rules?.finalStandings === "shared";
    this.roundCount = setup.roundCount ?? 3;
  }

  play(e: Json): void {
    switch (e.type) {
      case "roundSeated": {
        if (this.rounds.length >= this.roundCount) throw new Refused("ERR_EVENT_OVER");
        const seated: string[] = e.tables.flat();
        const taking = this.taking(this.rounds.length + 1);
        const everyone = seated.length === taking.length && taking.every((p) => seated.includes(p));
        if (new Set(seated).size !== seated.length || !everyone) throw new Refused("ERR_SEATING");
        this.rounds.push(e.tables.map((t: string[]) => [...t]));
        this.sheets.push(new Map());
        return;
      }
      case "roundPaired":
        this.pair();
        return;
      case "resultEntered": {
        const table: string[] | undefined = this.rounds[e.round - 1]?.[e.table - 1];
        const lines: Line[] = e.players;
        if (table === undefined || this.sheets[e.round - 1]!.has(e.table) || lines.length !== table.length || lines.some((l) => !table.includes(l.id))) throw new Refused("ERR_INVALID_RESULT");
        if (lines.some((l) => l.place !== 1 + lines.filter((o) => o.victory > l.victory).length)) throw new Refused("ERR_INVALID_RESULT");
        this.sheets[e.round - 1]!.set(e.table, lines);
        return;
      }
      case "salvoRolled": {
        // Rolls for the standings after a round not played yet: the round is checked before the player.
        if (e.round > this.rounds.length) throw new Refused("ERR_SALVO");
        if (!this.players.includes(e.player)) throw new Refused("ERR_UNKNOWN_PLAYER");
        const made = this.rolls.get(e.round) ?? new Map<string, number[]>();
        made.set(e.player, [...(made.get(e.player) ?? []), e.roll]);
        this.rolls.set(e.round, made);
        return;
      }
      case "playerDropped": {
        if (!this.players.includes(e.player) || this.leaving.has(e.player)) throw new Refused("ERR_UNKNOWN_PLAYER");
        if (e.round < (this.arrival.get(e.player) ?? 1) || e.round > this.roundCount) throw new Refused("ERR_SEATING");
        // Rounds already seated from `round` on lose the player from their table, unless its game is
        // over or it would be left with fewer than 2.
        for (let r = e.round - 1; r < this.rounds.length; r++) {
          const t = this.rounds[r]!.findIndex((table) => table.includes(e.player));
          if (this.sheets[r]!.has(t + 1) || this.rounds[r]![t]!.length <= 2) throw new Refused("ERR_SEATING");
        }
        for (let r = e.round - 1; r < this.rounds.length; r++) this.rounds[r] = this.rounds[r]!.map((table) => table.filter((p) => p !== e.player));
        this.leaving.set(e.player, e.round);
        return;
      }
      case "playerArrived": {
        if (this.players.includes(e.player)) throw new Refused("ERR_UNKNOWN_PLAYER");
        const seated = this.rounds.length;
        if (e.round > this.roundCount || e.round < seated) throw new Refused("ERR_SEATING");
        if (e.round === seated) {
          // The round is seated already: the player joins the table given, if its game has not started.
          const table = e.table === undefined ? undefined : this.rounds[seated - 1]![e.table - 1];
          if (table === undefined || this.sheets[seated - 1]!.has(e.table) || table.length >= 8) throw new Refused("ERR_SEATING");
          table.push(e.player);
        } else if (e.table !== undefined) throw new Refused("ERR_SEATING");
        this.players.push(e.player);
        this.arrival.set(e.player, e.round);
        return;
      }
    }
  }

  /** Those seated in `round`: arrived by then, not left. */
  taking(round: number): string[] {
    return this.players.filter((p) => (this.arrival.get(p) ?? 1) <= round && (this.leaving.get(p) ?? Infinity) > round);
  }

  /** Table sizes for n players, smallest first: one table per 4 players, or the fewest tables of at most 6. */
  split(n: number): number[] {
    const count = this.sizes === "fours" ? Math.max(1, Math.floor(n / 4)) : n <= 7 ? 1 : Math.ceil(n / 6);
    return Array.from({ length: count }, (_, i) => Math.floor(n / count) + (i >= count - (n % count) ? 1 : 0));
  }

  pair(): void {
    const round = this.rounds.length + 1;
    if (round === 1) throw new Refused("ERR_SEATING");
    if (round > this.roundCount) throw new Refused("ERR_EVENT_OVER");
    if (this.taking(round).length < 2) throw new Refused("ERR_SEATING");
    if (this.rounds.some((tables, r) => tables.some((_, t) => !this.sheets[r]!.has(t + 1)))) throw new Refused("ERR_RESULTS_MISSING");
    const taking = new Set(this.taking(round));
    const ranked = this.ranking(round - 1, false).filter((s) => taking.has(s.id));
    const sizes = this.split(ranked.length);
    const tables: string[][] = sizes.map(() => []);
    if (this.options.wrong === "bestWithWorst") ranked.forEach((s, i) => tables[i % sizes.length]!.push(s.id));
    else {
      let t = 0;
      for (const s of ranked) {
        if (tables[t]!.length === sizes[t]) t++;
        tables[t]!.push(s.id);
      }
    }
    // Players who share a rank (a tie no roll has broken) must not be split between tables.
    const tableOf = (id: string) => tables.findIndex((t) => t.includes(id));
    for (const a of ranked) for (const b of ranked) if (a.rank === b.rank && tableOf(a.id) !== tableOf(b.id)) throw new Refused("ERR_SALVO");
    this.rounds.push(tables);
    this.sheets.push(new Map());
  }

  /** The standings after `rounds` rounds: victory, then the place in the last of them, then the rolls. */
  ranking(rounds: number, final: boolean) {
    const victory = new Map(this.players.map((p) => [p, 0]));
    const places = new Map<string, (number | null)[]>(this.players.map((p) => [p, []]));
    const seats = new Map<string, number>();
    for (let r = 0; r < rounds; r++) {
      for (const p of this.players) places.get(p)!.push(null);
      for (const lines of this.sheets[r]!.values()) {
        for (const l of lines) {
          victory.set(l.id, victory.get(l.id)! + l.victory);
          places.get(l.id)![r] = l.place;
        }
      }
      if (r === rounds - 1) for (const table of this.rounds[r]!) table.forEach((p, i) => seats.set(p, i + 1));
    }
    const rolled = this.rolls.get(rounds) ?? new Map<string, number[]>();
    const lastPlace = (p: string) => places.get(p)!.at(-1) ?? NONE;
    const seatOrder = this.options.wrong === "seatOrder";
    const level = (a: string, b: string) =>
      victory.get(b)! - victory.get(a)! ||
      (final && this.shared ? 0 : seatOrder ? (seats.get(a) ?? NONE) - (seats.get(b) ?? NONE) || this.players.indexOf(a) - this.players.indexOf(b) : lastPlace(a) - lastPlace(b));
    // Within a level, the rolls decide once every player of it has rolled: the higher first, roll by roll.
    const byRolls = (a: string, b: string) => {
      if (final && this.shared) return 0;
      // Called for a and b of one level: one of them without a roll is enough to leave them level.
      if (!rolled.has(a) || !rolled.has(b)) return 0;
      const group = this.players.filter((p) => level(p, a) === 0);
      if (group.some((p) => !rolled.has(p))) return 0;
      const [ra, rb] = [rolled.get(a)!, rolled.get(b)!];
      for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return rb[i]! - ra[i]!;
      return 0;
    };
    const order = (a: string, b: string) => level(a, b) || byRolls(a, b);
    const sorted = [...this.players].sort(order);
    return sorted.map((id) => ({ id, rank: 1 + sorted.filter((o) => order(o, id) < 0).length, victory: victory.get(id)!, places: places.get(id)! }));
  }

  results(): Json {
    let counted = this.sheets.length;
    while (counted > 0 && this.sheets[counted - 1]!.size === 0) counted--;
    const over = counted === this.roundCount && this.rounds[counted - 1]!.every((_, t) => this.sheets[counted - 1]!.has(t + 1));
    const standings = this.ranking(counted, counted === this.roundCount);
    const round = this.rounds.length + 1;
    const n = this.taking(round).length;
    return {
      over,
      winners: over ? standings.filter((s) => s.rank === 1).map((s) => s.id) : [],
      rounds: Object.fromEntries(this.rounds.map((tables, r) => [String(r + 1), { sizes: tables.map((t) => t.length), tables: Object.fromEntries(tables.map((t, i) => [String(i + 1), t])) }])),
      next: round > this.roundCount ? null : { round, sizes: n < 2 ? [] : this.split(n) },
      players: Object.fromEntries(standings.map(({ id, rank, victory, places }) => [id, { rank, victory, places }])),
    };
  }
}
