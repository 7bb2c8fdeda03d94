// What the table view draws, whatever the mode: a card per piece on the table (ship, racer, unit,
// player) with its state and score, and the actions a table records next. Each mode says what its
// pieces and actions are (table-<mode>.ts); the engine alone says which actions are legal now.

/** A line of a card: what players see on the table ("hull 2 of 4"). */
export interface Fact {
  readonly label: string;
  readonly value: string;
}

/** A piece on the table, as its card shows it. */
export interface Piece {
  /** The id events name it by. */
  readonly id: string;
  /** Whose it is, by name. */
  readonly owner: string;
  /** What it is, by card name (pilot and ship, unit), when known. */
  readonly title: string;
  readonly facts: readonly Fact[];
  /** Its score, in words ("3 victory, 1 bounty"). */
  readonly score: string;
  /** Its state in a word when it is not plainly in play: "down", "destroyed", "fled", "in reserve"... */
  readonly marker?: string;
  /** Out of play for now (destroyed, fled, escaped, wrecked): drawn faded. */
  readonly out?: boolean;
}

/**
 * What an action leads to: the event itself, one more question with its answers, or questions drawn
 * only once reached (`later`: naming cards one after another would be thousands of answers drawn
 * ahead), legal as far as `probe`, an event of the same kind, says.
 */
export type Next = { readonly event: object } | Question | Later;

/** Questions drawn once reached; `probe` stands for them when the engine is asked whether they can be legal. */
export interface Later {
  readonly probe: object;
  readonly later: () => Next;
}

/** A question of an action, with its answers. */
export interface Question {
  readonly ask: string;
  readonly picks: readonly Pick[];
}

/** An answer to a question of an action. */
export interface Pick {
  readonly label: string;
  readonly next: Next;
}

/** Something a table records: on a piece's card, or in the bar (round controls) when `piece` is null. */
export interface Action {
  readonly label: string;
  readonly piece: string | null;
  readonly next: Next;
}

/** A mode's table: its pieces and the actions that can come next, from the engine's state. */
export interface TableMode<S = any, B = any> {
  /** The pieces, from the state and its scoreboard (the scores). */
  pieces(state: S, names: Names, board: B): Piece[];
  actions(state: S, names: Names, board: B): Action[];
  /** An event in words, with names ("Ben takes 2 damage from Ana's attack"); null for the page's own line of it. */
  say(event: any, names: Names, state: S): string | null;
  /** The header, with names where the mode's title has ids; the mode's title when absent. */
  title?(names: Names, board: B): string;
}

/** Names to show for ids: players (as typed at setup), pilots and ships (from the card catalogs). */
export interface Names {
  /** The name of a player, ship or unit id; the id itself when none is known. */
  of(id: string): string;
  /** The card name of the pilot the setup gives a player or ship id (with its ship's), when a catalog knows it. */
  pilot(id: string): string | undefined;
}

/** The engine's verdict on an event after the last one: null when legal, else the rule that forbids it. */
export type Verdict = (event: object) => string | null;

/**
 * An answer (or an action) narrowed to what is legal: null when nothing under it is. A question left
 * with one legal answer is not asked: that answer is taken (a choice of one is no choice).
 */
export function legalOnly(next: Next, verdict: Verdict): Next | null {
  if ("event" in next) return verdict(next.event) === null ? next : null;
  if ("later" in next) return verdict(next.probe) === null ? next : null;
  const picks = next.picks.flatMap((p) => {
    const n = legalOnly(p.next, verdict);
    return n ? [{ label: p.label, next: n }] : [];
  });
  if (picks.length === 1) return picks[0]!.next;
  return picks.length === 0 ? null : { ask: next.ask, picks };
}

/** Whether anything under an answer is legal: stops at the first legal event (a card's buttons ask this of every action). */
export function anyLegal(next: Next, verdict: Verdict): boolean {
  if ("later" in next) return verdict(next.probe) === null;
  return "event" in next ? verdict(next.event) === null : next.picks.some((p) => anyLegal(p.next, verdict));
}

/** What an answer leads to, legal only, with the questions drawn later drawn now: an event, a question, or null. */
export function settle(next: Next, verdict: Verdict): { readonly event: object } | Question | null {
  let n = legalOnly(next, verdict);
  while (n && "later" in n) n = legalOnly(n.later(), verdict);
  return n;
}

/** The first event under an action (the one its refusal is asked of); undefined when it has none (no saved card to choose). */
export function firstEvent(next: Next): object | undefined {
  let n = next;
  while (!("event" in n)) {
    if ("later" in n) return n.probe;
    if (n.picks.length === 0) return undefined;
    n = n.picks[0]!.next;
  }
  return n.event;
}

/** A question of picks, one per value. */
export const ask = <T>(question: string, values: readonly T[], label: (v: T) => string, next: (v: T) => Next): Next => ({
  ask: question,
  picks: values.map((v) => ({ label: label(v), next: next(v) })),
});

/** "2 of 4". */
export const left = (lost: number, of: number) => `${Math.max(0, of - lost)} of ${of}`;

/** A ship's hull and shields left, as every X-Wing mode's card shows them. */
export const hullAndShields = (ship: { readonly hull: number; readonly hullDamage: number; readonly shields: number; readonly shieldsLost: number }) => [
  { label: "hull", value: left(ship.hullDamage, ship.hull) },
  { label: "shields", value: left(ship.shieldsLost, ship.shields) },
];

/** The repairs a ship is offered: one shield when it lost one, one hull when it lost one; none at full hull and shields. */
export const repairs = (s: { readonly shieldsLost: number; readonly hullDamage: number }) => [...(s.shieldsLost > 0 ? [{ shields: 1 }] : []), ...(s.hullDamage > 0 ? [{ hull: 1 }] : [])];
