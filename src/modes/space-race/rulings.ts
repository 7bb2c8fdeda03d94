import type { Ruling } from "../../core/ruling.js";
import { deepFreeze } from "../../core/freeze.js";

/** Decisions space-race.txt leaves open, each with the sentence it rests on. */
export const SPACE_RACE_RULINGS: readonly Ruling[] = /* @__PURE__ */ deepFreeze([
  {
    id: "gravity-cannon-remaining-hit",
    question: "A gravity cannon attack leaves hits and crits; which one is the damage that remains?",
    default: "A hit whenever there is one (damage is dealt hits before crits); only crits alone give the crit's push.",
    option: null,
    seed: "space-race.txt, Gravity Cannon: \"the damage is reduced to 1 (as per a normal ion cannon). If the remaining hit is a critical ...\"",
  },
  {
    id: "evade-cancels-hit-first",
    question: "Does an asteroid's evade cancel a hit or a crit?",
    default: "A hit first, then a crit, as in the core rules.",
    option: null,
    seed: "space-race.txt, Gravity Cannon: \"Asteroids have one green die to defend themselves\"; \"All rules not here remain as per the original\"",
  },
  {
    id: "winner-at-round-end",
    question: "Does the first racer to reach its goal win at once?",
    default: "At the end of that round: everyone still takes their turn, and several finishers in the round are compared by points.",
    option: null,
    seed: "space-race.txt, Goal of the Game: \"wins the game at the end of the current turn\" (the seed calls the whole round the general turn)",
  },
  {
    id: "equal-points-share",
    question: "Two finishers in the same round with equal points?",
    default: "They share the win.",
    option: null,
    seed: "space-race.txt, Goal of the Game: \"the winner is the pilot who used less points\" (silent on equal points)",
  },
  {
    id: "wrecked-ships",
    question: "What happens to a racer whose ship is destroyed?",
    default:
      "It is out of the race at once, even in its own turn: no buoy, action, lost action, shot, collision, damage or repair of it is accepted (ERR_NOT_IN_PLAY), only the end of the turn it was destroyed in; its later turns are skipped (a turnStarted for it is ERR_TURN_ORDER) and it cannot finish; its buoys still rank it.",
    option: null,
    seed: "space-race.txt: \"All rules not here remain as per the original Star Wars: X-Wing rules\"",
  },
  {
    id: "destroyed-finisher",
    question: "A racer activates its last buoy and is destroyed later in the same round: does it win at the end of the round?",
    default:
      "Yes: the text has no survival clause (\"The player who activates his last buoy first wins the game at the end of the current turn\"), and the \"turn\" is the round (\"If two players activate their last buoy in the same turn\"), so it wins at the end of the round, with the other finishers of that round by points. The winners rank first in the report.",
    option: "rules.destroyedFinisher: \"out\" (it is out of the race, ruling wrecked-ships: the win goes to the finishers of that round still in the race; if none is left the race goes on, unless no racer is left at all, ruling no-racer-left)",
    seed: "space-race.txt, Goal of the Game: \"The player who activates his last buoy first wins the game at the end of the current turn. If two players activate their last buoy in the same turn, the winner is the pilot who used less points to build his ship.\"",
  },
  {
    id: "no-racer-left",
    question: "Every racer's ship is destroyed and nobody has won: does the race go on?",
    default:
      "No: the race ends at the end of that round with no winner (no racer is left to activate a buoy); any event after it is ERR_GAME_OVER. A finisher of that round still wins (ruling destroyed-finisher), unless rules.destroyedFinisher is \"out\". The report ranks the racers by their buoys.",
    option: null,
    seed: "space-race.txt, Goal of the Game: \"The player who activates his last buoy first wins the game at the end of the current turn\" (silent on a race with no racer left)",
  },
  {
    id: "collision-after-action",
    question: "Can the racer whose turn it is collide with an asteroid after its action?",
    default:
      "Not between its action and its first shot: its own moves are its maneuver, before the action (a barrel roll or boost may not overlap an asteroid by the core rules), so such a collision is ERR_TURN_ORDER. Once it has shot, only an asteroid its own shooting pushed this turn (a critical hit or two hits on an asteroid) may land on it: that collision is accepted and takes no action; after a shot that pushed nothing, its own collision is ERR_TURN_ORDER.",
    option: null,
    seed: "space-race.txt, Order of Initiative: \"executes the stated maneuver. He may then choose an action as normal ... the pilot performs his shooting phase immediately after choosing his action\"; Gravity Cannon: \"pushed 1 straight directly away from the attacker when receiving a critical hit or two normal hits. If an asteroid is pushed onto a ship, this is treated as a collision\"",
  },
  {
    id: "action-lost",
    question: "What else takes a racer's action away, and when?",
    default:
      "What the core rules say (a bump, stress): the app records actionLost in the racer's maneuver, before it performs an action or shoots (ERR_TURN_ORDER otherwise); losing it twice (a bump and a damaging collision) is allowed.",
    option: null,
    seed: "space-race.txt: \"He may then choose an action as normal\"; \"All rules not here remain as per the original Star Wars: X-Wing rules\"",
  },
  {
    id: "free-actions",
    question: "Does an action a card gives for free (Push the Limit) use the turn's one action?",
    default:
      "No: actionPerformed with free: true leaves the action, and is not checked against a lost action (the app applies its cards). It cannot activate a buoy, which takes the regular action. Like any action it comes before the racer's first shot.",
    option: null,
    seed: "space-race.txt, Buoys: \"Activating a buoy requires a regular action\"; \"He may then choose an action as normal\"",
  },
  {
    id: "printed-stats",
    question: "Which printed values must a racer's hull, shields and initiative match?",
    default:
      "None: the app's values stand. The seed is written for the first edition (\"pilot skill\", \"Elite Talent\", a 25-point budget), and a table playing it with first-edition cards types their values; the seed's own slots and the cloak ban are still checked.",
    option: "rules.printedStats: \"legacy\" (those of the 2.0 Legacy cards, the edition of the ship ids and of the built-in catalog: the ship's hull and shields, plus one for each Hull Upgrade or Shield Upgrade listed, the initiative of one of its generic pilots, pilot generic, and the weapon slots; points are not checked against card costs)",
    seed: "space-race.txt, How to build a racing ship: \"A player may use any generic pilot from the following list of ships\"",
  },
  {
    id: "weapon-slots",
    question: "Which upgrade slots are the \"weapon upgrade options\" a ship keeps?",
    default:
      "Missile, torpedo, cannon and turret; devices (bombs and mines), astromechs, sensors, configurations and every other slot are lost. With rules.printedStats \"legacy\", as many as the ship's generic pilots have on the 2.0 Legacy cards.",
    option: null,
    seed: "space-race.txt, How to build a racing ship: \"All Ships keep their weapon upgrade options (missiles, turrets, etc.) but lose all other upgrade options\"",
  },
  {
    id: "one-attack-per-turn",
    question: "How many attacks does a racer make in its shooting phase?",
    default: "One: a ship attacks once in its shooting phase, as in X-Wing, whose rules hold where space-race.txt says nothing. A second attack in the turn is ERR_ONE_ATTACK. A bonus attack a card gives after the attack is recorded with bonus: true, one at most (X-Wing: a ship performs only one bonus attack per round); a bonus attack without an attack before it, or a second one, is ERR_ONE_ATTACK.",
    option: null,
    seed: "space-race.txt, Order of Initiative: \"the pilot performs his shooting phase immediately after choosing his action. His turn then ends.\"; X-Wing Space Race: \"All rules not here remain as per the original Star Wars: X-Wing rules.\"",
  },
  {
    id: "collisions-come-from-pushes",
    question: "When can a racer other than the one whose turn it is collide with an asteroid?",
    default:
      "Only after the racer whose turn it is pushed something with its shooting that turn: an asteroid (a critical hit or two hits on it; the asteroid, or one it pushes on, may land on any racer, the shooter too) or a ship (a gravity cannon's critical pushes its target, which may then land on an asteroid: that ship alone). Before any such push of the turn, or between turns, nothing moves another racer: its collision is ERR_TURN_ORDER.",
    option: null,
    seed: "space-race.txt, Gravity Cannon: \"is pushed 1 straight away from the attacker (as per a barrel roll)\", \"pushed 1 straight directly away from the attacker when receiving a critical hit or two normal hits. If an asteroid is pushed onto a ship, this is treated as a collision\", \"If a pushed asteroid overlaps with another asteroid after that push, this second asteroid is pushed\"",
  },
  {
    id: "collision-in-another-turn",
    question: "Does a collision outside the racer's own turn (an asteroid pushed onto it) cost its action?",
    default: "No: only a damaging collision in its own maneuver takes the action of that turn (ruling collision-after-action).",
    option: null,
    seed: "space-race.txt, Recoil Shield: \"may perform an action even if it overlapped with an asteroid as long as it did not take damage\"",
  },
  {
    id: "end-of-turn-effects",
    question: "Effects that end at the end of the round last until the player's next turn: are they tracked?",
    default: "Not modelled: the engine tracks no tokens; apps keep them with that timing.",
    option: null,
    seed: "space-race.txt: \"all effects that would normally end at the end of the turn stay in effect until the beginning of the controlling player's next turn\"",
  },
]);
