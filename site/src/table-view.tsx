// The table view: the screen a table keeps open while it plays. A card per piece on the table with
// its state and score, the actions legal now one tap from it (and why the others are not, one tap
// more), and a bar that stays on screen with the round controls, Undo and the last event in words. The
// questions of an action (how much damage, from whom) are asked in the bar too: the page never moves.
// Each answer is checked with the engine (`tryApply`) before it is offered: nothing refused is asked.
import type { Catalog } from "ace-ledger/xws";
import { useEffect, useRef, useState } from "preact/hooks";
import { namesOf, pilotsOf, withNames } from "./names.js";
import { summary } from "./summary.js";
import { acesHigh } from "./table-aces-high.js";
import { epic } from "./table-epic.js";
import { fireteam } from "./table-fireteam.js";
import { intergalacticAce } from "./table-intergalactic-ace.js";
import { plainRefusal } from "./plain-refusal.js";
import { type Action, anyLegal, firstEvent, type Next, type Piece, type Question, settle, type TableMode, type Verdict } from "./table-model.js";
import { spaceRace } from "./table-space-race.js";

const MODES: { readonly [mode: string]: TableMode } = { "aces-high": acesHigh, epic, "space-race": spaceRace, fireteam, "intergalactic-ace": intergalacticAce };

/** The game as the page holds it (analysis.ts): what the table view reads of it. */
export interface TableGame {
  readonly record: { readonly mode: string; readonly setup: unknown; readonly events: readonly unknown[]; readonly meta?: unknown };
  readonly mode: { tryApply(state: never, event: unknown): { readonly ok: boolean; readonly error?: { readonly code: string; readonly message: string } }; title(board: never): string };
  readonly ids: readonly string[];
  readonly last: unknown;
  readonly board: { readonly over: boolean; readonly winners: readonly string[] } | null;
  readonly error: { readonly event: number | null; readonly code: string; readonly message: string } | null;
}

export interface TableViewProps {
  readonly game: TableGame;
  /** Appends the event; false when it was refused (the page says why). */
  readonly onAdd: (event: object) => boolean;
  readonly onUndo: () => void;
  /** Why the last event offered was refused after all, when it was: the engine's code and words. */
  readonly rejection: { readonly code?: string; readonly message: string } | null;
  readonly loadCatalog: (edition: "2.5" | "legacy") => Promise<Catalog>;
}

/** Every id the setup gives a piece or a card (a deck's cards are named by their ids in the engine's words). */
function idsIn(setup: unknown, into: string[] = []): string[] {
  if (Array.isArray(setup)) for (const x of setup) idsIn(x, into);
  else if (typeof setup === "object" && setup !== null) {
    const { id } = setup as { id?: unknown };
    if (typeof id === "string") into.push(id);
    for (const v of Object.values(setup)) if (typeof v === "object") idsIn(v, into);
  }
  return into;
}

/** An action being answered: its key, and the question it is at (legal answers only). */
interface Open {
  readonly key: string;
  readonly label: string;
  readonly at: Question;
}

/**
 * Where the game is, for the header: between two rounds (a mode whose rounds are started and ended)
 * it is not "in progress" but a round ended, or none started yet.
 */
const roundNow = (title: string, state: { readonly roundActive?: unknown }) =>
  state.roundActive === false ? title.replace(/round (\d+), in progress$/, (_, r: string) => (r === "0" ? "round 1 not started" : `round ${r} ended, round ${Number(r) + 1} next`)) : title;

export function TableView({ game, onAdd, onUndo, rejection, loadCatalog }: TableViewProps) {
  const { mode: name, setup, events } = game.record;
  const [catalogs, setCatalogs] = useState<readonly Catalog[]>([]);
  const [open, setOpen] = useState<Open | null>(null);
  const firstPick = useRef<HTMLButtonElement>(null);
  const view = useRef<HTMLElement>(null);
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  /**
   * The bar's height: the list ends with as much room, so that the last card scrolls fully above the
   * bar. The room grows with the bar (a question in it) and does not shrink back: a page scrolled to its
   * end would otherwise jump when the question closes.
   */
  const [room, setRoom] = useState(0);
  useEffect(() => {
    if (!bar || typeof ResizeObserver === "undefined") return;
    const watch = new ResizeObserver(() => setRoom((was) => Math.max(was, Math.ceil(bar.getBoundingClientRect().height))));
    watch.observe(bar);
    return () => watch.disconnect();
  }, [bar]);
  /** The action last taken: once its event is recorded, the focus goes back to it (or to its card). */
  const taken = useRef<{ readonly piece: string | null; readonly label: string } | null>(null);
  // The pilots' card names: a catalog is loaded only when the setup names a pilot.
  useEffect(() => {
    if (pilotsOf(setup).size === 0) return;
    Promise.all([loadCatalog("2.5"), loadCatalog("legacy")]).then(setCatalogs, () => setCatalogs([]));
  }, [setup]);
  /** The focus back on the action last taken (or its card, or Undo) when it was lost, without scrolling the page. */
  function refocus() {
    const at = taken.current;
    if (!at || (document.activeElement && document.activeElement !== document.body)) return;
    const where = at.piece === null ? "[data-bar]" : `[data-piece="${CSS.escape(at.piece)}"]`;
    const back = view.current?.querySelector<HTMLElement>(`${where} [data-action="${CSS.escape(at.label)}"]`) ?? view.current?.querySelector<HTMLElement>(`${where} [data-action], [data-table-undo]`);
    back?.focus({ preventScroll: true });
  }
  // A new event (or an undo) closes what was being answered; a question opened takes the focus, and a
  // question closed (answered, cancelled) gives it back to its action once the buttons are drawn again.
  useEffect(() => {
    setOpen(null);
    refocus();
  }, [game.last]);
  useEffect(() => (open ? firstPick.current?.focus() : refocus()), [open]);

  const table = MODES[name];
  if (!table || game.last === null || !game.board) return null;
  const names = namesOf(game.record, catalogs);
  /** The engine's refusal of an event after the last one, or null when it is legal. */
  const refused = (event: object) => {
    const next = game.mode.tryApply(game.last as never, event);
    return next.ok ? null : next.error!;
  };
  const verdict: Verdict = (event) => refused(event)?.code ?? null;
  const state = game.last;
  const pieces = table.pieces(state, names, game.board);
  /** An id as the table shows it: a player by name; a ship or unit by its player's name and its own (its id when two share it). */
  const shown = (id: string): string => {
    const piece = pieces.find((p) => p.id === id);
    if (!piece || game.ids.includes(id)) return names.of(id);
    const own = names.of(id) !== id ? names.of(id) : (names.pilot(id) ?? id);
    const twin = pieces.some((p) => p.id !== id && p.owner === piece.owner && (names.of(p.id) === own || names.pilot(p.id) === own));
    return `${piece.owner}'s ${own}${twin ? ` (${id})` : ""}`;
  };
  const known = [...game.ids, ...pieces.map((p) => p.id), ...idsIn(setup)];
  /** A refusal in a player's words, with the engine's code and words (the rule) one tap further. */
  const because = (why: { readonly code?: string; readonly message: string }) => (
    <>
      {plainRefusal(why.message, known, shown)}{" "}
      <details class="rule" data-rule>
        <summary>The rule</summary>
        {why.code && <code>{why.code}</code>} {why.message}
      </details>
    </>
  );
  const actions = table.actions(state, names, game.board).map((a, i) => ({ ...a, key: `${a.piece ?? ""}:${i}` }));
  const legal = new Set(actions.filter((a) => !game.error && anyLegal(a.next, verdict)).map((a) => a.key));
  const lastEvent = events[events.length - 1];
  const last = events.length === 0 ? "No events yet." : ((game.error ? null : table.say(lastEvent, names, state)) ?? withNames(summary(name, lastEvent), game.ids.concat(pieces.map((p) => p.id)), names));

  /** The action's first step: its event recorded at once, or its first question opened. */
  function start(a: Action & { key: string }) {
    taken.current = { piece: a.piece, label: a.label };
    const next = settle(a.next, verdict);
    if (!next) return;
    if ("event" in next) onAdd(next.event);
    else setOpen({ key: a.key, label: a.piece === null ? a.label : `${a.label}: ${pieces.find((p) => p.id === a.piece)?.owner ?? a.piece}`, at: next });
  }

  /** An answer taken: its event recorded (the question closes), or its next question asked. */
  function answer(o: Open, next: Next) {
    const n = settle(next, verdict);
    if (!n) return;
    if ("event" in n) onAdd(n.event) && setOpen(null);
    else setOpen({ ...o, at: n });
  }

  const question = (o: Open) => (
    <div class="ask" role="group" aria-label={`${o.label}: ${o.at.ask}`} data-ask onKeyDown={(e) => e.key === "Escape" && setOpen(null)}>
      <p>
        {o.label} · {o.at.ask}
      </p>
      <div class="picks">
        {o.at.picks.map((p, i) => (
          <button
            key={p.label}
            type="button"
            {...(i === 0 ? { ref: firstPick } : {})}
            data-pick={p.label}
            onClick={() => answer(o, p.next)}
          >
            {p.label}
          </button>
        ))}
        <button type="button" class="cancel" onClick={() => setOpen(null)}>
          Cancel
        </button>
      </div>
    </div>
  );

  const buttons = (list: readonly (Action & { key: string })[]) =>
    list
      .filter((a) => legal.has(a.key))
      .map((a) => (
        <button key={a.key} type="button" data-action={a.label} aria-expanded={"event" in a.next ? undefined : open?.key === a.key} onClick={() => start(a)}>
          {a.label}
        </button>
      ));

  const gameActions = actions.filter((a) => a.piece === null);
  return (
    <section ref={view} class="table-view" aria-labelledby="table-title" data-table-view={name} style={room > 0 ? { paddingBottom: `${room + 8}px` } : undefined}>
      <h2 id="table-title" class="table-title" data-title>
        {table.title?.(names, game.board) ?? roundNow(game.mode.title(game.board as never), state as { roundActive?: unknown })}
      </h2>
      {game.error && (
        <p class="problem" role="alert">
          {game.error.event === null ? "This record cannot be replayed" : `Event #${game.error.event} breaks a rule`}: {because(game.error)} Nothing can be recorded until it is undone (History).
        </p>
      )}
      {game.board.over && (
        <p class="winner-line over" data-table-over>
          Game over. {game.board.winners.length > 0 ? `Winner${game.board.winners.length > 1 ? "s" : ""}: ${game.board.winners.map(names.of).join(", ")}` : ""}
        </p>
      )}
      <ul class="pieces">
        {pieces.map((p: Piece) => {
          const mine = actions.filter((a) => a.piece === p.id);
          const notNow = mine.flatMap((a) => {
            const event = legal.has(a.key) ? undefined : firstEvent(a.next);
            const why = event ? refused(event) : null;
            return why === null ? [] : [{ key: a.key, label: a.label, why }];
          });
          return (
            <li key={p.id} class={p.out ? "piece out" : "piece"} data-piece={p.id} data-marker={p.marker ?? ""}>
              <div class="piece-head">
                <strong>{p.owner}</strong>
                {p.marker && <span class={`marker ${p.marker.replace(/\W+/g, "-")}`}>{p.marker}</span>}
                <span class="piece-score" data-score>
                  {p.score}
                </span>
              </div>
              {p.title && <p class="piece-title">{p.title}</p>}
              <dl class="facts">
                {p.facts.map((f) => (
                  <div key={f.label}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
              <div class="piece-actions">{buttons(mine)}</div>
              {notNow.length > 0 && (
                <details class="refused">
                  <summary>Not now ({notNow.length})</summary>
                  <ul>
                    {notNow.map((a) => (
                      <li key={a.key} data-refused={a.label}>
                        <b>{a.label}:</b> {because(a.why)}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
      <div ref={setBar} class="bar" role="region" aria-label="round controls and the last event" data-bar>
        {open && question(open)}
        <p class="last-event" aria-live="polite" data-last-event>
          {rejection ? <span class="problem">Refused: {because(rejection)}</span> : <>Last: {last}</>}
        </p>
        <div class="bar-actions">
          {buttons(gameActions)}
          <button type="button" onClick={onUndo} disabled={events.length === 0} data-table-undo>
            Undo
          </button>
        </div>
      </div>
    </section>
  );
}
