// What the command `event`: running an Aces High side event. The built command line loads it only for that command.
export { runEvent } from "../event.js";
export { diskEventFiles } from "../event-file.js";
