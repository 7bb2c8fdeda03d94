// What the page says of the game kept on this device (kept-game.ts) when it cannot go on as usual:
// a kept game it cannot read or show (kept as it is until the player decides), another tab's newer
// copy, storage that refused the game, and a game just put aside in recent games (restorable at once).

export type Notice =
  /** The kept game cannot be read (`unreadable`), or its mode's engine did not load (`unshown`): `text` is kept as it is. */
  | { readonly kind: "unreadable" | "unshown"; readonly text: string; readonly why: string }
  /** Another tab wrote the kept game after this tab last read or wrote it: this tab does not write over it. */
  | { readonly kind: "newer" }
  /** The browser refused to write the game (storage full or blocked): it lives in this page only. */
  | { readonly kind: "full" }
  /** A game put aside in recent games under `key` (one the page cannot read is not restorable). */
  | { readonly kind: "aside"; readonly key: string; readonly what: string; readonly restorable: boolean };

export interface NoticeActions {
  retry(): void;
  download(text: string): void;
  setAside(text: string): void;
  loadNewer(): void;
  keepMine(): void;
  restore(key: string): void;
}

/** What the form where the game is recorded says when a write was refused: the notice above says why. */
export const NOT_SAVED = "Not saved on this device: see the top of the page.";

export function KeptNotice({ notice, on }: { readonly notice: Notice; readonly on: NoticeActions }) {
  if (notice.kind === "aside") {
    return (
      <div class="card notice" role="status" data-kept-notice="aside">
        {notice.what} is in recent games.{" "}
        {notice.restorable && (
          <button type="button" onClick={() => on.restore(notice.key)} data-restore-aside>
            Restore it
          </button>
        )}
      </div>
    );
  }
  return (
    <div class="card notice problem" role="alert" data-kept-notice={notice.kind}>
      {notice.kind === "newer" ? (
        <>
          Another tab changed the game kept on this device: this tab's older copy is not saved over it, and records nothing until you choose. The game not kept goes to recent games.{" "}
          <span class="row">
            <button type="button" onClick={on.loadNewer} data-load-newer>
              Load the newer game
            </button>
            <button type="button" onClick={on.keepMine} data-keep-mine>
              Keep this tab's game
            </button>
          </span>
        </>
      ) : notice.kind === "full" ? (
        "Not saved on this device: the browser's storage is full or blocked. Download the game, or delete recent games to make room."
      ) : (
        <>
          The game kept on this device {notice.kind === "unshown" ? "cannot be shown" : "cannot be read"}: {notice.why}. It is kept as it is until you decide.{" "}
          <span class="row">
            {notice.kind === "unshown" && (
              <button type="button" onClick={on.retry} data-retry-kept>
                Try again
              </button>
            )}
            <button type="button" onClick={() => on.download(notice.text)} data-download-kept>
              Download it
            </button>
            <button type="button" onClick={() => on.setAside(notice.text)} data-aside-kept>
              Put it in recent games
            </button>
          </span>
        </>
      )}
    </div>
  );
}
