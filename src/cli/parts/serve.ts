import { join } from "node:path";

// What the command `event serve`: the night's server, with its framework and the QR code. The built
// command line loads it only for that command.
export { serveEvent } from "../../serve/serve-event.js";

/** The night's page, built beside the command line (night/ next to cli.cjs; scripts/night-build.mjs). */
export function nightPageDir(): string {
  return join(typeof __dirname === "string" ? __dirname : join(process.cwd(), "dist"), "night");
}
