import type { ExplainedEntry, RuleViolation } from "ace-ledger";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { type Analysis, analyse, append, undo } from "./analysis.js";
import { Chart } from "./chart.js";
import { examples as readExamples } from "./examples.js";
import type { GameRecord } from "./mode.js";
import { loadedMode, loadMode, MODE_LABELS, winnerLine } from "./modes.js";
import { keep, kept } from "./persist.js";
import { checkRecord, fileTooLarge, fragmentPosition, fromFragment, readRecord, recordFragment, recordText } from "./record.js";
import { summary } from "./summary.js";
import { Lazy } from "./table.js";
import { Details, Standings } from "./views.js";

const examples = readExamples();

const COLORS = ["#2563eb", "#dc2626", "#059669", "#d97706", "#7c3aed", "#0891b2", "#db2777", "#57534e"];

/** The label of an example: its mode, and what its file name adds ("live table"). */
function exampleLabel(name: string, mode: string): string {
  const label = MODE_LABELS.get(mode) ?? mode;
  const rest = name.replace(/\.json$/, "").replace(`${mode}-`, "");
  return rest === "demo" ? label : `${label} (${rest.replace(/-/g, " ")})`;
}

/** A rejected event or an unreadable input: the code when there is one, and the message. */
interface Problem {
  readonly code?: string;
  readonly message: string;
}

/** Asked before anything replaces the game being recorded (kept in this browser only). */
const REPLACE = "Replace the game being recorded?";

/** Events drawn around the position in a long record; the page is made for games of table size. */
const WINDOW = 200;
/** A record longer than this is scored after a frame that says so: it takes a noticeable moment. */
const BUSY_FROM = 2000;

/** "1 event", "2 events". */
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

const isTyping = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export function App() {
  const [game, setGame] = useState<Analysis | null>(null);
  const [name, setName] = useState("game.json");
  const [loadError, setLoadError] = useState<RuleViolation | null>(null);
  const [position, setPosition] = useState(0);
  const [filter, setFilter] = useState("");
  const [rejection, setRejection] = useState<Problem | null>(null);
  const [json, setJson] = useState("");
  const [paste, setPaste] = useState("");
  const [link, setLink] = useState("");
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState("");
  /** The latest load: a long record scored after a frame is shown only if no other load came after it. */
  const loads = useRef(0);
  // The game shown is the one being recorded here, kept in the browser's storage (persist.ts).
  const [table, setTable] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  const [forms, setForms] = useState(false);
  const timeline = useRef<HTMLOListElement>(null);
  const file = useRef<HTMLInputElement>(null);

  /** Shows `next`, at its last event played (or at `at`, a link's or a kept game's position). */
  function show(next: Analysis, fromLink = false, at: number | null = null) {
    // The address keeps a link's record only while that record is the one shown.
    if (!fromLink && location.hash) history.replaceState(null, "", location.pathname + location.search);
    setGame(next);
    setPosition(at === null ? next.played : Math.min(at, next.played));
    setRejection(null);
    setLink("");
  }

  function load(record: GameRecord, as: string, fromLink = false, at: number | null = null) {
    const token = ++loads.current;
    const mode = loadedMode(record.mode);
    // A mode whose engine is not loaded yet: loaded first (a chunk), then the record is scored.
    if (!mode) {
      setBusy(`Loading the ${MODE_LABELS.get(record.mode)} engine…`);
      loadMode(record.mode).then(
        () => token === loads.current && load(record, as, fromLink, at),
        () => {
          if (token !== loads.current) return;
          setBusy("");
          setGame(null);
          setLoadError({ code: "ERR_NOT_LOADED", event: null, message: `the ${MODE_LABELS.get(record.mode)} engine (mode-${record.mode}.js) did not load: check the connection and open the record again` });
        },
      );
      return;
    }
    const done = () => {
      if (token !== loads.current) return;
      const next = analyse(record, mode);
      show(next, fromLink, at);
      setName(as);
      setLoadError(null);
      setBusy("");
      if (filter && !next.ids.includes(filter)) setFilter("");
    };
    if (record.events.length <= BUSY_FROM) return done();
    // A frame that says the page is busy, then the work.
    setBusy(`Scoring ${record.events.length.toLocaleString("en")} events…`);
    requestAnimationFrame(() => setTimeout(done));
  }

  /** Whether the game being recorded may be replaced: asked first, and forgotten when it may. */
  function mayReplace(): boolean {
    // Read from the ref: a handler set up once (a link opened later) sees the game of now.
    if (!current.current) return true;
    if (!confirm(REPLACE)) return false;
    keep(null);
    setTable(false);
    return true;
  }

  function loadChecked(result: ReturnType<typeof readRecord>, as: string, fromLink = false, at: number | null = null) {
    if (!mayReplace()) return;
    if (result.ok) return load(result.value, as, fromLink, at);
    loads.current++;
    setBusy("");
    setGame(null);
    setLoadError(result.error);
  }

  async function loadFile(f: File) {
    loadChecked(fileTooLarge(f.size) ?? readRecord(await f.text()), f.name);
  }

  async function loadFragment() {
    const result = await fromFragment(location.hash);
    if (result) loadChecked(result, "game.json", true, fragmentPosition(location.hash));
    return result !== null;
  }

  useEffect(() => {
    // A game being recorded comes back as it was left; a link opened asks before it replaces it.
    const saved = kept();
    if (saved && (!location.hash || !confirm(REPLACE))) {
      load(saved.record, saved.name, false, saved.position);
      setTable(true);
      setForms(true);
      return;
    }
    if (saved) keep(null);
    void loadFragment().then((found) => {
      const first = examples[0];
      if (!found && first) loadChecked(checkRecord(first.record), first.name);
    });
    const onHash = () => void loadFragment();
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);

  // Arrow keys (and Home, End) move through the game anywhere on the page but in a form field; the
  // slider has the same keys of its own. Each press counts, however fast they come.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A table that scrolls sideways keeps its arrow keys.
      if (!game || isTyping(e.target) || e.target instanceof HTMLInputElement || (e.target as Element).matches?.(".table-wrap") || e.altKey || e.ctrlKey || e.metaKey) return;
      const move: { [key: string]: (p: number) => number } = { ArrowLeft: (p) => p - 1, ArrowRight: (p) => p + 1, Home: () => 0, End: () => game.played };
      const to = move[e.key];
      if (!to) return;
      e.preventDefault();
      setPosition((p) => Math.max(0, Math.min(game.played, to(p))));
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [game]);

  // The game being recorded is written to storage after every change, and again when the page is
  // hidden or left (a phone going to sleep, a closed tab).
  const current = useRef<(() => boolean) | null>(null);
  current.current = table && game ? () => keep({ record: game.record, name, position }) : null;
  useEffect(() => {
    if (current.current?.() === false) setRejection({ message: "not kept: download it" });
  }, [table, game, name, position]);
  // (The page lives as long as its document: nothing to remove.)
  useEffect(() => {
    const flush = () => current.current?.();
    addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", flush);
  }, []);

  // Keep the current event in view inside the timeline's own scroll area (never scrolls the page).
  useEffect(() => {
    const list = timeline.current;
    const row = list?.querySelector<HTMLElement>(".current");
    if (!list || !row || list.scrollHeight <= list.clientHeight) return;
    const top = row.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + row.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + row.offsetHeight - list.clientHeight;
  }, [position, game]);

  const colors = useMemo(() => new Map(game?.ids.map((id, i) => [id, COLORS[i % COLORS.length]!])), [game]);
  const board = useMemo(() => {
    if (!game?.board) return null;
    if (position === game.played) return game.board;
    // A state kept for undo when there is one; else a replay up to the position.
    const kept = game.recent[position - game.played + game.recent.length - 1];
    return game.mode.scoreboard(kept ?? game.mode.stateAt(game.record, position));
  }, [game, position]);
  const byEvent = useMemo(() => {
    const lines = new Map<number, ExplainedEntry[]>();
    for (const entry of game?.board?.ledger ?? []) {
      if (filter && entry.player !== filter) continue;
      lines.set(entry.event, [...(lines.get(entry.event) ?? []), entry]);
    }
    return lines;
  }, [game, filter]);

  function add(event: unknown): boolean {
    if (!game?.last || game.error) {
      setRejection({ message: "undo back to the event that breaks a rule first" });
      return false;
    }
    const next = append(game, event);
    if (!next.ok) {
      setRejection(next.error);
      return false;
    }
    show(next.value);
    setTable(true);
    return true;
  }

  function addJson() {
    let event: unknown;
    try {
      event = JSON.parse(json);
    } catch (e) {
      setRejection({ message: `expected an event as JSON text (${e instanceof Error ? e.message : "unreadable"})` });
      return;
    }
    if (add(event)) setJson("");
  }

  function download() {
    if (!game) return;
    const url = URL.createObjectURL(new Blob([recordText(game.record)], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name.endsWith(".json") ? name : `${name}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function share() {
    if (!game) return;
    history.replaceState(null, "", await recordFragment(game.record, position < game.played ? position : undefined));
    setLink(location.href);
    try {
      await navigator.clipboard.writeText(location.href);
    } catch {
      // No clipboard (a page opened from a file, a denied permission): the link is shown to copy.
    }
  }

  const played = game?.played ?? 0;
  const events = game?.record.events ?? [];
  const error = game?.error ?? null;
  const title = game && (typeof (game.record.meta as { title?: unknown } | undefined)?.title === "string" ? String((game.record.meta as { title: string }).title) : name);
  const from = Math.max(0, Math.min(position - WINDOW, events.length - 2 * WINDOW));
  const shown = events.slice(from, from + 2 * WINDOW);
  const describeAt = (x: number) => (x === 0 ? "Before the first event." : `After event #${x - 1}: ${summary(game!.record.mode, events[x - 1])}.`);

  return (
    <div
      class={dragging ? "page dragging" : "page"}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      // Leaving the page, not moving onto one of its elements: a leave over a child counts too.
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const f = e.dataTransfer?.files[0];
        if (f) void loadFile(f);
      }}
    >
      <header class="top">
        <h1>
          ace-ledger <span>playground</span>
        </h1>
        <p>Score and record X-Wing games in the browser, with no server.</p>
      </header>

      {/* One main landmark, whether a record is shown or only why it could not be read. */}
      <main data-mode={game?.record.mode}>
      <section class="card load" aria-labelledby="load-title">
        <h2 id="load-title">Load a record</h2>
        <div class="examples" role="group" aria-label="examples">
          {examples.map((ex) => (
            <button key={ex.name} type="button" data-example={ex.name} class={ex.name === name ? "chip active" : "chip"} onClick={() => loadChecked(checkRecord(ex.record), ex.name)}>
              {exampleLabel(ex.name, (ex.record as GameRecord).mode)}
            </button>
          ))}
        </div>
        <div class="row">
          <button type="button" onClick={() => setSetupOpen(true)} data-new-game>
            New game
          </button>
          <button type="button" onClick={() => file.current?.click()}>
            Open a file…
          </button>
          <input
            ref={file}
            type="file"
            accept=".json,application/json"
            hidden
            data-file
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) void loadFile(f);
              e.currentTarget.value = "";
            }}
          />
          <span class="hint">or drop a .json file on the page</span>
        </div>
        <details class="paste">
          <summary>Paste a record</summary>
          <textarea name="paste" rows={6} value={paste} onInput={(e) => setPaste(e.currentTarget.value)} placeholder='{ "mode": ..., "setup": ..., "events": [...] }' aria-label="record as JSON" />
          <button type="button" class="primary" data-load-paste onClick={() => loadChecked(readRecord(paste), "game.json")}>
            Score it
          </button>
        </details>
        {busy && (
          <p class="hint" role="status" data-busy>
            {busy}
          </p>
        )}
        {loadError && (
          <p class="problem" role="alert" data-load-error>
            <code>{loadError.code}</code> {loadError.message}
          </p>
        )}
      </section>

      {setupOpen && (
        <Lazy
          part="SetupForm"
          props={{
            examples,
            // The form builds the envelope; the engine checks the setup (a replay of no events).
            check: async (record) => analyse(record as GameRecord, await loadMode((record as GameRecord).mode)).error,
            onStart: (record, as) => {
              if (!mayReplace()) return;
              load(record as GameRecord, as);
              setTable(true);
              setForms(true);
              setSetupOpen(false);
            },
            onCancel: () => setSetupOpen(false),
          }}
        />
      )}

      {game && (
        <div class="game">
          <div class="col">
          <section class="card summary" aria-labelledby="game-title">
            <div class="game-head">
              <div>
                <span class="badge">{MODE_LABELS.get(game.mode.name)}</span>
                <h2 id="game-title">{title}</h2>
              </div>
              <div class="row actions">
                <button type="button" onClick={() => void share()} data-share>
                  Copy link
                </button>
                <button type="button" onClick={download} data-download>
                  Download
                </button>
              </div>
            </div>
            {link && (
              <label class="link">
                Link to this game (it holds the record)
                <input readOnly value={link} data-link onFocus={(e) => e.currentTarget.select()} />
              </label>
            )}
            {error && (
              <div class="problem" role="alert" data-error data-error-event={error.event ?? ""}>
                <strong>{error.event === null ? "This record cannot be replayed:" : `Event #${error.event} breaks a rule:`}</strong>{" "}
                <code>{error.code}</code> {error.message}
                {error.event !== null && <span class="after"> The game is shown as it stood just before it, after {plural(error.event, "event")}.</span>}
              </div>
            )}
            {board && (
              <>
                <div class="scrub">
                  <button type="button" aria-label="previous event" disabled={position === 0} onClick={() => setPosition((p) => Math.max(0, p - 1))}>
                    ◀
                  </button>
                  <input
                    type="range"
                    min={0}
                    max={played}
                    value={position}
                    aria-label="events played"
                    aria-valuetext={`${position} of ${plural(played, "event")}`}
                    data-scrubber
                    onInput={(e) => setPosition(Number(e.currentTarget.value))}
                  />
                  <button type="button" aria-label="next event" disabled={position === played} onClick={() => setPosition((p) => Math.min(played, p + 1))}>
                    ▶
                  </button>
                </div>
                <p class="position" data-position={position}>
                  <strong>
                    After {position} of {plural(events.length, "event")}
                  </strong>
                  {position > 0 && <span> · last: #{position - 1} {summary(game.record.mode, events[position - 1])}</span>}
                </p>
                <p class="title-line" data-title>
                  {game.mode.title(board)}
                </p>
                <Standings board={board} colors={colors} />
                <p class={board.over ? "winner-line over" : "winner-line"} data-winners>
                  {winnerLine(board)}
                </p>
                <Details board={board} />
              </>
            )}
          </section>

          {game.series && board && (
            <section class="card" aria-labelledby="chart-title">
              <h2 id="chart-title">Score over the game</h2>
              <Chart series={game.series} colors={colors} position={position} describe={describeAt} onPick={setPosition} />
            </section>
          )}

          </div>
          <div class="col">
          <section class="card timeline-card" aria-labelledby="timeline-title">
            <div class="game-head">
              <h2 id="timeline-title">Timeline and ledger</h2>
              {game.ids.length > 0 && (
                <label class="filter">
                  ledger of
                  <select value={filter} onChange={(e) => setFilter(e.currentTarget.value)} data-filter>
                    <option value="">every player</option>
                    {game.ids.map((id) => (
                      <option key={id} value={id}>
                        {id}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            {events.length === 0 && <p class="hint">No events yet.</p>}
            {from > 0 && <p class="hint">{plural(from, "earlier event")} not shown: move the slider to see them.</p>}
            {/* A tab stop of its own: on a wide screen it scrolls, and its arrow keys must reach every event. */}
            <ol class="timeline" ref={timeline} start={from} tabIndex={0} aria-labelledby="timeline-title">
              {shown.map((event, k) => {
                const i = from + k;
                const lines = byEvent.get(i) ?? [];
                if (filter && lines.length === 0 && i !== error?.event) return null;
                const state = i === error?.event ? "error" : i >= played ? "skipped" : i < position ? "played" : "ahead";
                return (
                  <li key={i} data-event={i} class={`${state}${i === position - 1 ? " current" : ""}`}>
                    <button type="button" onClick={() => setPosition(Math.min(i + 1, played))} disabled={i >= played} aria-current={i === position - 1 ? "step" : undefined}>
                      <span class="index">#{i}</span> {summary(game.record.mode, event)}
                    </button>
                    {state === "error" && error && (
                      <p class="problem inline">
                        <code>{error.code}</code> {error.message}
                      </p>
                    )}
                    {lines.length > 0 && (
                      <ul class="ledger">
                        {lines.map((e, j) => (
                          <li key={j} data-player={e.player}>
                            <i class="swatch" style={{ background: colors.get(e.player) }} />
                            <b>{e.player}</b> {e.account} <span class={e.delta < 0 ? "delta minus" : "delta"}>{`${e.delta >= 0 ? "+" : ""}${e.delta}`}</span> = {e.balance}
                            <span class="why"> {e.explanation}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>

          {/* A field the browser refuses (out of range, missing) stops a submit before the page sees it:
              an older rejection is then cleared rather than shown as if it answered this input. */}
          <section class="card record" aria-labelledby="record-title" onInvalidCapture={() => setRejection(null)}>
            <h2 id="record-title">Record a game</h2>
            <p class="hint">
              Each event is checked with <code>tryApply</code>; a rejected one changes nothing.
            </p>
            {error && (
              <p class="hint" data-record-blocked>
                {error.event === null
                  ? "The setup breaks a rule: load another record to record a game."
                  : `Event #${error.event} breaks a rule: undo back to it to add events.`}
              </p>
            )}
            {game.ids.length > 0 && game.board &&
              (forms ? (
                <Lazy part="EventForm" props={{ game, onAdd: add, disabled: !!error }} />
              ) : (
                <button type="button" onClick={() => setForms(true)} data-open-forms>
                  Event forms
                </button>
              ))}
            <form
              class="json-event"
              onSubmit={(e) => {
                e.preventDefault();
                addJson();
              }}
            >
              <label for="event-json">Event as JSON</label>
              <textarea id="event-json" name="event-json" rows={2} value={json} onInput={(e) => setJson(e.currentTarget.value)} placeholder='{ "type": "roundStarted" }' />
              <div class="row">
                <button type="submit" class="primary" disabled={!!error || !game.last} data-append>
                  Append
                </button>
                <button type="button" onClick={() => (show(undo(game)), setTable(true))} disabled={events.length === 0} data-undo>
                  Undo
                </button>
                <button type="button" onClick={() => (load({ ...game.record, events: [] }, name), setTable(true))} disabled={events.length === 0}>
                  Clear events
                </button>
              </div>
            </form>
            {rejection && (
              <p class="problem" role="alert" data-rejection>
                <strong>Rejected:</strong> {rejection.code && <code>{rejection.code}</code>} {rejection.message}
              </p>
            )}
          </section>
          </div>
        </div>
      )}
      </main>
      <footer class="foot">
        ace-ledger {__VERSION__}, the library itself · <a href="LICENSES.txt">licenses</a>
      </footer>
    </div>
  );
}
