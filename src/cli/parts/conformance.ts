// What the command `conformance`: the conformance kit and its runner. The built command line loads it only for that command.
export { runConformance } from "../conformance.js";
