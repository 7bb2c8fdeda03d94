// The games put aside on this device (recent-games.ts), newest first: each restored, downloaded or
// deleted by the player.
import { useMemo } from "preact/hooks";
import { plural, gameTitle } from "./game-title.js";
import { slotOf } from "./kept-game.js";
import { MODE_LABELS } from "./mode-labels.js";
import type { Recent } from "./recent-games.js";

/** A kept game's text in words: its title, mode and events. */
export function describeKept(text: string): string {
  const game = slotOf(text).game;
  return game ? `“${gameTitle(game.record, game.name)}” (${MODE_LABELS.get(game.record.mode)}, ${plural(game.record.events.length, "event")})` : "A game this page cannot read";
}

export function RecentGames({ games, onRestore, onDownload, onDelete }: { readonly games: readonly Recent[]; readonly onRestore: (r: Recent) => void; readonly onDownload: (r: Recent) => void; readonly onDelete: (r: Recent) => void }) {
  // Read once per list, not on every step of the slider.
  const rows = useMemo(() => games.map((r) => ({ r, readable: !!slotOf(r.text).game, what: describeKept(r.text) })), [games]);
  return (
    <details class="recent" data-recent>
      <summary>Recent games on this device ({games.length})</summary>
      <ul>
        {rows.map(({ r, readable, what }) => (
          <li key={r.key} data-recent-game={r.key}>
            {what}, put aside {new Date(r.at).toLocaleString()}
            <span class="row">
              {readable && (
                <button type="button" onClick={() => onRestore(r)} data-restore>
                  Restore
                </button>
              )}
              <button type="button" onClick={() => onDownload(r)} data-download-recent>
                Download
              </button>
              <button type="button" onClick={() => onDelete(r)} data-delete>
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
