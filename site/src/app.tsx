import type { ExplainedEntry, RuleViolation } from "ace-ledger";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { type Analysis, analyse, append, undo } from "./analysis.js";
import { examples as readExamples } from "./examples.js";
import { gameTitle, plural } from "./game-title.js";
import { type Kept, KEPT_KEY, keptJson, keptText, slotOf, slotRevision, writeSlot } from "./kept-game.js";
import { KeptNotice, NOT_SAVED, type Notice } from "./kept-notice.js";
import type { GameRecord } from "./mode.js";
import { loadedMode, loadMode, MODE_LABELS, winnerLine } from "./modes.js";
import { forget, type Recent, RECENT_PREFIX, recentGames, setAside } from "./recent-games.js";
import { describeKept, RecentGames } from "./recent-list.js";
import { checkRecord, fileTooLarge, fragmentPosition, fromFragment, readRecord, recordFragment, recordText } from "./record.js";
import { summary } from "./summary.js";
import { loadChunk } from "./chunks.js";
import { Lazy } from "./table.js";
import { Standings } from "./views.js";

const examples = readExamples();
/** Served by `ace-ledger event serve` as its table app: a game of the night's tables opens and is sent from here. */
const night = document.documentElement.hasAttribute("data-night");

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

/** Asked before anything replaces the game kept on this device (it then goes to recent games). */
const REPLACE = "Replace the game being recorded? It goes to the recent games.";

/** Events drawn around the position in a long record; the page is made for games of table size. */
const WINDOW = 200;
/** A record longer than this is scored after a frame that says so: it takes a noticeable moment. */
const BUSY_FROM = 2000;

const isTyping = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** `text` saved as the file `name`. */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name.endsWith(".json") ? name : `${name}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** How a record is loaded: where it opens, and what must hold before it replaces the game shown. */
interface Load {
  readonly at?: number | null;
  readonly fromLink?: boolean;
  /** Run once the record is scored, before it is shown: false leaves the game shown as it is. */
  readonly accept?: (next: Analysis) => boolean;
  /** Run when the record cannot be read or its mode's engine did not load, with why, and whether no other load came after it. */
  readonly failed?: (why: string, latest: boolean) => void;
}

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
  // The game shown is the one being recorded here (`table`), kept in the browser's storage (kept-game.ts).
  const [table, setTable] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  const [forms, setForms] = useState(false);
  // What the page shows of the game: the table (pieces and the actions legal now) or its history.
  // A game opened to look at (an example, a link to a moment of a game) opens on its history; one
  // started, kept or shared, on the table.
  const [view, setView] = useState<"table" | "history">(() => (keptText() !== null || (location.hash && fragmentPosition(location.hash) === null) ? "table" : "history"));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [recent, setRecent] = useState(recentGames);
  const timeline = useRef<HTMLOListElement>(null);
  const file = useRef<HTMLInputElement>(null);
  /** The slot's revision this tab last read or wrote: the one it may write over. */
  const base = useRef(0);
  /** What this tab last wrote (or read) to the slot: a game unchanged is not written again. */
  const saved = useRef<Kept | null>(null);
  /** This tab's game being recorded, as of the last render: read by handlers set up once. */
  const live = useRef<Kept | null>(null);
  live.current = table && game ? { record: game.record, name, position } : null;

  /** Shows `next`, at its last event played (or at `at`, a link's or a kept game's position). */
  function show(next: Analysis, fromLink = false, at: number | null = null) {
    // The address keeps a link's record only while that record is the one shown.
    if (!fromLink && location.hash) history.replaceState(null, "", location.pathname + location.search);
    // A link opens ready to play; one that shows a moment of the game (a position) opens on that moment.
    if (fromLink) setView(at === null ? "table" : "history");
    setGame(next);
    setPosition(at === null ? next.played : Math.min(at, next.played));
    setRejection(null);
    setLink("");
  }

  /** Shows `record` once its mode's engine is loaded and it is scored; till then, and if it never is, the game shown stays. */
  function load(record: GameRecord, as: string, how: Load = {}) {
    const token = ++loads.current;
    const mode = loadedMode(record.mode);
    // A mode whose engine is not loaded yet: loaded first (a chunk), then the record is scored.
    if (!mode) {
      setBusy(`Loading the ${MODE_LABELS.get(record.mode)} engine…`);
      loadMode(record.mode).then(
        () => token === loads.current && load(record, as, how),
        (why: unknown) => {
          const message = `the ${MODE_LABELS.get(record.mode)} engine did not load: ${String(why)}`;
          const latest = token === loads.current;
          if (latest) {
            setBusy("");
            setLoadError({ code: "ERR_NOT_LOADED", event: null, message });
          }
          // Told even when another record was opened meanwhile: a kept game not shown is said.
          how.failed?.(message, latest);
        },
      );
      return;
    }
    const done = () => {
      if (token !== loads.current) return;
      const next = analyse(record, mode);
      setBusy("");
      if (how.accept && !how.accept(next)) return;
      show(next, how.fromLink, how.at);
      setName(as);
      setLoadError(null);
      if (filter && !next.ids.includes(filter)) setFilter("");
    };
    if (record.events.length <= BUSY_FROM) return done();
    // A frame that says the page is busy, then the work.
    setBusy(`Scoring ${record.events.length.toLocaleString("en")} events…`);
    requestAnimationFrame(() => setTimeout(done));
  }

  /** A record to look at (an example, a file, a paste, a link): read first, so that one that cannot be read replaces nothing. */
  function loadChecked(result: ReturnType<typeof readRecord>, as: string, fromLink = false, at: number | null = null, how: Load = {}) {
    if (!result.ok) {
      loads.current++;
      setBusy("");
      setLoadError(result.error);
      return how.failed?.(result.error.message, true);
    }
    // Read from the ref: a handler set up once (a link opened later) sees the game of now.
    if (!live.current || confirm(REPLACE)) load(result.value, as, { at, fromLink, accept: release, ...how });
  }

  /** An example, to look at: shown on its history. */
  function lookAt(example: (typeof examples)[number]) {
    setView("history");
    loadChecked(checkRecord(example.record), example.name);
  }

  async function loadFile(f: File) {
    loadChecked(fileTooLarge(f.size) ?? readRecord(await f.text()), f.name);
  }

  /** Writes this tab's game being recorded unless it is unchanged; a write refused is said, never silent. */
  function save() {
    const mine = live.current;
    const last = saved.current;
    if (!mine || (last?.record === mine.record && last.name === mine.name && last.position === mine.position)) return;
    const written = writeSlot(mine, base.current);
    if (typeof written === "number") {
      base.current = written;
      saved.current = mine;
      setNotice((n) => (n?.kind === "newer" || n?.kind === "full" ? null : n));
    } else setNotice({ kind: written });
  }

  /**
   * Another tab wrote the slot. With no game kept now, or the same record (its position moved), this
   * tab goes on from the new revision; else its copy is older, and it stops writing and says so.
   */
  function changed() {
    const revision = slotRevision();
    const mine = live.current;
    if (!mine || revision === base.current) return;
    const text = keptText();
    const other = text === null ? null : slotOf(text).game;
    if (text !== null && JSON.stringify(other?.record) !== JSON.stringify(mine.record)) return setNotice({ kind: "newer" });
    base.current = revision;
    setNotice((n) => (n?.kind === "newer" ? null : n));
    save();
  }

  /** Puts `text` aside in recent games and says so; false, and said, when the browser refused. */
  function aside(text: string): boolean {
    const key = setAside(text);
    setRecent(recentGames());
    setNotice(key ? { kind: "aside", key, what: describeKept(text), restorable: !!slotOf(text).game } : { kind: "full" });
    return key !== null;
  }

  /** The kept game as this tab read it (`text`) put aside and the slot emptied; false when the browser refused. */
  function asideKept(text: string): boolean {
    if (keptText() !== text) return true;
    if (!aside(text)) return false;
    writeSlot(null, slotRevision());
    return true;
  }

  /**
   * This tab takes the slot for the game it shows next: its own game being recorded, and anything else
   * the slot holds (another tab's game, one it could not show), are put aside first. False when the
   * browser refused: nothing changed.
   */
  function take(): boolean {
    const mine = live.current;
    const text = keptText();
    const revision = slotRevision();
    if (mine && !aside(keptJson(mine))) return false;
    // The slot holds this tab's game only at the revision it wrote last.
    if (text !== null && (!mine || revision !== base.current) && !aside(text)) return false;
    base.current = revision;
    saved.current = null;
    setTable(true);
    return true;
  }

  /**
   * Before the first change to a record not being recorded here: asked first when a game is kept on
   * this device, which then goes aside. Refused while another tab's newer copy waits for the player's
   * choice (load it, or keep this tab's game): nothing is recorded that could not be saved.
   */
  const claim = () =>
    notice?.kind === "newer"
      ? (setRejection({ message: "another tab changed this game: load the newer game or keep this one first (top of the page)" }), false)
      : !!live.current || ((keptText() === null || confirm(REPLACE)) && take());

  /** This tab stops recording (another record is shown): its game goes to recent games, and the slot is emptied when it holds it. */
  function release(): boolean {
    const mine = live.current;
    if (!mine) return true;
    if (!aside(keptJson(mine))) return false;
    const emptied = writeSlot(null, base.current);
    if (typeof emptied === "number") base.current = emptied;
    setTable(false);
    return true;
  }

  /** Shows the game kept on this device, which this tab then records; one it cannot read or show is said, and left as it is. */
  function openKept(atStart = false) {
    const text = keptText();
    if (text === null) return setNotice(null);
    const slot = slotOf(text);
    const notShown = (kind: "unreadable" | "unshown", why: string, latest = true) => {
      setNotice({ kind, text, why });
      const first = examples[0];
      if (atStart && latest && first) lookAt(first);
      return false;
    };
    const kept = slot.game;
    if (!kept) return notShown("unreadable", slot.why!);
    load(kept.record, kept.name, {
      at: kept.position,
      // A record its engine refuses whole (a newer version of the format, a setup it cannot read) cannot be recorded here either.
      accept: (next) => {
        if (next.error?.event === null) return notShown("unreadable", next.error.message);
        base.current = slot.revision;
        saved.current = { ...kept, position: kept.position === null ? next.played : Math.min(kept.position, next.played) };
        setTable(true);
        setForms(true);
        // A game just put aside (this tab's copy, by Load the newer game) is still said.
        setNotice((n) => (n?.kind === "aside" ? n : null));
        return true;
      },
      failed: (why, latest) => notShown("unshown", why, latest),
    });
  }

  /** Another tab's newer game replaces this tab's copy, which goes to recent games first when it has changes the slot lacks. */
  function loadNewer() {
    const mine = live.current;
    if (!mine || saved.current?.record === mine.record || aside(keptJson(mine))) openKept();
  }

  /** This tab's game kept over another tab's newer one, which goes to recent games first (and is said). */
  function keepMine() {
    const text = keptText();
    if (text !== null && !aside(text)) return;
    base.current = slotRevision();
    saved.current = null;
    save();
  }

  /**
   * A game put aside, kept on this device again; what it replaces goes aside in its turn. One its
   * engine refuses whole (a newer version of the record) stays in the list, and why is said.
   */
  function restore(entry: Recent | undefined) {
    const kept = entry && slotOf(entry.text).game;
    if (!kept || (keptText() !== null && !confirm(REPLACE))) return;
    load(kept.record, kept.name, {
      at: kept.position,
      accept: (next) => (next.error?.event === null ? (setLoadError(next.error), false) : take() && (forget(entry.key), setRecent(recentGames()), setNotice((n) => (n?.kind === "aside" && n.key === entry.key ? null : n)), setForms(true), true)),
    });
  }

  function deleteRecent(entry: Recent) {
    if (!confirm(`Delete ${describeKept(entry.text)} from this device? It cannot be brought back.`)) return;
    forget(entry.key);
    setRecent(recentGames());
    setNotice((n) => (n?.kind === "aside" && n.key === entry.key ? null : n));
    // Room made: a game the browser refused is written now.
    saved.current = null;
    save();
  }

  useEffect(() => {
    // Opened from a night's table (/play/?round=R&table=T): that table's game, set up by the server,
    // on the table; the one kept here when it is that table's already (night-table.tsx), or when the
    // server cannot be reached (a page opened offline: the kept game's result is sent once back).
    const asked = new URLSearchParams(location.search);
    const [r, t] = [asked.get("round"), asked.get("table")];
    if (night && r && t) {
      const why = (e: unknown) => (setLoadError({ code: "ERR_NIGHT", event: null, message: String(e) }), openKept(true));
      return void loadChunk<typeof import("./night-table.js")>("night-table.js", "nightTable").then(
        (m) =>
          m.nightGame(r, t).then((record) => {
            const kept = keptText();
            const game = kept === null ? undefined : slotOf(kept).game;
            if (game && m.sameTable(game.record, record as GameRecord)) return openKept(true);
            setView("table");
            loadChecked(checkRecord(record), `round-${r}-table-${t}.json`, false, null, { accept: take });
          }, why),
        why,
      );
    }
    // A game kept here comes back as it was left; a link opened over it asks first, and the game is
    // put aside only once the link's record is shown. A link that cannot be read replaces nothing.
    void fromFragment(location.hash).then((found) => {
      const text = keptText();
      if (found && (!found.ok || !text || confirm(REPLACE))) {
        return loadChecked(found, "game.json", true, fragmentPosition(location.hash), text ? { accept: () => asideKept(text), failed: (_, latest) => latest && openKept(true) } : {});
      }
      if (text) return openKept(true);
      const first = examples[0];
      if (first) lookAt(first);
    });
    const onHash = () => void fromFragment(location.hash).then((found) => found && loadChecked(found, "game.json", true, fragmentPosition(location.hash)));
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);

  // Arrow keys (and Home, End) move through the game anywhere on the page but in a form field; the
  // slider has the same keys of its own. Each press counts, however fast they come.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A table that scrolls sideways keeps its arrow keys.
      if (!game || view !== "history" || isTyping(e.target) || e.target instanceof HTMLInputElement || (e.target as Element).matches?.(".table-wrap") || e.altKey || e.ctrlKey || e.metaKey) return;
      const move: { [key: string]: (p: number) => number } = { ArrowLeft: (p) => p - 1, ArrowRight: (p) => p + 1, Home: () => 0, End: () => game.played };
      const to = move[e.key];
      if (!to) return;
      e.preventDefault();
      setPosition((p) => Math.max(0, Math.min(game.played, to(p))));
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [game, view]);

  // The game being recorded is written to storage after every change, and again when the page is
  // hidden or left (a phone going to sleep, a closed tab) if a change is not written yet. Another
  // tab's writes are heard (`storage`), and looked for again when the page is shown.
  useEffect(save, [table, game, name, position]);
  // (The page lives as long as its document: nothing to remove.)
  useEffect(() => {
    addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", () => (document.hidden ? save() : changed()));
    addEventListener("storage", (e) => {
      if (e.key === null || e.key === KEPT_KEY) changed();
      if (e.key === null || e.key.startsWith(RECENT_PREFIX)) setRecent(recentGames());
    });
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

  // Players by the names the setup form wrote (meta.names), else by their ids.
  const named = (game?.record.meta as { names?: unknown } | undefined)?.names;
  const nameOf = (id: string) => {
    const n = typeof named === "object" && named !== null && Object.hasOwn(named, id) ? (named as { [id: string]: unknown })[id] : id;
    return typeof n === "string" && n ? n : id;
  };
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
    if (!claim()) return false;
    show(next.value);
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

  /** No events left; the game as it was goes to recent games first, so that a clear is undone from there. */
  function clear() {
    const mine = live.current;
    if (game && (mine ? aside(keptJson(mine)) : claim())) load({ ...game.record, events: [] }, name);
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
  const title = game && gameTitle(game.record, name);
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
      <a class="skip" href="#main">
        Skip to the game
      </a>
      <header class="top">
        <h1>
          ace-ledger <span>playground</span>
        </h1>
        <p>Score and record X-Wing games in the browser.</p>
      </header>

      {/* One main landmark, whether a record is shown or only why it could not be read. */}
      <main id="main" tabIndex={-1} data-mode={game?.record.mode}>
      {notice && (
        <KeptNotice
          notice={notice}
          on={{
            retry: () => openKept(),
            download: (text) => saveFile(text, "kept-game.json"),
            setAside: (text) => asideKept(text) && setNotice((n) => (n?.kind === "aside" ? n : null)),
            loadNewer,
            keepMine,
            restore: (key) => restore(recentGames().find((r) => r.key === key)),
          }}
        />
      )}
      <nav class="views" aria-label="views">
        {(["table", "history"] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} data-view={v} onClick={() => setView(v)}>
            {v === "table" ? "Table" : "History and games"}
          </button>
        ))}
      </nav>
      {(view === "history" || !game) && (
      <section class="card load" aria-labelledby="load-title">
        <h2 id="load-title">Load a record</h2>
        <div class="examples" role="group" aria-label="examples">
          {examples.map((ex) => (
            <button key={ex.name} type="button" data-example={ex.name} class={ex.name === name ? "chip active" : "chip"} onClick={() => lookAt(ex)}>
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
        {recent.length > 0 && (
          <RecentGames
            games={recent}
            onRestore={restore}
            onDownload={(r) => {
              const kept = slotOf(r.text).game;
              saveFile(kept ? recordText(kept.record) : r.text, kept?.name ?? "kept-game.json");
            }}
            onDelete={deleteRecent}
          />
        )}
      </section>
      )}
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

      {/* Hidden, as it was left, while a game is on the table view: the table view's cards stay at its top. */}
      {setupOpen && (
        <div hidden={view === "table" && !!game}>
        <Lazy
          part="SetupForm"
          props={{
            examples,
            // The form builds the envelope; the engine checks the setup (a replay of no events).
            check: async (record) => analyse(record as GameRecord, await loadMode((record as GameRecord).mode)).error,
            onStart: (record, as) => {
              // Any game kept on this device, shown here or not, is asked for, and put aside once the new one starts.
              if (keptText() !== null && !confirm(REPLACE)) return;
              // The new game's table opens at its top, not where the long setup form left the page.
              load(record as GameRecord, as, { accept: () => take() && (setForms(true), setSetupOpen(false), setView("table"), window.scrollTo(0, 0), true) });
            },
            onCancel: () => setSetupOpen(false),
          }}
        />
        </div>
      )}

      {game && view === "table" && <Lazy part="TableView" props={{ game, onAdd: add, onUndo: () => claim() && show(undo(game)), rejection }} />}
      {game && view === "history" && (
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
                <button type="button" onClick={() => saveFile(recordText(game.record), name)} data-download>
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
                <Standings board={board} colors={colors} name={nameOf} />
                <p class={board.over ? "winner-line over" : "winner-line"} data-winners>
                  {winnerLine(board)}
                </p>
                {game.mode.Details && <game.mode.Details board={board} />}
              </>
            )}
          </section>

          {game.series && board && (
            <section class="card" aria-labelledby="chart-title">
              <h2 id="chart-title">Score over the game</h2>
              <Lazy part="Chart" props={{ series: game.series, colors, position, describe: describeAt, onPick: setPosition }} />
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
                        {nameOf(id)}
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
                            <b>{nameOf(e.player)}</b> {e.account} <span class={e.delta < 0 ? "delta minus" : "delta"}>{`${e.delta >= 0 ? "+" : ""}${e.delta}`}</span> = {e.balance}
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
                <Lazy key={game.record.mode} part="EventForm" props={{ game, onAdd: add, disabled: !!error }} />
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
                <button type="button" onClick={() => claim() && show(undo(game))} disabled={events.length === 0} data-undo>
                  Undo
                </button>
              </div>
            </form>
            {rejection && (
              <p class="problem" role="alert" data-rejection>
                <strong>Rejected:</strong> {rejection.code && <code>{rejection.code}</code>} {rejection.message}
              </p>
            )}
            {(notice?.kind === "newer" || notice?.kind === "full") && table && (
              <p class="problem" data-not-saved>
                {NOT_SAVED}
              </p>
            )}
            {/* Away from Undo: a clear takes every event back at once (the game as it was goes to recent games). */}
            <div class="row clear-row">
              <button type="button" onClick={clear} disabled={events.length === 0} data-clear>
                Clear events
              </button>
            </div>
          </section>
          </div>
        </div>
      )}
      {night && game && (game.record.meta as { table?: unknown } | undefined)?.table !== undefined && <Lazy part="NightSend" props={{ record: game.record, over: !!game.board?.over }} />}
      </main>
      <footer class="foot">
        ace-ledger {__VERSION__}, the library itself · <a href="LICENSES.txt">licenses</a>
      </footer>
    </div>
  );
}
