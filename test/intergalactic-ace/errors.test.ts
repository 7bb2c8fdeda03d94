import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkEvent, intergalacticAce, INTERGALACTIC_ACE_ERROR_CODES, parseSetup } from "../../src/modes/intergalactic-ace/index.js";
import { rejectionMessage } from "../helpers/rejections.js";

// Every check of validate.ts, events.ts and setup.ts, each with the smallest sequence that reaches it.
// A rejected event leaves the state deep-equal; messages are pinned in the snapshot.
const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "intergalactic-ace", `${name}.json`), "utf8")).record.setup;
const duels = fixture("duel-tie");
const scans = fixture("scan-one-reveals-three");
type Setup = ReturnType<typeof fixture>;
const variant = (s: Setup, patch: (x: Setup) => void): Setup => {
  const x = structuredClone(s);
  patch(x);
  return x;
};
/** The same game with a face-down deck: no order in the setup, each card named as it is revealed. */
const faceDown = (s: Setup): Setup => variant(s, (x) => {
  x.decks.order = "unknown";
  delete x.decks.enemyOrder;
  delete x.decks.upgradeOrder;
});
const face = faceDown(scans);
const manual = (player: string, m: object = { fuel: 3 }) => ({ type: "upgraded", player, manual: m });
const fight = (player: string, extra: object = {}) => ({ type: "dogfight", player, card: "deck", roll: 8, ...extra });
const duel = (player: string, extra: object = {}) => ({ type: "duel", player, card: "deck", opponent: "b", roll: 8, ...extra });
const scan = (player: string, extra: object = {}) => ({ type: "scanned", player, scans: 1, ...extra });
const chose = (player: string, saved: string | null) => ({ type: "chose", player, saved });
/** a holds a Scan, b refuelled: a's turn in round 2. */
const scanReady = [manual("a", { scans: 1 }), manual("b")];

const cases: [string, Setup, object[], object, string][] = [
  ["an unknown player", duels, [], manual("x"), "ERR_UNKNOWN_PLAYER"],
  ["a warp without the Fuel", variant(duels, (s) => { s.variants = { goToWarp: true }; }), [fight("a", { enemy: "d1", type: "duel", opponent: "b" }), manual("b")], { type: "warped", player: "a" }, "ERR_NO_FUEL"],
  ["a scan on an empty pile", variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 2); s.decks.enemyOrder = ["c1", "c2"]; }), [manual("a", { scans: 1 }), fight("b"), manual("a", { scans: 1 }), manual("b"), { type: "scanned", player: "a", scans: 1, saved: null }, manual("b")], { type: "scanned", player: "a", scans: 1, saved: null }, "ERR_EMPTY_PILE"],
  ["two Scans when one is held", scans, [manual("a", { scans: 1 }), manual("b")], { type: "scanned", player: "a", scans: 2, saved: null }, "ERR_NO_SCANS"],
  ["a dogfight on an empty pile", variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 1); s.decks.enemyOrder = ["c1"]; }), [fight("a")], fight("b"), "ERR_EMPTY_PILE"],
  ["a dogfight naming another card than the top one", scans, [], fight("a", { enemy: "c2" }), "ERR_WRONG_CARD"],
  ["a saved card not held", scans, [], fight("a", { card: "saved" }), "ERR_WRONG_CARD"],
  ["a saved card named but not held", scans, [manual("a", { scans: 1 }), manual("b"), { type: "scanned", player: "a", scans: 1, saved: "c2" }, manual("b")], fight("a", { card: "saved", enemy: "c1" }), "ERR_WRONG_CARD"],
  ["a duel on an enemy ship", scans, [], duel("a"), "ERR_WRONG_CARD"],
  ["a duel against oneself", duels, [], duel("a", { opponent: "a" }), "ERR_UNKNOWN_PLAYER"],
  ["a duel against nobody", duels, [], duel("a", { opponent: "z" }), "ERR_UNKNOWN_PLAYER"],
  ["a defense roll without Change Your Luck", duels, [], duel("a", { defenseRoll: 7 }), "ERR_BAD_ROLL"],
  ["a reshuffle while cards are left", scans, [fight("a")], { type: "reshuffled", pile: "enemies", order: ["c1"] }, "ERR_RESHUFFLE"],
  ["a reshuffle with a card that is not in the discard pile", variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 1); s.decks.enemyOrder = ["c1"]; }), [fight("a")], { type: "reshuffled", pile: "enemies", order: ["c1", "c2"] }, "ERR_RESHUFFLE"],
  ["a reshuffle that misses a card", variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 2); s.decks.enemyOrder = ["c1", "c2"]; }), [fight("a"), fight("b")], { type: "reshuffled", pile: "enemies", order: ["c2"] }, "ERR_RESHUFFLE"],
  ["an upgrade from the deck and by hand", duels, [], { type: "upgraded", player: "a", from: "deck", manual: { fuel: 3 } }, "ERR_INVALID_EVENT"],
  ["an upgrade from nowhere", duels, [], { type: "upgraded", player: "a" }, "ERR_INVALID_EVENT"],
  ["a manual upgrade naming a card", duels, [], { type: "upgraded", player: "a", card: "u1", manual: { fuel: 3 } }, "ERR_INVALID_EVENT"],
  ["a Scan and resources in one manual upgrade", duels, [], manual("a", { scans: 1, fuel: 2 }), "ERR_INVALID_EVENT"],
  ["a manual upgrade of 2", duels, [], manual("a", { fuel: 2 }), "ERR_INVALID_EVENT"],
  ["a scan naming more cards than its Scans reveal", scans, scanReady, scan("a", { revealed: ["c1", "c2", "c3", "c4"], saved: null }), "ERR_INVALID_EVENT"],
  ["a scan naming a card twice", face, scanReady, scan("a", { revealed: ["c1", "c1", "c2"], saved: null }), "ERR_INVALID_EVENT"],
  ["a reshuffle without its order", variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 1); s.decks.enemyOrder = ["c1"]; }), [fight("a")], { type: "reshuffled", pile: "enemies" }, "ERR_RESHUFFLE"],
  ["a scan naming other cards than the top ones", scans, scanReady, scan("a", { revealed: ["c1", "c2", "c4"], saved: null }), "ERR_WRONG_CARD"],
  // A scan that waits for its choice (ruling scan-choice-waits).
  ["a choice with no scan waiting", scans, [], chose("a", null), "ERR_SCAN_CHOICE"],
  ["a reshuffle while a scan waits", variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 2); s.decks.enemyOrder = ["c1", "c2"]; }), [fight("a"), manual("b"), manual("a", { scans: 1 }), manual("b"), scan("a")], { type: "reshuffled", pile: "enemies", order: ["c1"] }, "ERR_SCAN_CHOICE"],
  ["a warp while a scan waits", variant(scans, (s) => { s.variants = { goToWarp: true }; }), [...scanReady, scan("a")], { type: "warped", player: "a" }, "ERR_SCAN_CHOICE"],
  ["a choice of a card the scan did not reveal", scans, [...scanReady, scan("a")], chose("a", "c4"), "ERR_WRONG_CARD"],
  ["a choice beyond the saved-card limit", scans, [...scanReady, scan("a", { saved: "c1" }), manual("b"), manual("a", { scans: 1 }), manual("b"), scan("a")], chose("a", "c4"), "ERR_SAVED_LIMIT"],
  ["the other player choosing", scans, [...scanReady, scan("a")], chose("b", null), "ERR_TURN_ORDER"],
  // A face-down deck (ruling face-down-deck).
  ["a face-down upgrade that does not name its card", face, [], { type: "upgraded", player: "a", from: "deck" }, "ERR_UNNAMED_CARD"],
  ["a face-down upgrade naming a card of the other deck", face, [], { type: "upgraded", player: "a", from: "deck", card: "c1" }, "ERR_NOT_IN_PILE"],
  ["a face-down dogfight naming a saved card", face, [...scanReady, scan("a", { revealed: ["c5", "c6", "c7"], saved: "c6" }), manual("b")], fight("a", { enemy: "c6" }), "ERR_NOT_IN_PILE"],
  ["a face-down duel that does not name its card", faceDown(duels), [], duel("a"), "ERR_UNNAMED_CARD"],
  ["a face-down scan naming too few cards", face, scanReady, scan("a", { revealed: ["c1", "c2"], saved: null }), "ERR_WRONG_CARD"],
  ["a face-down scan naming a discarded card", face, [fight("a", { enemy: "c8" }), manual("b"), manual("a", { scans: 1 }), manual("b")], scan("a", { revealed: ["c1", "c8", "c2"], saved: null }), "ERR_NOT_IN_PILE"],
  ["a face-down scan saving a card it did not reveal", face, scanReady, scan("a", { revealed: ["c1", "c2", "c3"], saved: "c4" }), "ERR_WRONG_CARD"],
  ["a face-down reshuffle with an order", faceDown(variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 1); })), [fight("a", { enemy: "c1" })], { type: "reshuffled", pile: "enemies", order: ["c1"] }, "ERR_RESHUFFLE"],
  ["a face-down reshuffle of an empty discard pile", faceDown(variant(scans, (s) => { s.decks.enemies = s.decks.enemies.slice(0, 1); })), [...scanReady, scan("a", { revealed: ["c1"], saved: "c1" })], { type: "reshuffled", pile: "enemies" }, "ERR_RESHUFFLE"],
];

describe("Intergalactic Ace: every check of the rules", () => {
  const messages: Record<string, string> = {};
  it.each(cases)("%s", (name, setup, prefix, bad, code) => {
    const message = rejectionMessage(intergalacticAce as never, setup, prefix, bad, code);
    if (message !== undefined) messages[name] = message;
  });

  it("covers every error code the mode declares", () => {
    const seen = new Set(cases.map((c) => c[4]));
    const elsewhere = ["ERR_INVALID_RECORD", "ERR_INVALID_SETUP", "ERR_GAME_OVER", "ERR_INVALID_STATE", "ERR_EVENT_COUNT", "ERR_VARIANT_OFF"];
    for (const code of INTERGALACTIC_ACE_ERROR_CODES) expect(seen.has(code) || elsewhere.includes(code), code).toBe(true);
  });

  it("a manual upgrade of exactly 1 Scan, or of 3 split over up to 3 categories, is well formed", () => {
    expect(checkEvent(manual("a", { scans: 1 }))).toBeUndefined();
    expect(checkEvent(manual("a", { weapons: 1, fuel: 1, shields: 1 }))).toBeUndefined();
    expect(checkEvent({ type: "upgraded", player: "a", from: "deck" })).toBeUndefined();
  });

  it("messages", () => expect(messages).toMatchSnapshot());
});

const setupCases: [string, Setup, RegExp][] = [
  ["a repeated player", variant(duels, (s) => { s.players[1].id = "a"; }), /player ids to be unique/],
  ["an unknown first player", variant(duels, (s) => { s.firstPlayer = "z"; }), /firstPlayer to be a player/],
  ["a card id in both decks", variant(duels, (s) => { s.decks.upgrades[0].id = "weak"; }), /unique across both decks/],
  ["an upgrade card that adds nothing", variant(duels, (s) => { s.decks.upgrades = [{ id: "u1" }]; }), /u1 to give more than 3 resources, as a manual upgrade gives 3 .*it gives 0$/],
  ["an upgrade card of 2 with a Scan", variant(duels, (s) => { s.decks.upgrades.push({ id: "u2", scans: 1, fuel: 1 }); }), /u2 to give more than 3 resources, as a manual upgrade gives 3 and a Scan counts as 1 resource \(ruling scan-upgrade-cards\)/],
  ["a Scan card of 1 even when Scan cards beat the manual Scan", variant(duels, (s) => { s.scanCardsBeat = "manual-scan"; s.decks.upgrades.push({ id: "u2", scans: 1 }); }), /u2 to give more than 1 resource, as it gives Scans and the manual Scan upgrade gives 1/],
  ["a card without Scans of 3 when Scan cards beat the manual Scan", variant(duels, (s) => { s.scanCardsBeat = "manual-scan"; s.decks.upgrades.push({ id: "u2", fuel: 3 }); }), /u2 to give more than 3 resources/],
  ["an unknown scanCardsBeat", variant(duels, (s) => { s.scanCardsBeat = "nothing"; }), /setup\.scanCardsBeat to be one of "manual-upgrade", "manual-scan"/],
  ["a face-down deck with an order", variant(duels, (s) => { s.decks.order = "unknown"; }), /expected no setup\.decks\.enemyOrder with setup\.decks\.order "unknown"/],
  ["a face-down deck with an upgrade order", variant(faceDown(duels), (s) => { s.decks.upgradeOrder = ["u1"]; }), /expected no setup\.decks\.upgradeOrder/],
  ["a known deck without its order", variant(duels, (s) => { delete s.decks.upgradeOrder; }), /expected setup\.decks\.upgradeOrder, the shuffled draw pile top card first, or setup\.decks\.order "unknown"/],
  ["a starter with a Scan", variant(duels, (s) => { s.players[0].starter = { ...s.players[0].starter, scans: 1, fuel: 2 }; }), /no scans/],
  ["a starter above the board", variant(duels, (s) => { s.statMax = 3; }), /to fit the board \(statMax 3\)/],
  ["a starting upgrade that is no card", variant(duels, (s) => { s.variants = { fullyLoaded: true }; s.players[0].startingUpgrades = ["u1", "zz", "u1"]; }), /to name upgrade cards|dealt|each item once/],
  ["an upgrade dealt twice", variant(duels, (s) => { s.variants = { fullyLoaded: true }; s.decks.upgrades = ["u1", "u2", "u3", "u4", "u5", "u6"].map((id) => ({ id, fuel: 4 })); s.decks.upgradeOrder = ["u5"]; s.players[0].startingUpgrades = ["u1", "u2", "u3"]; s.players[1].startingUpgrades = ["u3", "u4", "u6"]; }), /dealt once; "u3" is dealt twice/],
  ["a draw pile missing an upgrade", variant(duels, (s) => { s.decks.upgrades.push({ id: "u9", fuel: 4 }); }), /upgradeOrder to be a shuffle.*"u9" is missing/],
  ["a draw pile with a stranger", variant(duels, (s) => { s.decks.upgradeOrder = ["u1", "weak"]; }), /upgradeOrder.*"weak" is not one of them/],
  ["an enemy pile missing a card", variant(duels, (s) => { s.decks.enemyOrder = s.decks.enemyOrder.slice(1); }), /enemyOrder to be a shuffle/],
  ["a fight-a-player card with stats", variant(duels, (s) => { s.decks.enemies[2] = { id: "d1", duel: true, defense: 3 }; }), /unexpected field "defense"/],
  ["an enemy without a defense", variant(duels, (s) => { delete s.decks.enemies[0].defense; }), /defense/],
  ["seven players", variant(duels, (s) => { s.players = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, starter: s.players[0].starter })); }), /setup\.players/],
];

describe("Intergalactic Ace setup checks", () => {
  it.each(setupCases)("rejects %s", (_name, setup, message) => {
    const r = parseSetup(setup);
    expect(r.ok ? "accepted" : r.error.code).toBe("ERR_INVALID_SETUP");
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it("defaults: statMax 10, one saved card, no variants, Scan cards beat the manual upgrade, the order known", () => {
    const r = parseSetup(duels);
    expect(r.ok && [r.value.statMax, r.value.savedCardLimit, Object.values(r.value.variants).some(Boolean), r.value.scanCardsBeat, r.value.deckOrder]).toEqual([10, 1, false, "manual-upgrade", "known"]);
  });

  it("a face-down deck: each draw pile holds its cards in the decks' order, the dealt upgrades left out", () => {
    const r = parseSetup(variant(faceDown(duels), (s) => { s.variants = { fullyLoaded: true }; s.decks.upgrades = ["u1", "u2", "u3", "u4", "u5", "u6", "u7"].map((id) => ({ id, fuel: 4 })); s.players[0].startingUpgrades = ["u1", "u3", "u5"]; s.players[1].startingUpgrades = ["u2", "u4", "u6"]; }));
    expect(r.ok && [r.value.deckOrder, r.value.enemyOrder, r.value.upgradeOrder]).toEqual(["unknown", ["weak", "weak2", "d1", "d2"], ["u7"]]);
  });
});
