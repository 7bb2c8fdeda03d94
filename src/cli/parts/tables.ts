// What the command `tables`: the table sizes of an Aces High side event. The built command line loads it only for that command.
export { splitTables, TABLE_SIZES } from "../../modes/tournament/index.js";
export { formatTables } from "../format-tournament.js";
