/**
 * The table view says a refusal in a player's words (site/src/plain-refusal.ts): for every fixture of
 * every mode that the engine refuses, the message said again has no "expected", no field path
 * (event.x, setup.x), no citation (a rule file, a ruling's name), and every player id of the record
 * replaced by the name the table shows. A field left empty is asked for by its label on the forms.
 */
import { describe, expect, it } from "vitest";
import * as acesHigh from "../../src/modes/aces-high/index.js";
import * as epic from "../../src/modes/epic/index.js";
import * as fireteam from "../../src/modes/fireteam/index.js";
import * as intergalacticAce from "../../src/modes/intergalactic-ace/index.js";
import * as spaceRace from "../../src/modes/space-race/index.js";
import { plainRefusal } from "../../site/src/plain-refusal.js";
import { loadFixtures } from "../helpers/fixtures.js";

interface Engine {
  tryReplay(record: never): { ok: boolean; error?: { code: string; message: string } };
}
const ENGINES: { readonly [mode: string]: Engine } = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce } as never;

/** Every `id` of a setup, at any depth. */
function idsIn(x: unknown, into: string[] = []): string[] {
  if (Array.isArray(x)) for (const v of x) idsIn(v, into);
  else if (typeof x === "object" && x !== null) {
    const { id } = x as { id?: unknown };
    if (typeof id === "string") into.push(id);
    for (const v of Object.values(x)) idsIn(v, into);
  }
  return into;
}

const label = (id: string) => `«${id}»`;

describe("refusals in a player's words", () => {
  for (const mode of Object.keys(ENGINES)) {
    const refused = loadFixtures(mode).filter((f) => f.expect.error && f.record.events.length > 0 && f.expect.error.event !== null);
    it(`${mode}: every refused fixture (${refused.length})`, () => {
      expect(refused.length).toBeGreaterThan(0);
      for (const f of refused) {
        const result = ENGINES[mode]!.tryReplay(f.record as never);
        if (result.ok || !result.error!.message.startsWith("expected ")) continue;
        const ids = idsIn(f.record.setup).filter((id) => id.length > 1);
        const said = plainRefusal(result.error!.message, ids, label);
        expect(said, f.name).not.toMatch(/^expected\b|\bevent\.\w|\bsetup\.\w|\.txt:|\(ruling |\bERR_/);
        expect(said, f.name).toMatch(/^[A-Z«"0-9].*[.]$/s);
        // No id left bare: each is said by its name.
        const bare = said.replace(/«[^»]*»/g, "");
        for (const id of ids) expect(bare, `${f.name}: ${id}`).not.toMatch(new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`));
      }
    });
  }

  it("a field left empty is asked for by its label on the forms", () => {
    expect(plainRefusal("expected event.recoilShield to be one of true, got nothing", [], label)).toBe("Choose the recoil shield.");
    expect(plainRefusal("expected event.roll to be an integer from 2 to 12, got nothing", [], label)).toBe("Choose the roll.");
  });

  it("a piece by its name, a rule's citation left for the rule", () => {
    expect(plainRefusal("expected ben to be down (hull damage 1 of hull 3) to be destroyed", ["ben"], () => "Ben")).toBe("Ben must be down (hull damage 1 of hull 3) to be destroyed.");
    expect(plainRefusal('expected one action per turn (space-race.txt: "He may then choose an action as normal"): hare has used its action this turn', ["hare"], () => "Hare")).toBe("Needs one action per turn: Hare has used its action this turn.");
    expect(plainRefusal("expected no more events: the game has ended", [], label)).toBe("The game has ended.");
  });
});
