/**
 * The rulings of the Aces High mode as data (`ace-ledger/aces-high/rulings`), kept out of the
 * scoring entry so that apps that only score do not ship the texts.
 *
 * @module ace-ledger/aces-high/rulings
 */
import type { Ruling } from "../../core/ruling.js";
import { deepFreeze } from "../../core/freeze.js";

export type { Ruling };

/**
 * Decisions aces-high.txt leaves open. docs/aces-high.md prints this table; every ruling has at
 * least one fixture under test/fixtures/aces-high/.
 */
export const RULINGS: readonly Ruling[] = /* @__PURE__ */ deepFreeze([
  {
    id: "victory-floor",
    question: "Can a penalty take victory below 0?",
    default: "No: victory stops at 0; the clamped loss is still posted in the ledger with what it would have been.",
    option: "allowNegativeVictory: true",
    seed: "aces-high.txt, Scoring Points: \"they lose: 1 victory, victory equal to the number of bounty on the pilot card, and all bounty\" (victory tokens are physical; a player cannot hand back tokens they do not have)",
  },
  {
    id: "pushed-off-board",
    question: "A ship flees because another player's tractor beam or push moved it off the board. Who scores?",
    default: "The player who moved it scores it as a kill (2 victory, the bounty, +1 bounty); the fleeing player is not penalised. Under creditedSources \"attacks\" nobody scores it and the fleeing player loses its bounty only.",
    option: "pushedOffBoard: \"penalty\" (the fleeing player takes the flee penalty; nobody scores; the epicBattles preset)",
    seed: "aces-high.txt, Scoring Points: penalties apply to \"fatal moving ... due to their own maneuver\"; F.A.Q.: tractored onto an asteroid, \"You get.\"",
  },
  {
    id: "first-damage-renewal",
    question: "When can first damage be scored again on the same ship?",
    default: "Whenever the ship is back at full health (no lost shields, no damage), and at respawn.",
    option: "firstDamage: \"oncePerLife\" (only at respawn; the epicBattles preset)",
    seed: "aces-high.txt, F.A.Q.: \"Every time you fully repair yourself, your opponent will receive victory points for dealing damage.\"",
  },
  {
    id: "first-and-final-damage",
    question: "One attack takes a ship at full health from undamaged to destroyed: does the attacker score first damage as well as the kill?",
    default: "Yes: 1 victory for the first damage and 2 victory, the bounty and 1 bounty for the final damage (damage is suffered one point at a time; the first point is the first damage, the last the final). The F.A.Q.'s bomb answers (\"Total: 0 victory points\") count what the destruction scores, not first damage dealt before it.",
    option: null,
    seed: "aces-high.txt, Scoring Points: \"For dealing the first damage to an enemy ship: 1 victory\"; \"For dealing the final damage to an enemy ship (destroying the enemy ship): 2 victory\"",
  },
  {
    id: "victory-limit-check",
    question: "Does the game end if a player reached 6 victory during the round but has fewer at its end?",
    default: "Yes: reaching the limit at any moment of the round ends the game at that round's end.",
    option: "limitCheck: \"totalsAtRoundEnd\" (the epicBattles preset); victoryLimit: null removes the limit",
    seed: "aces-high.txt, Scenario Rules: \"until the end of the round in which one of the players has scored 6 victory points\"",
  },
  {
    id: "limit-reached-mid-resolution",
    question: "Is the victory limit reached when one resolution takes a player past it and back below (a self-bomb that kills)?",
    default: "Yes: a destruction resolves step by step, so the player did reach the limit, and the game ends at the end of that round.",
    option: "limitCheck: \"totalsAtRoundEnd\" (only the totals at the end of the round count)",
    seed: "aces-high.txt, F.A.Q. self-bomb: \"First, for destroying the enemy ship, you get 2 victory points and 1 bounty. Then, for self-destruction, you lose ...\"",
  },
  {
    id: "credited-sources",
    question: "Which damage earns first damage and kills?",
    default: "Attacks, abilities, own bombs, mines and remotes, dropped debris, tractors and pushes onto obstacles and devices (community). The option decides who earns points, not who is to blame: a ship destroyed by damage nobody is credited with is penalised only as penalisedDeaths says.",
    option: "creditedSources: \"enemyShipsAndDevices\" (epicBattles preset) or \"attacks\" (FFG 80-point side events)",
    seed: "aces-high.txt, Scoring Points: \"Unlike the FFG rules for 80-point side events, where points were only awarded for damage dealt during the shooting phase, this ruleset takes into account damage ... outside the shooting phase\"",
  },
  {
    id: "simultaneous-destruction",
    question: "In what order do ships destroyed at the same moment resolve?",
    default: "Kills credited to opponents first, in the order their final damage was dealt, then uncredited destructions; a ship is destroyed from the moment its own destruction resolves, so bounty given to it later in the same destruction is lost (ruling bounty-while-removed). The order the final damage was dealt is the record's: the text is at odds with itself on it (Player Order: \"Effects are resolved earlier for players with higher numbers\"; the F.A.Q. resolves Vader, order number 2, before Soontir, 4), so the app records the damage in the order the table resolved it.",
    option: null,
    seed: "aces-high.txt, F.A.Q. Vader and Soontir: \"After both ships are destroyed, there are no bounty points left\"; self-bomb: \"First, for destroying the enemy ship ... Then, for self-destruction\"",
  },
  {
    id: "removed-ship-devices",
    question: "Do a destroyed or fled player's mines and remotes still score for it?",
    default: "Yes: devices and remotes stay on the board and credit their owner. Attacks and abilities need the ship in play.",
    option: null,
    seed: "aces-high.txt, F.A.Q.: tokens \"remain, just like mines, nets, and remotes\"",
  },
  {
    id: "save-replaces-kill",
    question: "Who scores when a save ability replaces a ship's destruction?",
    default: "Nobody scores the kill and the saved player loses nothing; first damage already scored stands.",
    option: null,
    seed: "aces-high.txt, F.A.Q. Tel Trevura: abilities \"trigger as usual, and the player only loses points if the charges have already been spent\"",
  },
  {
    id: "save-available",
    question: "A ship whose save could still replace its loss (a destruction charge left for Tel Trevura, Durge or a declared save; a flee charge for Moralo Eval) is recorded destroyed or fled. Is that allowed?",
    default: "No: ERR_SAVE_AVAILABLE, naming the saved event to record. The ability \"triggers as usual\": the save is made, and the player loses points only once the charges are spent. A Tel Trevura of 5 hull or less cannot make its save (it would leave 5 damage) and is destroyed as any ship.",
    option: "unusedSave: \"penalty\" (a table that lets a player decline the save: the destruction or flee is accepted and scores as any other)",
    seed: "aces-high.txt, F.A.Q.: \"Rules for pilots like Tel Trevura (JumpMaster 5000) and Moralo Eval (YV-666), which allow them to avoid death and flying off the edge of the table, trigger as usual, and the player only loses points if the charges have already been spent.\"",
  },
  {
    id: "road-rage-fire",
    question: "Under ROAD RAGE (the player order rolled each round replaces initiative), may a ship that is down still attack, as ships of the same initiative fire simultaneously in the standard rules?",
    default: "No: ERR_ALREADY_DOWN. There are no ties, so nothing fires simultaneously: a ship is down after a ship of another order number shot it, and it fires no more. Its ability may still deal damage (kind ability). With the standard initiative (the default), a down ship may still fire in its step.",
    option: "initiative: \"pilot\" (the default: the standard initiative; the game plays ROAD RAGE with initiative: \"roadRage\")",
    seed: "aces-high.txt, Alternative Options For Pilot Initiative And Player Order: \"The pilot's initiative (skill) in this mode is replaced by your current player order number for this round. ... The winner moves first and shoots first. There are no ties in initiative or simultaneous fire, except for special abilities.\"",
  },
  {
    id: "durge-stays-in-play",
    question: "Does every save place the ship in reserve?",
    default: "Tel Trevura and Moralo Eval go to reserve until the next round starts, as their cards say; Durge's card repairs instead, so Durge stays in play with the hull damage the event reports.",
    option: null,
    seed: "Pilot cards (xwing-data2-legacy): Tel Trevura \"place yourself in reserves instead\"; Durge \"repair all of your faceup damage cards\"",
  },
  {
    id: "remotes-not-targets",
    question: "How is damage to another player's remote recorded?",
    default: "It is not: remotes and obstacles are not targets in the record, so it scores nothing. Naming one is ERR_UNKNOWN_PLAYER.",
    option: null,
    seed: "aces-high.txt, F.A.Q.: \"And if I deal damage or destroy someone else's remote, will I get points? A: No.\"",
  },
  {
    id: "damage-outside-rounds",
    question: "Can damage happen outside a round?",
    default: "Yes, except attacks (ERR_ROUND): a ship's own damage, abilities, devices and the other sources may fall outside a round (e.g. a ship damaging itself before the game). Respawns must fall between rounds.",
    option: null,
    seed: "aces-high.txt, F.A.Q.: \"What if player damages himself before the start of the game (Explosion with Wings of the Fireball ship)\"; attacks belong to the Engagement Phase of a round",
  },
  {
    id: "time-between-rounds",
    question: "What if time is called between rounds?",
    default: "The game ends at once: there is no current round to play out.",
    option: null,
    seed: "aces-high.txt, Scenario Rules: \"When time runs out ... the current round is played to the end, and the game ends.\"",
  },
  {
    id: "repair-past-full",
    question: "What does a repair of more than was lost do?",
    default: "It restores what was lost and stops at full health.",
    option: null,
    seed: "X-Wing core rules: a ship recovers shields only up to its shield value and repairs only damage cards it has",
  },
  {
    id: "penalised-deaths",
    question: "A ship is destroyed and no opponent is credited with the final damage: does it lose victory, or only its bounty?",
    default: "Only its bounty, unless the text lists the death: its own bomb, mine or remote, its own maneuver onto an obstacle, console fire, its own ship or pilot ability (and a flight off the board, see pushed-off-board). A hazard, or another player's device, tractor or debris that creditedSources does not credit, costs the bounty only.",
    option: "penalisedDeaths: \"allButEnemies\" (the epicBattles preset: every death not dealt by an enemy ship or its device or remote is penalised, as FFG's neutral deaths)",
    seed: "aces-high.txt, Scoring Points: \"In case of destruction: they lose all bounty.\" and \"In case of flying out of the field, self detonation on their own bomb or mine, fatal moving through ot overlapping an obstacle due to their own maneuver, death from console fire or their ship/pilot ability, they lose: 1 victory, victory equal to the number of bounty on the pilot card, and all bounty.\"",
  },
  {
    id: "damage-card-death",
    question: "A ship is destroyed by a damage card other than Console Fire (Loose Stabilizer, Fuel Leak...). Is it penalised?",
    default: "No: it loses its bounty only. The penalty list names \"death from console fire\", one card, not damage cards in general; read literally, other damage cards fall under \"In case of destruction: they lose all bounty\".",
    option: "penalisedDeaths: \"listedAndDamageCards\" (every damage card is penalised like console fire; \"allButEnemies\" too)",
    seed: "aces-high.txt, Scoring Points: \"death from console fire or their ship/pilot ability, they lose: 1 victory, ...\"",
  },
  {
    id: "moved-onto-own-device",
    question: "Another player tractors or pushes a ship onto that ship's own bomb or mine. Who scores?",
    default: "The player who moved it, as if the device were theirs. This rests on the F.A.Q.: the player who tractored a ship scores when the mine is theirs, the mine's owner otherwise; here the owner is the victim, which cannot score on itself, and the victim did not detonate it by its own doing. The victim loses its bounty to the mover.",
    option: "movedOntoOwnDevice: \"penalty\" (the epicBattles preset). This rests on Scoring Points read word for word: a ship destroyed by \"self detonation on their own bomb or mine\" is penalised whoever moved it there, and the F.A.Q.'s \"the owner of the mine gets the points\" gives nothing, as the owner is the victim: nobody scores",
    seed: "aces-high.txt, F.A.Q.: \"Who gets points for the first damage or destruction if I tractored a ship onto a mine/debris? A: You get if the mine is yours. Otherwise, the owner of the mine gets the points.\"; Scoring Points: \"self detonation on their own bomb or mine\" is penalised",
  },
  {
    id: "bounty-while-removed",
    question: "A ship already destroyed or fled gets bounty: its kill resolves after its own destruction in the same destruction (mutual kill), or its mine or remote scores a kill later. Does it keep the bounty placed on its card?",
    default: "No, in both cases: bounty placed on a ship already removed is lost at once (ledger reason bountyForfeited), as the F.A.Q. answers for the mutual kill (\"After both ships are destroyed, there are no bounty points left on the pilot cards\"). One rule for both: a removed ship has no pilot card in play to hold it.",
    option: "bountyWhileRemoved: \"kept\" (the new bounty stays on the card until a destruction takes it, in both cases; the mutual kill then leaves the later killer 1 bounty)",
    seed: "aces-high.txt, Scoring Points: \"1 bounty is placed on your pilot card\"; \"In case of destruction: they lose all bounty\"; F.A.Q. Vader and Soontir: \"After both ships are destroyed, there are no bounty points left on the pilot cards\"",
  },
  {
    id: "darksaber",
    question: "Sabine Wren's Trials of the Darksaber: allowed, and how does it score?",
    default: "Banned: the list check reports ERR_LIST_DARKSABER (the F.A.Q.'s short answer). The long answers (the condition's victory removed when its ship is destroyed outside an attack at range 0-2 or flees; a condition token to pick up) are not modelled: the record has no events for them, and a ship carrying it scores as any other.",
    option: "checkAcesHighList(squad, ships, limit, label, { allowDarksaber: true }) lets the list through; the table then applies a long answer by hand",
    seed: "aces-high.txt, F.A.Q.: \"What to do with Sabine Wren (...) and Trials of the Darksaber? Ban it? A: The short answer is: yes, because nothing prevents all players to bring it to the table, and stacking saber effects is no fun.\"",
  },
]);
