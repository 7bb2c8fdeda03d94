import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply, start, type AcesHighEvent, type AcesHighState } from "../../src/modes/aces-high/index.js";
import { RUNS } from "./setup.js";

/**
 * Model-based test: a much simpler picture of an Aces High game (four ships of 2 hull, no
 * shields, attacks only, community rules without a victory limit), checked after every command.
 */
interface Model {
  round: boolean;
  ships: Record<string, { hits: number; status: "active" | "destroyed" | "fled"; fresh: boolean; lastBy: string | null; victory: number; bounty: number }>;
}
interface Real {
  state: AcesHighState;
}
const IDS = ["a", "b", "c", "d"] as const;

function send(real: Real, event: AcesHighEvent) {
  real.state = apply(real.state, event);
}

function check(model: Model, real: Real) {
  for (const id of IDS) {
    const p = real.state.players.find((x) => x.id === id)!;
    const m = model.ships[id]!;
    expect({ id, victory: p.victory, bounty: p.bounty, status: p.status }).toEqual({ id, victory: m.victory, bounty: m.bounty, status: m.status });
  }
}

/** "Before the start of the next round ... the destroyed player ... places their ship on the field": every ship is back. */
class StartRound implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.round && IDS.every((id) => m.ships[id]!.status === "active");
  run(m: Model, r: Real) {
    send(r, { type: "roundStarted" });
    m.round = true;
    check(m, r);
  }
  toString = () => "roundStarted";
}

class EndRound implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.round && IDS.every((id) => m.ships[id]!.status !== "active" || m.ships[id]!.hits < 2);
  run(m: Model, r: Real) {
    send(r, { type: "roundEnded" });
    m.round = false;
    check(m, r);
  }
  toString = () => "roundEnded";
}

class Attack implements fc.Command<Model, Real> {
  constructor(readonly by: string, readonly target: string) {}
  check = (m: Readonly<Model>) => {
    const t = m.ships[this.target]!;
    return m.round && this.by !== this.target && m.ships[this.by]!.status === "active" && t.status === "active" && t.hits < 2;
  };
  run(m: Model, r: Real) {
    send(r, { type: "damaged", target: this.target, amount: 1, source: { kind: "attack", by: this.by } });
    const t = m.ships[this.target]!;
    t.hits += 1;
    if (t.fresh) {
      t.fresh = false;
      m.ships[this.by]!.victory += 1;
    }
    if (t.hits === 2) t.lastBy = this.by;
    check(m, r);
  }
  toString = () => `${this.by} attacks ${this.target}`;
}

/** Destroys the first ship that is down (hull damage >= hull), in setup order. */
class Destroy implements fc.Command<Model, Real> {
  target = "";
  check = (m: Readonly<Model>) => IDS.some((id) => m.ships[id]!.status === "active" && m.ships[id]!.hits === 2);
  run(m: Model, r: Real) {
    this.target = IDS.find((id) => m.ships[id]!.status === "active" && m.ships[id]!.hits === 2)!;
    send(r, { type: "destroyed", targets: [this.target] });
    const t = m.ships[this.target]!;
    const k = m.ships[t.lastBy!]!;
    k.victory += 2 + t.bounty;
    t.bounty = 0;
    // A killer removed since its last hit loses the new bounty at once (ruling bounty-while-removed).
    if (k.status === "active") k.bounty += 1;
    t.status = "destroyed";
    check(m, r);
  }
  toString = () => `destroyed ${this.target}`;
}

class Flee implements fc.Command<Model, Real> {
  constructor(readonly target: string) {}
  check = (m: Readonly<Model>) => m.ships[this.target]!.status === "active" && m.ships[this.target]!.hits < 2;
  run(m: Model, r: Real) {
    send(r, { type: "fled", target: this.target });
    const t = m.ships[this.target]!;
    t.victory = Math.max(0, t.victory - 1 - t.bounty);
    t.bounty = 0;
    t.status = "fled";
    check(m, r);
  }
  toString = () => `fled ${this.target}`;
}

/** Respawns come in player order (setup order here): the target is the first ship not in play. */
class Respawn implements fc.Command<Model, Real> {
  constructor(readonly target: string) {}
  check = (m: Readonly<Model>) => !m.round && IDS.find((id) => m.ships[id]!.status !== "active") === this.target;
  run(m: Model, r: Real) {
    send(r, { type: "respawned", target: this.target, marker: 3 });
    Object.assign(m.ships[this.target]!, { hits: 0, status: "active", fresh: true, lastBy: null });
    check(m, r);
  }
  toString = () => `respawned ${this.target}`;
}

describe("model-based: the engine matches a simple model after every command", () => {
  it("attacks, destructions, flees, rounds and respawns", () => {
    const id = fc.constantFrom(...IDS);
    const commands = [
      fc.constant(new StartRound()),
      fc.constant(new EndRound()),
      fc.tuple(id, id).map(([by, target]) => new Attack(by, target)),
      fc.tuple(id, id).map(([by, target]) => new Attack(by, target)),
      fc.tuple(id, id).map(([by, target]) => new Attack(by, target)),
      fc.constant(null).map(() => new Destroy()),
      fc.constant(null).map(() => new Destroy()),
      id.map((t) => new Flee(t)),
      id.map((t) => new Respawn(t)),
    ];
    fc.assert(fc.property(fc.commands(commands, { maxCommands: 300, size: "max" }), (cmds) => {
      const setup = { players: IDS.map((id, i) => ({ id, order: i + 1, ship: { hull: 2, shields: 0 } })), rules: { victoryLimit: null } };
      const model: Model = { round: false, ships: Object.fromEntries(IDS.map((id) => [id, { hits: 0, status: "active" as const, fresh: true, lastBy: null, victory: 0, bounty: 0 }])) };
      fc.modelRun(() => ({ model, real: { state: start(setup) } }), cmds);
    }), { numRuns: RUNS(1000) });
  });
});
