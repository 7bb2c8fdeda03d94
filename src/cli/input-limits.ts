// The largest file of each kind the command line reads. A file past its limit is refused before any of
// it is read (bounded-read.ts): a mistaken path (a disk image, a log) costs nothing, and standard input
// that never ends stops at the limit.

/** The largest event file the commands read: a night of game records kept in it fits many times over. */
export const EVENT_FILE_LIMIT = 64 * 2 ** 20;
/** The largest game or result record (`score`, `event result --game`, a table's file): a game of 20,000 events is about 1.2 MiB. */
export const RECORD_FILE_LIMIT = 16 * 2 ** 20;
/** The largest XWS squad: a squad of eight ships with every upgrade is some kilobytes. */
export const SQUAD_FILE_LIMIT = 2 ** 20;
/** The largest list of players (`event init --players`): a thousand players with their ships is some 100 KiB. */
export const PLAYERS_FILE_LIMIT = 2 ** 20;
/** The largest file of an xwing-data2 checkout (`setup --data`): its largest are some 100 KiB. */
export const CARD_DATA_FILE_LIMIT = 16 * 2 ** 20;
