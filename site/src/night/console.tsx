import { useCallback, useEffect, useState } from "preact/hooks";
import { Refused, request } from "./api.js";
import { ConsoleRound } from "./console-round.js";
import { ConsoleRoster } from "./console-roster.js";
import { Registration } from "./registration.js";
import { Standings } from "./standings.js";
import { Clock } from "./timer.js";
import type { ConsoleView, PlayersView } from "./types.js";

const SECRET = "ace-ledger-night-secret";

/** The console's secret: from the address `serve` printed (after #, never sent in a request line), then kept for this tab. */
function secretOf(): string {
  const fromHash = location.hash.slice(1);
  if (fromHash !== "") {
    sessionStorage.setItem(SECRET, fromHash);
    history.replaceState(null, "", location.pathname);
  }
  return sessionStorage.getItem(SECRET) ?? "";
}

/** What the last change said: its lines, its warnings, or its refusal as the command line says it. */
export interface Said {
  readonly lines: readonly string[];
  readonly warnings: readonly string[];
  readonly refusal?: string;
}

/** Runs a change of the console; what it said is shown. */
export type Act = (path: string, body?: unknown) => Promise<void>;

/** The organiser's console: every event command as buttons and forms; players chosen by name. */
export function Console({ night }: { readonly night: PlayersView | null | undefined }) {
  const [secret] = useState(secretOf);
  const [view, setView] = useState<(ConsoleView & { open: true }) | { open: false } | undefined>(undefined);
  const [said, setSaid] = useState<Said | undefined>(undefined);
  const [denied, setDenied] = useState("");
  const load = useCallback(async () => {
    try {
      setView(await request("GET", "/api/console", undefined, secret));
      setDenied("");
    } catch (e) {
      setDenied(e instanceof Refused ? e.line : String(e));
    }
  }, [secret]);
  // Every change of the event file, the console's own or a command's beside the server, reloads it.
  useEffect(() => void load(), [night, load]);
  const act: Act = async (path, body = {}) => {
    let next: Said;
    try {
      const answer = await request<{ said: string | { said: string; warnings: string[] }; warnings?: string[] }>("POST", `/api/console/${path}`, body, secret);
      const inner = typeof answer.said === "string" ? { said: answer.said, warnings: answer.warnings ?? [] } : answer.said;
      next = { lines: [inner.said], warnings: inner.warnings ?? [] };
    } catch (e) {
      next = { lines: [], warnings: [], refusal: e instanceof Refused ? e.line : String(e) };
    }
    // What the change said is shown with the event as it left it, never beside the event before it.
    await load();
    setSaid(next);
  };
  if (denied !== "") return <p class="refusal">{denied}. Open the console with the address ace-ledger event serve printed.</p>;
  if (view === undefined) return <p>Loading…</p>;
  return (
    <>
      <div class="said-box" role="status" aria-live="polite">
        {said?.refusal !== undefined && <p class="refusal">{said.refusal}</p>}
        {said?.lines.map((l) => (
          <p key={l} class="said">
            {l}
          </p>
        ))}
        {said?.warnings.map((w) => (
          <p key={w} class="warning">
            warning: {w}
          </p>
        ))}
      </div>
      {!view.open ? (
        <Registration act={act} />
      ) : (
        <>
          <p class="event-name">
            {view.name === "" ? "The event" : view.name}: {view.game}
          </p>
          <details class="address">
            <summary>The players' address: {location.origin}/</summary>
            <img src="/qr.svg" width={240} height={240} alt={`QR code of ${location.origin}/`} />
          </details>
          <div class="row">
            <Clock timer={view.timer} />
            <button type="button" onClick={() => void act("timer", { start: true })}>
              Start the round's clock
            </button>
            <button type="button" onClick={() => void act("timer", { start: false })}>
              Stop it
            </button>
          </div>
          <ConsoleRound view={view} act={act} salvoAsked={said?.refusal?.startsWith("ERR_SALVO") === true} />
          <ConsoleRoster view={view} act={act} />
          <Standings night={view} />
        </>
      )}
    </>
  );
}
