// The rule text of the cases whose fixture quote is not word for word: the fixture joins passages
// without marking the cut, adds its own reading in brackets, or names a source outside the rules
// texts. Here is the text as it stands (checked by `npm run kit:quotes -- <folder of the rules
// texts>`), and the fixture's reading as the note. Keyed by "<mode>/<fixture name>".

/** What replaces the file, section or quote a fixture gives, and the note that goes with it. */
export interface RuleTextOverride {
  readonly file?: string;
  readonly section?: string;
  readonly quote?: string;
  readonly note?: string;
}

const PENALTY =
  "In case of flying out of the field, self detonation on their own bomb or mine, fatal moving through ot overlapping an obstacle due to their own maneuver, death from console fire or their ship/pilot ability, they lose: 1 victory, victory equal to the number of bounty on the pilot card, and all bounty.";
const EPIC_PRESET_NOTE =
  "The preset epicBattles follows the FFG Epic Battles wording of the scenario, which aces-high.txt expands: first damage and kills only by an enemy ship or its device or remote; obstacles, tractors, damage cards and hazards are neutral, and neutral deaths are penalised (docs/aces-high.md, Presets and options).";
const INTRO = "Because the original FFG rules for this scenario are short on details this guide takes on some liberties in expanding and deepening the rules, preserving the core and original scoring framework.";
const TURN =
  "First he reveals his maneuver wheel and then executes the stated maneuver. He may then choose an action as normal. Unlike to normal Star Wars: X-Wing, the pilot performs his shooting phase immediately after choosing his action. His turn then ends.";

export const RULE_TEXTS: { readonly [key: string]: RuleTextOverride } = {
  "aces-high/attack-on-itself-rejected": {
    quote: "For dealing the final damage to an enemy ship (destroying the enemy ship)",
    note: "An attack is made against another ship: no table can record a ship attacking itself.",
  },
  "aces-high/attack-outside-round-rejected": {
    quote: "Unlike the FFG rules for 80-point side events, where points were only awarded for damage dealt during the shooting phase, this ruleset takes into account damage that can be dealt outside the shooting phase ... What if player damages himself before the start of the game (Explosion with Wings of the Fireball ship) or during the game?",
    note: "Attacks happen in the Engagement Phase of a round; the F.A.Q.'s damage \"before the start of the game\" is the ship's own explosion.",
  },
  "aces-high/faq-console-fire-death": {
    quote: `${PENALTY} ... The first damage is always considered to be the damage dealt by an opponent, not by the ship to itself.`,
  },
  "aces-high/faq-ionised-flee": {
    quote: "If I successfully ionize an enemy ship, and the next turn it flies off the board or dies on an asteroid, will I get points? A:No, because the enemy ship does this with its maneuver, even if it's ionized.",
  },
  "aces-high/faq-ionised-onto-asteroid": {
    quote: "If I successfully ionize an enemy ship, and the next turn it flies off the board or dies on an asteroid, will I get points? A:No, because the enemy ship does this with its maneuver, even if it's ionized.",
  },
  "aces-high/faq-mutual-kill": {
    quote:
      "If Vader (order number 2 with 1 bounty point) and Soontir (order number 4 with 2 bounty points) have destroied each other during the engagement, who gets points and how many? A: First, Vader (order number 2) receives 4 victory points (2 for killing Soontir + 2 bounty points from Soontir's card) and 1 bounty point (total of 2 bounty points on Vader's card). Then, Soontir (order number 4) receives 4 victory points (2 for killing Vader + 2 bounty points from Vader's card) and 1 bounty point. After both ships are destroyed, there are no bounty points left on the pilot cards.",
  },
  "aces-high/faq-self-damage-with-own-bomb": {
    quote:
      "But what if I remove the first damage from myself with a bomb or an asteroid, am I depriving opponents ... of the opportunity to get 1 victory point for the first damage? No. The opponent will receive 1 victory point for the first damage dealt to you from their attack/abilities, etc.",
  },
  "aces-high/faq-tel-trevura-in-reserve": {
    quote: "Rules for pilots like Tel Trevura (JumpMaster 5000) and Moralo Eval (YV-666), which allow them to avoid death and flying off the edge of the table, trigger as usual",
    note: "Tel Trevura's pilot card: \"place yourself in reserves instead. At the start of the next Planning Phase, place yourself within range 1 of your player edge.\"",
  },
  "aces-high/hazard-death-loses-bounty-only": {
    quote: `In case of destruction: they lose all bounty. ${PENALTY}`,
    note: "The victory penalty is only for the deaths the second sentence lists.",
  },
  "aces-high/error-saved-leaves-ship-down": {
    file: "Pilot card",
    section: "Durge (Separatist Alliance)",
  },
  "aces-high/ruling-credited-sources-attacks-victim-not-penalised": {
    quote: `A player loses points for the following actions: In case of destruction: they lose all bounty. ${PENALTY}`,
    note: "creditedSources decides who earns points, not who is to blame.",
  },
  "aces-high/ruling-damage-card-death": {
    quote: `In case of destruction: they lose all bounty. ${PENALTY}`,
    note: "The list names console fire, not every damage card: a Loose Stabilizer or Fuel Leak death loses the bounty only.",
  },
  "aces-high/ruling-durge-save": {
    file: "Pilot card",
    section: "Durge (Separatist Alliance)",
  },
  "aces-high/ruling-durge-save-needs-outcome": {
    file: "Pilot card",
    section: "Durge (Separatist Alliance)",
  },
  "aces-high/ruling-durge-save-needs-outcome-hull-six": {
    file: "Pilot card",
    section: "Durge (Separatist Alliance)",
  },
  "aces-high/ruling-epic-battles-neutral-death": {
    file: "aces-high.txt",
    section: "ACES HIGH",
    quote: INTRO,
    note: EPIC_PRESET_NOTE,
  },
  "aces-high/ruling-epic-battles-preset": {
    file: "aces-high.txt",
    section: "ACES HIGH",
    quote: INTRO,
    note: EPIC_PRESET_NOTE,
  },
  "aces-high/ruling-penalised-deaths-all-but-enemies": {
    file: "aces-high.txt",
    section: "ACES HIGH",
    quote: INTRO,
    note: EPIC_PRESET_NOTE,
  },
  "aces-high/ruling-first-damage-once-per-life": {
    file: "aces-high.txt",
    section: "ACES HIGH",
    quote: INTRO,
    note: "The option firstDamage: \"oncePerLife\" (the preset epicBattles): first damage scores once per life of a ship.",
  },
  "aces-high/ruling-epic-battles-pushed-off-board-credit": {
    section: "Scoring Points and F.A.Q.",
    quote: `${PENALTY} ... Who gets points for the first damage or destruction if I tractored a ship onto an asteroid? A: You get.`,
    note: "Penalties apply to flying out of the field due to the ship's own maneuver. An option set in setup.rules overrides the preset's value, whatever the preset.",
  },
  "aces-high/ruling-moved-onto-own-device-penalty": {
    quote: `Who gets points for the first damage or destruction if I tractored a ship onto a mine/debris? A: You get if the mine is yours. Otherwise, the owner of the mine gets the points. ... ${PENALTY}`,
    note: "Read literally, \"self detonation on their own bomb or mine\" is penalised whoever moved the ship.",
  },
  "aces-high/ruling-removed-ship-cannot-attack": {
    quote: "Do Spare Parts Canisters/Rigged Cargo Chute tokens remain on the board after respawning? A: Yes, they remain, just like mines, nets, and remotes.",
    note: "A destroyed ship itself does not attack until it respawns.",
  },
  "aces-high/ruling-repair-past-full": {
    file: "aces-high.txt",
    section: "F.A.Q.",
    quote: "Every time you fully repair yourself, your opponent will receive victory points for dealing damage.",
    note: "A repair stops at full health, as in the X-Wing core rules: a ship recovers shields only up to its shield value and repairs only the damage cards it has.",
  },
  "epic/casualties-count-own-ships": {
    quote: "A player's CASUALTIES are the total the squad points value (or threat) of each friendly ship that was destroyed or fled, plus half the squad points value (or threat), rounded up, of each friendly ship at half health.",
  },
  "epic/half-health-two-shields-three-hull": {
    quote: "If a ship's lost health (combined lost shields and damage cards) is greater than or equal to half its health value, rounded up, it is at HALF HEALTH (e.g. a ship with 2 shields and 3 hull is at half health when it has lost 3 hull/shields).",
  },
  "epic/markers-dropped-when-destroyed-or-reserved": {
    quote: "If a ship with a 🎯 (or 🏆 marker) is placed in reserve, it is treated as fleeing for the purposes of its markers (the ship is still placed in reserve).",
    note: "A ship that is destroyed or flees drops its markers, and so does a ship placed in reserve; a ship that escapes leaves with them.",
  },
  "epic/ship-needs-points-or-threat": {
    quote: "If players are using squad points, standard scoring is determined as follows: A player's standard score is determined by totaling the squad points value of each enemy ship that was destroyed or fled",
  },
  "epic/unknown-ship": {
    file: "docs/epic.md",
    section: "Events",
    quote: "An unknown ship id is `ERR_UNKNOWN_SHIP`",
    note: "Ships are named by their id in the record.",
  },
  "epic/victory-counters-add-to-the-total": {
    quote: "Some scenarios award points based on standard scoring, with modifiers awarded for victory counters (♣) scored during the game.",
  },
  "space-race/no-action-after-shooting": { quote: TURN },
  "space-race/no-bump-after-the-action": { quote: TURN },
  "space-race/no-buoy-after-shooting": { quote: TURN },
  "space-race/no-collision-after-the-action": { quote: TURN },
  "intergalactic-ace/dogfight-kill": {
    quote: "Kill: Roll > Enemy Defense level: The player gets 1 \"Kill\" and adds a \"Kill Token\" to their ship. ... Winning a Dogfight results in 1 Kill.",
  },
  "intergalactic-ace/engage-with-three-of-four": {
    quote: "In order for a player to even engage this Enemy, the player's ship must first have stats >= the Enemy's Combat Stats on the card in at least 3 out of the 4 Combat Stat Categories.",
  },
  "fireteam/cannon-armor-piercing": {
    section: "WEAPON TYPES and RANGED ATTACKS",
    quote: "CANNON weapons are ARMOR PIERCING (Ignores cover damage modifiers, as well as one point of defending unit's ARMOR damage modifier). ... Any damage roll cannot be modified below 1.",
  },
  "fireteam/dropkick-defender-adds-its-melee-weapon-defense": {
    quote:
      "The attacker and defenders roll as in standard MELEE combat, but the attacking unit must declare a RECKLESS bonus of 3-5, which is added to the DAMAGE taken by whichever unit loses the MELEE COMBAT. ... The defending unit adds any defense bonus from their melee weapon, and +1 for a SHIELD.",
  },
  "fireteam/gray-before-red-overflow-to-torso-head-destroyed": {
    quote:
      "Always fill in all gray boxes before red boxes. Once at least one red box is filled in on a location, that location is DAMAGED. Once all boxes are filled in, that location is DESTROYED. Any excess points of damage are applied to the TORSO of the defending unit. ... HEAD DESTROYED- -2 to REACT",
  },
  "fireteam/head-destroyed-react-and-accuracy": {
    quote: "HEAD DESTROYED- -2 to REACT, -2 ACCURACY on all ranged attacks. ... Units may make multiple attacks in a TURN (one per PHASE), at -1 ACCURACY for each previous attack that turn.",
  },
};
