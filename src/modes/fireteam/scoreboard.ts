import { type ExplainedEntry, ledgerEntries } from "../../core/ledger.js";
import { competitionRanks } from "../../core/rank.js";
import { conditionOf, type LocationCondition } from "./damage.js";
import { lowestWins, scoreEntries } from "./scoring.js";
import { moveAllowance } from "./combat.js";
import { absolutePhase, cardOf, conditionAt, costOf, type FireteamAccount, type FireteamDue, type FireteamLedgerEntry, type FireteamReason, type FireteamState, guardsWithoutMoves, nextActor, stillOnGuard, stunnedIn, type UnitState, type UnitStatus } from "./state.js";
import { own } from "../../core/schema.js";
import { LEGS, type Location, LOCATIONS, usesPerTurn } from "./units.js";

/** An A.C.E. Fireteam ledger entry with the sentence citing its rule. */
export type FireteamExplainedEntry = ExplainedEntry<FireteamAccount, FireteamReason>;

/** A player's line in the standings. */
export interface FireteamStanding {
  readonly id: string;
  readonly rank: number;
  /** The score so far; final once the game is over. */
  readonly score: number;
  /** Points spent on units (harvesters are free). */
  readonly cost: number;
}

/** One damage location of a unit: its boxes, how many are filled, and its condition. */
export interface LocationReport {
  readonly gray: number;
  readonly red: number;
  readonly filled: number;
  readonly condition: LocationCondition;
}

/** One weapon of a unit card this turn: where it is, the uses it has left, and what keeps it out of use. */
export interface WeaponReport {
  readonly name: string;
  /** The hand or mount it is in; null when stowed or dropped. */
  readonly equippedAt: Location | null;
  /** Attacks left this turn: once per turn, MULTI(X) times, a melee weapon twice, less those made. */
  readonly usesLeft: number;
  /** Disabled "for the remainder of the game" by a CRITICAL FAILURE. */
  readonly jammed: boolean;
  /** Carried but not equipped (a switch equips it, for one WEAPON action). */
  readonly stowed: boolean;
  /** On the ground: dropped by a DROP or by a destroyed arm's hand (a switch picks it up), or a destroyed shield, discarded. */
  readonly dropped: boolean;
  /** A combat SHIELD's boxes left (0: destroyed and discarded); null for anything else. */
  readonly shieldLeft: number | null;
}

/**
 * A unit's status, the damage to each of its locations, and its turn resources, all read from the
 * state: MOVE and WEAPON boxes left, its weapons, and whether it is on guard, kicked, or has acted.
 */
export interface UnitReport {
  readonly id: string;
  readonly player: string;
  readonly status: UnitStatus;
  readonly locations: { readonly [L in Location]: LocationReport };
  /** MOVE boxes left this turn: MOVE less 1 per damaged and 2 per destroyed leg (at least 1), less those used; never below 0. */
  readonly movesLeft: number;
  /** WEAPON action boxes left this turn; never below 0. */
  readonly weaponActionsLeft: number;
  /** With WEAPON boxes per location on the card (ruling weapon-boxes): those left at each location; null with one pool. */
  readonly weaponActionsLeftAt: { readonly [L in Location]: number } | null;
  /** The card's weapons, in card order. */
  readonly weapons: readonly WeaponReport[];
  /**
   * On GUARD in the current phase: it declared guard in it, kept the guard from the previous phase
   * and has not taken its action yet, or is out of MOVE boxes (rulings guard-attack, guard-without-moves).
   */
  readonly guarding: boolean;
  /** Kicked: loses the current phase, or, kicked in it, the next ("cannot perform an action during the next PHASE"). */
  readonly kicked: boolean;
  /** Took its action (in initiative order, or the attack that continued a guard) in the current phase. */
  readonly actedThisPhase: boolean;
}

/** What the CLI prints for an A.C.E. Fireteam game with `--json`. */
export interface FireteamScoreboard {
  readonly mode: "fireteam";
  readonly over: boolean;
  readonly turn: number;
  readonly phase: number;
  /** The game mode: control, harvesterPush, harvest or deathmatch. */
  readonly gameMode: FireteamState["gameMode"];
  /** This turn's order of action, and the unit whose action is due (null when none). */
  readonly order: readonly string[];
  readonly next: string | null;
  /** Best first: highest score, or lowest in Deathmatch and Harvester Push. */
  readonly players: readonly FireteamStanding[];
  readonly units: readonly UnitReport[];
  readonly winners: readonly string[];
  readonly ledger: readonly FireteamExplainedEntry[];
  /** What the rules owe before any other event (a second attack into a melee, a splash), or null. */
  readonly due: FireteamDue | null;
  /** Smoke clouds up in the current phase, or still to come. */
  readonly smoke: readonly SmokeReport[];
}

/** A smoke cloud: who launched it, whether it is up in the current phase, and the phases it still lasts (the current one included). */
export interface SmokeReport {
  readonly by: string;
  readonly up: boolean;
  readonly phasesLeft: number;
}

const SOURCE: { readonly [R in FireteamReason]: string } = {
  sectorHeld: "ace-fireteam.txt, CONTROL: \"Each sector is worth 1 point\"",
  unitDown: "ace-fireteam.txt, GAME MODES: DESTROYED or DISABLED units",
  meteorsHeld: "ace-fireteam.txt, HARVEST: \"tokens on their functioning harvester\"",
  limbDestroyed: "ace-fireteam.txt, DEATHMATCH: \"a point for each DESTROYED limb on a functioning unit\"",
  harvesterDistance: "ace-fireteam.txt, HARVESTER PUSH: closest to their starting edge",
};

/** What happened, for each reason. */
const WHAT: { readonly [R in FireteamReason]: (e: { player: string; subject?: string; delta: number }) => string } = {
  sectorHeld: (e) => `${e.player} holds sector ${e.subject}`,
  unitDown: (e) => `${e.player}'s unit ${e.subject} is disabled or destroyed`,
  meteorsHeld: (e) => `${e.player}'s harvester ${e.subject} carries ${e.delta} meteor token${e.delta === 1 ? "" : "s"}`,
  limbDestroyed: (e) => `${e.player}'s functioning unit has a destroyed limb (${e.subject})`,
  harvesterDistance: (e) => `the harvester ends ${e.delta} from ${e.player}'s starting edge`,
};

/**
 * Every ledger entry with its sentence. The score is posted at the end of turn 6; before it, the
 * entries of the score as the game stands follow, at the last event (their sentence says so), so that
 * a player's entries always add up to its `score`.
 */
export function ledgerOf(state: FireteamState): FireteamExplainedEntry[] {
  return explainedLedger(state, state.over ? [] : scoreEntries(state, state.eventCount - 1));
}

/** `ledgerOf`, given the entries of the score as the game stands (none once it is over). */
function explainedLedger(state: FireteamState, standing: readonly FireteamLedgerEntry[]): FireteamExplainedEntry[] {
  const when = state.over ? "" : ", as the game stands";
  return [...ledgerEntries(state.ledger), ...standing].map((e) => ({
    ...e,
    explanation: `${WHAT[e.reason](e)}${when}: ${e.delta >= 0 ? "+" : ""}${e.delta} ${e.account} (${SOURCE[e.reason]})`,
  }));
}

/** The game at a glance: standings, units and their damage, winners, and the explained ledger. */
export function scoreboard(state: FireteamState): FireteamScoreboard {
  const low = lowestWins(state);
  // The score is the sum of its entries: those the end of turn 6 posts, computed once here.
  const entries = scoreEntries(state, state.eventCount - 1);
  const scoreOf = (id: string) => entries.reduce((n, e) => (e.player === id ? n + e.delta : n), 0);
  const scored = state.playerIds.map((id, i) => ({ id, score: scoreOf(id), cost: costOf(state, id), i }));
  const sorted = scored.sort((a, b) => (low ? a.score - b.score : b.score - a.score) || a.i - b.i);
  const ranks = competitionRanks(sorted, (a, b) => a.score === b.score);
  const units = state.units.map((u) => {
    const card = cardOf(state, u.id);
    const locations = Object.fromEntries(LOCATIONS.map((l) => [l, { ...card.locations[l], filled: u.filled[l], condition: conditionOf(card.locations[l], u.filled[l]) }])) as UnitReport["locations"];
    return { id: u.id, player: u.player, status: u.status, locations, ...turnResources(state, u) };
  });
  return {
    mode: "fireteam",
    over: state.over,
    turn: state.turn,
    phase: state.phase,
    players: sorted.map((p, i) => ({ id: p.id, rank: ranks[i]!, score: p.score, cost: p.cost })),
    units,
    winners: state.winners,
    ledger: explainedLedger(state, state.over ? [] : entries),
    gameMode: state.gameMode,
    order: state.order,
    next: nextActor(state) ?? null,
    due: state.due,
    smoke: smokeReports(state),
  };
}

function smokeReports(state: FireteamState): SmokeReport[] {
  const phase = absolutePhase(state);
  // Between phases the current one is over: count from the next.
  const from = state.phaseOpen ? phase : phase + 1;
  return state.smoke
    .map((c) => ({ by: c.by, up: state.phaseOpen && c.from <= phase && phase <= c.until, phasesLeft: c.until - Math.max(from, c.from) + 1 }))
    .filter((c) => c.phasesLeft > 0);
}

/** A unit's turn resources, derived from its card and its state. */
function turnResources(state: FireteamState, u: UnitState): Omit<UnitReport, "id" | "player" | "status" | "locations"> {
  const card = cardOf(state, u.id);
  const phase = absolutePhase(state);
  const inPhase = state.phase > 0;
  const allowance = moveAllowance(card.move, LEGS.map((l) => conditionAt(state, u, l)));
  const weapons = card.weapons.map((w, i) => {
    const equippedAt = u.equippedAt[i] ?? null;
    const dropped = u.dropped[i] ?? false;
    const shieldLeft = w.type === "SHIELD" ? Math.max(0, (own(w, "boxes") ?? 0) - u.shieldDamage[i]!) : null;
    return { name: w.name, equippedAt, usesLeft: Math.max(0, usesPerTurn(w) - u.weaponUses[i]!), jammed: u.jammed[i]!, stowed: equippedAt === null && !dropped, dropped, shieldLeft };
  });
  const perLocation = card.weaponBoxes;
  return {
    movesLeft: Math.max(0, allowance - u.movesUsed),
    weaponActionsLeft: Math.max(0, card.weaponActions - u.weaponActionsUsed),
    weaponActionsLeftAt: perLocation === null ? null : (Object.fromEntries(LOCATIONS.map((l) => [l, Math.max(0, perLocation[l] - u.weaponActionsUsedAt[l])])) as { [L in Location]: number }),
    weapons,
    guarding: inPhase && u.status === "active" && (u.guardPhase === phase || stillOnGuard(state, u) || guardsWithoutMoves(state, u)),
    kicked: u.status !== "destroyed" && (stunnedIn(u, phase + 1) || (inPhase && stunnedIn(u, phase))),
    actedThisPhase: inPhase && u.actedPhase === phase,
  };
}
