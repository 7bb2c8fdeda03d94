// The kit's ruling tags are derived, not written from a reading: every case is re-run by the reference
// scorer with each ruling's option flipped to every other value (test/conformance/ruling-flips.ts).
// A case whose expected results then change (a record refused included) must carry that ruling's tag,
// and a tag of a ruling with an option must be moved by a flip in at least one step of its fixture,
// unless `KEPT_BY_HAND` gives the reason (the tag rests on a part of the ruling no option changes).
import { describe, expect, it } from "vitest";
import { CONFORMANCE_MODES, checkCase, conformanceCases, MODE_RULINGS, referenceResults } from "../../src/conformance/index.js";
import { flippedRecords, NOT_FLIPPED, RULING_FLIPS } from "./ruling-flips.js";

/** Tags of rulings with an option that no flip moves, kept because the case rests on the ruling's fixed part. Keyed by "<mode>/<fixture>/<ruling>". */
const KEPT_BY_HAND: { readonly [key: string]: string } = {
  "fireteam/free-melee-once-after-the-move/kick-is-an-attack": "a kick is an attack (the ruling's fixed part), so it cannot be a second free melee after the move; kickRoll only changes the kick's own roll",
  "fireteam/guard-kick-at-any-point-of-the-phase/kick-is-an-attack": "a kick is an attack (the ruling's fixed part), so a guarding unit may kick at any point of the phase; kickRoll only changes the kick's own roll",
  "fireteam/guard-one-attack-per-phase/kick-is-an-attack": "a kick is an attack (the ruling's fixed part), so a guard's kick after its attack is a second attack of the phase; kickRoll only changes the kick's own roll",
  "fireteam/kick-first-attack-no-penalty-with-the-option/kick-is-an-attack": "the case shows the option taking nothing from a turn's first attack: flipping kickRoll changes nothing there, which is what it checks",
  "fireteam/kick-counts-as-a-previous-attack/kick-is-an-attack": "the kick counts as an earlier attack of the turn (the ruling's fixed part); kickRoll only changes the kick's own roll",
  "aces-high/ruling-save-available-small-tel/save-available": "a Tel Trevura of 5 hull cannot make its save (the ruling's fixed part), so it is destroyed under either unusedSave",
  "aces-high/ruling-road-rage-fire-ability/road-rage-fire": "the sentence's exception (\"except for special abilities\"): a down ship's ability deals damage under either initiative",
  "intergalactic-ace/scan-one-reveals-three/saved-cards": "a scan may save no card (the ruling's fixed part); savedCardLimit only raises how many may be held",
  "intergalactic-ace/scan-may-save-nothing/saved-cards": "a scan may save no card (the ruling's fixed part); savedCardLimit only raises how many may be held",
  "intergalactic-ace/manual-scan-rule-is-for-scan-cards/scan-upgrade-cards": "a card that gives no Scans must beat the manual upgrade of 3 under either scanCardsBeat (the ruling's fixed part); the option only lowers the floor of a card that gives Scans",
};

const fixtureOf = (name: string) => name.split("/")[0]!;

describe.each(CONFORMANCE_MODES)("%s: the ruling tags are what flipping each ruling's option shows", (mode) => {
  const cases = conformanceCases(mode);
  const moved = cases.map((c) => ({
    c,
    moved: flippedRecords(mode, c.record).filter((f) => checkCase(c, referenceResults(mode, f.record)).status !== "pass"),
  }));

  it("a case whose results change when a ruling's option is flipped carries that ruling's tag", () => {
    const untagged = moved.flatMap(({ c, moved }) => moved.filter((f) => !f.rulings.some((r) => c.rulings.includes(r))).map((f) => `${c.name}: ${f.option} changes it; tag ${f.rulings.join(" or ")}`));
    expect(untagged).toEqual([]);
  });

  it("a tag of a ruling with an option is moved by flipping it (or kept by hand, with the reason)", () => {
    const flippable = new Set(RULING_FLIPS[mode].flatMap((f) => f.values.flatMap((v) => v.rulings)));
    const movedByFixture = new Map<string, Set<string>>();
    for (const { c, moved: flips } of moved) {
      const set = movedByFixture.get(fixtureOf(c.name)) ?? new Set<string>();
      for (const f of flips) for (const r of f.rulings) set.add(r);
      movedByFixture.set(fixtureOf(c.name), set);
    }
    const unmoved = cases
      .filter((c) => !c.name.includes("/"))
      .flatMap((c) => c.rulings.filter((r) => flippable.has(r) && !movedByFixture.get(c.name)!.has(r)).map((r) => `${mode}/${c.name}/${r}`))
      .filter((key) => KEPT_BY_HAND[key] === undefined);
    expect(unmoved).toEqual([]);
    const kept = Object.keys(KEPT_BY_HAND).filter((key) => key.startsWith(`${mode}/`));
    for (const key of kept) expect(movedByFixture.get(key.split("/")[1]!)?.has(key.split("/")[2]!), `${key} is moved now: drop it from KEPT_BY_HAND`).toBe(false);
  });

  it("every ruling with an option is flipped, or says why not", () => {
    const flippable = new Set(RULING_FLIPS[mode].flatMap((f) => f.values.flatMap((v) => v.rulings)));
    const ids = MODE_RULINGS[mode].map((r) => r.id);
    for (const id of flippable) expect(ids, id).toContain(id);
    const missing = MODE_RULINGS[mode].filter((r) => r.option !== null && !flippable.has(r.id) && NOT_FLIPPED[`${mode}/${r.id}`] === undefined).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it("a flip changes the record's setup only", () => {
    for (const c of cases.slice(0, 3)) for (const f of flippedRecords(mode, c.record)) expect(f.record.events).toBe(c.record.events);
  });

  it("the text settles only a point whose ruling the case is tagged with", () => {
    for (const c of cases) for (const r of c.settled ?? []) expect(c.rulings, `${c.name}: settled ${r}`).toContain(r);
  });
});
