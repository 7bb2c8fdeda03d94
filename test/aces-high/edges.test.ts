import { describe, expect, it } from "vitest";
import {
  apply, creditFor, event, isEventOf, ledgerOf, parseEvent, parseRules, parseSetup, player, PRESETS, replay, start, stateAt, tryApply, tryStart, undo,
  type AcesHighEvent, type AcesHighRules,
} from "../../src/modes/aces-high/index.js";
import { declaredSave, defaultCharges, saveAbilityOf } from "../../src/modes/aces-high/saves.js";
import { penalised } from "../../src/modes/aces-high/attribution.js";
import { attack, destroyed, record, roundEnded, roundStarted, SETUP } from "../helpers/records.js";

const fold = (events: unknown[], setup: unknown = SETUP) => replay(record(events, setup));

describe("Aces High edges", () => {
  it("event builders and guards", () => {
    const e = event("damaged", { target: "a", amount: 1, source: { kind: "hazard" } });
    expect(e).toEqual({ type: "damaged", target: "a", amount: 1, source: { kind: "hazard" } });
    expect(isEventOf("damaged", e)).toBe(true);
    expect(isEventOf("fled", e)).toBe(false);
    expect(parseEvent(e)).toEqual({ ok: true, value: e });
    expect(parseEvent({ type: "nope" }).ok).toBe(false);
    expect(parseEvent({ type: "saved", target: "a", from: "destruction", hullDamageAfter: 1 }).ok).toBe(true);
    expect(parseEvent({ type: "roundStarted", order: ["a"] }).ok).toBe(false);
  });

  it("every id an event names must be a player", () => {
    const s = start(SETUP);
    const unknownIn = [
      { type: "damaged", target: "a", amount: 1, source: { kind: "device", owner: "zed" } },
      { type: "damaged", target: "a", amount: 1, source: { kind: "device", owner: "b", movedBy: "zed" } },
      { type: "damaged", target: "a", amount: 1, source: { kind: "obstacle", owner: "zed" } },
      { type: "damaged", target: "a", amount: 1, source: { kind: "obstacle", movedBy: "zed" } },
      { type: "damaged", target: "a", amount: 1, source: { kind: "remote", owner: "zed" } },
      { type: "damaged", target: "a", amount: 1, source: { kind: "ability", by: "zed" } },
      { type: "fled", target: "zed" },
      { type: "fled", target: "a", movedBy: "zed" },
      { type: "respawned", target: "zed", marker: 1 },
      { type: "repaired", target: "zed", hull: 1 },
      { type: "destroyed", targets: ["a", "zed"] },
    ];
    for (const e of unknownIn) {
      const r = tryApply(s, e);
      expect(r.ok ? "accepted" : r.error.code, JSON.stringify(e)).toBe("ERR_UNKNOWN_PLAYER");
    }
    for (const e of [{ type: "damaged", target: "a", amount: 1, source: { kind: "obstacle" } }, { type: "damaged", target: "a", amount: 1, source: { kind: "remote", owner: "b" } }, { type: "timeCalled" }]) {
      expect(tryApply(apply(s, roundStarted), e).ok, JSON.stringify(e)).toBe(true);
    }
  });

  it("setup keeps names, pilots, upgrades and declared charges; ids are anchored", () => {
    const s = start({
      players: [
        { id: "a", order: 1, name: "Anna", ship: { hull: 3, shields: 0, pilot: "teltrevura", saves: { destruction: 2 }, upgrades: { talent: ["elusive"] } } },
        { id: "b", order: 2, ship: { hull: 3, shields: 0 } },
      ],
    });
    expect(player(s, "a")).toMatchObject({ name: "Anna", pilot: "teltrevura", charges: { destruction: 2, flee: 0 } });
    expect(player(s, "b")).not.toHaveProperty("name");
    expect(player(s, "b")).not.toHaveProperty("pilot");
    expect(tryStart({ players: [{ id: "ab!", order: 1, ship: { hull: 1, shields: 0 } }, SETUP.players[1]] }).ok).toBe(false);
    const parsed = parseSetup({ players: [{ id: "a", order: 1, ship: { hull: 3, shields: 0, upgrades: { talent: ["elusive"], crew: [] } } }, { id: "b", order: 2, ship: { hull: 3, shields: 0 } }] });
    expect(parsed.ok && parsed.value.players[0]!.ship.upgrades).toEqual({ talent: ["elusive"], crew: [] });
    expect(parsed.ok && parsed.value.players[1]).not.toHaveProperty("name");
    expect(parsed.ok && parsed.value.players[1]!.ship).not.toHaveProperty("upgrades");
    expect(player(s, "zed")).toBeUndefined();
  });

  it("credit: remotes, pushes", () => {
    expect(creditFor({ kind: "remote", owner: "b" }, "a", "all")).toBe("b");
    expect(creditFor({ kind: "remote", owner: "b" }, "a", "attacks")).toBeNull();
    expect(creditFor({ kind: "remote", owner: "b" }, "a", "enemyShipsAndDevices")).toBe("b");
    // Who is to blame for a death nobody scores (ruling penalised-deaths): not creditedSources.
    const rules = (over: Partial<AcesHighRules>): AcesHighRules => ({ ...PRESETS.community, ...over });
    const deaths = ["listed", "listedAndDamageCards", "allButEnemies"] as const;
    expect(penalised({ kind: "device", owner: "b" }, "a", rules({ creditedSources: "attacks" }))).toBe(false);
    expect(penalised({ kind: "device", owner: "a" }, "a", rules({}))).toBe(true);
    expect(penalised({ kind: "device", owner: "a", movedBy: "b" }, "a", rules({}))).toBe(false);
    expect(penalised({ kind: "device", owner: "a", movedBy: "b" }, "a", rules({ movedOntoOwnDevice: "penalty" }))).toBe(true);
    expect(penalised({ kind: "obstacle", movedBy: "b" }, "a", rules({ creditedSources: "enemyShipsAndDevices" }))).toBe(false);
    expect(penalised({ kind: "obstacle", movedBy: "b" }, "a", rules({ penalisedDeaths: "allButEnemies" }))).toBe(true);
    expect(penalised({ kind: "obstacle" }, "a", rules({}))).toBe(true);
    expect(penalised({ kind: "ability", by: "a" }, "a", rules({}))).toBe(true);
    expect(penalised({ kind: "remote", owner: "a" }, "a", rules({}))).toBe(true);
    expect(penalised({ kind: "consoleFire" }, "a", rules({}))).toBe(true);
    expect(deaths.map((d) => penalised({ kind: "damageCard" }, "a", rules({ penalisedDeaths: d })))).toEqual([false, true, true]);
    expect(deaths.map((d) => penalised({ kind: "hazard" }, "a", rules({ penalisedDeaths: d })))).toEqual([false, false, true]);
  });

  it("save abilities by pilot", () => {
    expect(saveAbilityOf("teltrevura", "destruction")).toMatchObject({ reserve: true, damage: "discardThenFive" });
    expect(saveAbilityOf("teltrevura", "flee")).toEqual(declaredSave("flee"));
    expect(saveAbilityOf(undefined, "destruction")).toEqual({ from: "destruction", charges: 0, reserve: true, damage: "fromEvent" });
    expect(declaredSave("flee")).toEqual({ from: "flee", charges: 0, reserve: true, damage: "unchanged" });
    expect(saveAbilityOf("constructor", "flee")).toEqual(declaredSave("flee"));
    expect(defaultCharges("moraloeval")).toEqual({ destruction: 0, flee: 2 });
    expect(defaultCharges(undefined)).toEqual({ destruction: 0, flee: 0 });
    expect(defaultCharges("toString")).toEqual({ destruction: 0, flee: 0 });
  });

  it("a declared save from destruction needs its outcome and goes to reserve; from flee keeps the damage", () => {
    const setup = { players: [SETUP.players[0], { id: "x", order: 9, ship: { hull: 4, shields: 0, saves: { destruction: 1, flee: 1 } } }] };
    const down = [roundStarted, attack("x", "a", 4)];
    expect(tryApply(fold(down, setup), { type: "saved", target: "x", from: "destruction" }).ok).toBe(false);
    const saved = fold([...down, { type: "saved", target: "x", from: "destruction", hullDamageAfter: 3 }], setup);
    expect(player(saved, "x")).toMatchObject({ status: "reserve", hullDamage: 3, finalDamage: null });
    expect(tryApply(fold(down, setup), { type: "saved", target: "x", from: "destruction", hullDamageAfter: 4 }).ok).toBe(false);
    const fled = fold([roundStarted, attack("x", "a", 2), { type: "saved", target: "x", from: "flee" }], setup);
    expect(player(fled, "x")).toMatchObject({ status: "reserve", hullDamage: 2 });
    const moralo = { players: [SETUP.players[0], { id: "m", order: 9, ship: { hull: 9, shields: 3, pilot: "moraloeval" } }] };
    expect(player(fold([roundStarted, attack("m", "a", 5), { type: "saved", target: "m", from: "flee" }], moralo), "m")).toMatchObject({ hullDamage: 2, shieldsLost: 3, status: "reserve" });
  });

  it("a ship not down keeps no final damage; losses count destructions and flees", () => {
    expect(player(fold([roundStarted, attack("a", "b", 1)]), "a")!.finalDamage).toBeNull();
    const twice = fold([roundStarted, attack("a", "b", 2), destroyed("a"), roundEnded, { type: "respawned", target: "a", marker: 1 }, roundStarted, { type: "fled", target: "a" }]);
    expect(player(twice, "a")!.losses).toBe(2);
  });

  it("an uncredited destruction resolves after the kills even when its final damage came first", () => {
    const s = fold([roundStarted, attack("c", "b", 1), { type: "damaged", target: "a", amount: 2, source: { kind: "device", owner: "a" } }, { type: "damaged", target: "c", amount: 1, source: { kind: "device", owner: "a" } }, destroyed("a", "c")]);
    // kill first: +2 and a bounty; then the penalty takes 1 + that bounty: 0 net, no bounty left.
    expect(player(s, "a")).toMatchObject({ victory: 0, bounty: 0 });
    expect(ledgerOf(s).filter((e) => e.event === 4).map((e) => e.reason)).toEqual(["kill", "killBounty", "destructionPenalty", "bountyPenalty", "bountyLost"]);
  });

  it("a removed ship cannot flee, be repaired or be saved, and the message says so", () => {
    const gone = fold([roundStarted, attack("a", "b", 2), destroyed("a")]);
    const message = (e: unknown) => { const r = tryApply(gone, e); return r.ok ? "accepted" : r.error.message; };
    expect(message({ type: "fled", target: "a" })).toBe("expected a to be in play to flee, but it is destroyed");
    expect(message({ type: "repaired", target: "a", hull: 1 })).toBe("expected a to be in play to be repaired, but it is destroyed");
    expect(message({ type: "saved", target: "a", from: "flee" })).toBe("expected a to be in play to be saved, but it is destroyed");
  });

  it("roundStarted with an order sets the player order", () => {
    const s = fold([{ type: "roundStarted", order: ["tel", "c", "b", "a"] }]);
    expect(s.order).toEqual(["tel", "c", "b", "a"]);
    expect(start(SETUP).order).toEqual(["a", "b", "c", "tel"]);
  });

  it("limit checked on totals at the end of the round: one player at the limit is enough; no limit never ends", () => {
    const rules = { limitCheck: "totalsAtRoundEnd" };
    const kills = [roundStarted, attack("b", "a", 2), destroyed("b"), attack("c", "a", 2), destroyed("c"), roundEnded];
    expect(fold(kills, { ...SETUP, rules }).over).toBe(true);
    expect(fold(kills, { ...SETUP, rules: { ...rules, victoryLimit: null } }).over).toBe(false);
    expect(fold(kills, { ...SETUP, rules: { victoryLimit: 7 } }).over).toBe(false);
  });

  it("explanations cite the rule, and a clamped loss says what it would have been", () => {
    const s = fold([roundStarted, attack("b", "a", 2), destroyed("b"), { type: "fled", target: "c" }, { type: "timeCalled" }, roundEnded]);
    expect(ledgerOf(s).map((e) => e.explanation)).toEqual([
      "first damage to b: +1 victory (aces-high.txt, Scoring Points)",
      "final damage to b: +2 victory (aces-high.txt, Scoring Points)",
      "bounty for destroying b: +1 bounty (aces-high.txt, Scoring Points)",
      "c fled the play area (a loss of 1, clamped: victory never goes below 0): +0 victory (aces-high.txt, Scoring Points)",
      "end of game: a's bounty becomes victory: -1 bounty (aces-high.txt, Scenario Rules)",
      "end of game: a's bounty becomes victory: +1 victory (aces-high.txt, Scenario Rules)",
    ]);
    const clamped = ledgerOf(s)[3]!;
    expect(Object.is(clamped.delta, 0)).toBe(true);
    expect(clamped.nominal).toBe(-1);
    expect(ledgerOf(s)[0]).not.toHaveProperty("nominal");
    expect(ledgerOf(s)[4]).not.toHaveProperty("subject");
    const more = fold([roundStarted, attack("b", "a", 2), destroyed("b"), attack("a", "c", 2), destroyed("a"), { type: "fled", target: "c" }]);
    expect(ledgerOf(more).map((e) => e.explanation)).toEqual(expect.arrayContaining([
      "a's bounty taken by c: -1 bounty (aces-high.txt, Scoring Points)",
      "bounty from a: +1 victory (aces-high.txt, Scoring Points)",
      "c loses victory equal to its bounty: -1 victory (aces-high.txt, Scoring Points)",
      "c loses all bounty: -1 bounty (aces-high.txt, Scoring Points)",
    ]));
    const selfKill = fold([roundStarted, { type: "damaged", target: "a", amount: 2, source: { kind: "consoleFire" } }, destroyed("a")]);
    expect(ledgerOf(selfKill)[0]!.explanation).toBe("a destroyed without an opponent's final damage (a loss of 1, clamped: victory never goes below 0): +0 victory (aces-high.txt, Scoring Points)");
    const mutual = fold([roundStarted, attack("a", "b", 2), attack("b", "a", 2), destroyed("a", "b")]);
    expect(ledgerOf(mutual).map((e) => e.explanation)).toContain("a is already destroyed or fled, so its new bounty is lost: -1 bounty (aces-high.txt, F.A.Q. mutual destruction)");
  });

  it("under a penalisedDeaths other than the text's list, a destruction penalty cites the option too", () => {
    const hazard = [roundStarted, attack("b", "a", 2), destroyed("b"), { type: "damaged", target: "a", amount: 2, source: { kind: "hazard" } }, destroyed("a")];
    const epic = ledgerOf(fold(hazard, { ...SETUP, rules: { preset: "epicBattles" } }));
    expect(epic.map((e) => e.explanation)).toContain(`a destroyed without an opponent's final damage: -1 victory (aces-high.txt, Scoring Points; penalisedDeaths "allButEnemies", ruling penalised-deaths)`);
    const listed = ledgerOf(fold([roundStarted, { type: "damaged", target: "a", amount: 2, source: { kind: "consoleFire" } }, destroyed("a")]));
    expect(listed[0]!.explanation).not.toContain("penalisedDeaths");
  });

  it("the epicBattles preset, as data", () => {
    expect(parseRules({ preset: "epicBattles" })).toEqual({ ok: true, value: PRESETS.epicBattles });
    expect(PRESETS.epicBattles).toEqual({ preset: "epicBattles", victoryLimit: 6, limitCheck: "totalsAtRoundEnd", firstDamage: "oncePerLife", creditedSources: "enemyShipsAndDevices", pushedOffBoard: "penalty", movedOntoOwnDevice: "penalty", penalisedDeaths: "allButEnemies", bountyWhileRemoved: "lost", unusedSave: "refused", initiative: "pilot", allowNegativeVictory: false });
  });

  it("stateAt and undo reject counts outside the record with ERR_EVENT_COUNT", () => {
    const r = record([roundStarted]);
    for (const n of [-1, 1.5, 2]) expect(() => stateAt(r, n)).toThrow(expect.objectContaining({ code: "ERR_EVENT_COUNT" }));
    expect(() => undo(r, 0)).toThrow(expect.objectContaining({ code: "ERR_EVENT_COUNT" }));
    expect(() => undo(record([]))).toThrow(expect.objectContaining({ code: "ERR_EVENT_COUNT" }));
  });

  it("an event that posts nothing leaves the ledger as it was", () => {
    const s0 = fold([roundStarted, attack("b", "a", 1)]);
    const s1 = apply(s0, { type: "repaired", target: "b", hull: 1 } as AcesHighEvent);
    expect(s1.ledger).toBe(s0.ledger);
  });
});
