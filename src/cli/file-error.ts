/**
 * Why the event commands could not read or write a file. Each is printed as `<code>: <message>` and
 * ends the command with exit code 2, the file on disk as it was.
 *
 * - `ERR_EVENT_FILE_EXISTS`: `event init` was given a path where something exists (a file it may not
 *   even be able to read, a link, a folder): it never writes over it.
 * - `ERR_EVENT_FILE_LOCKED`: another command held the event file's lock (`<file>.lock`) for longer
 *   than the wait.
 * - `ERR_EVENT_FILE_CHANGED`: the event file changed between the command reading it and writing it
 *   (a program that does not take the lock wrote it); nothing is written, the command can be run again.
 * - `ERR_EVENT_FILE_READ_ONLY`: the event file is read-only; it is left as it is.
 * - `ERR_EVENT_FILE_TOO_LARGE`: the change would take the event file past the size the commands read
 *   (`EVENT_FILE_LIMIT`); nothing is written, so that no command writes a file it would then refuse.
 * - `ERR_EVENT_FILE_WRITE`: writing failed (a full disk, a folder that cannot be written); the old file
 *   is untouched and the partial new one removed.
 * - `ERR_FILE_UNREADABLE`: a file that cannot be read as asked: missing, not a regular file (a folder,
 *   a device, a pipe), larger than its limit, or a table's record outside the event's folder.
 */
export type FileErrorCode =
  | "ERR_EVENT_FILE_EXISTS"
  | "ERR_EVENT_FILE_LOCKED"
  | "ERR_EVENT_FILE_CHANGED"
  | "ERR_EVENT_FILE_READ_ONLY"
  | "ERR_EVENT_FILE_TOO_LARGE"
  | "ERR_EVENT_FILE_WRITE"
  | "ERR_FILE_UNREADABLE";

/** A file the event commands could not read or write, with a stable code (see `FileErrorCode`). */
export class FileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "FileError";
  }
}

/** The reason an operating-system error gives ("no space left on device"), without its call. */
export function reasonOf(error: unknown): string {
  if (error instanceof FileError) return error.message;
  const e = error as NodeJS.ErrnoException | undefined;
  if (e && typeof e.code === "string") {
    const reason = REASONS.get(e.code);
    if (reason !== undefined) return `${reason} (${e.code})`;
  }
  return error instanceof Error ? error.message : String(error);
}

const REASONS: ReadonlyMap<string, string> = new Map([
  ["ENOENT", "no such file or folder"],
  ["EACCES", "permission denied"],
  ["EPERM", "operation not permitted"],
  ["ENOSPC", "no space left on the device"],
  ["EDQUOT", "disk quota exceeded"],
  ["EROFS", "the file system is read-only"],
  ["EISDIR", "it is a folder"],
  ["ENOTDIR", "a part of the path is not a folder"],
  ["ELOOP", "too many symbolic links, or a link where none may be"],
  ["ENAMETOOLONG", "the file name is too long"],
  ["EIO", "input/output error"],
  ["EFBIG", "the file is too large"],
]);
