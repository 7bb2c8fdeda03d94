import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer, type RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import QRCode from "qrcode";
import { catalog as catalog25 } from "../xws/builtin/2-5.js";
import { catalog as legacyCatalog } from "../xws/builtin/legacy.js";
import { acesHighSetupFromSquads, chooseEdition, parseXws } from "../xws/index.js";
import type { EventFileStore } from "../cli/event-file.js";
import { changeEvent } from "../event-ops/change.js";
import { consoleSecret } from "../event-ops/codes.js";
import { hasNightKey, nightStateOf, withNightState } from "../event-ops/night-state.js";
import { readEvent } from "../event-ops/read.js";
import { reachableAddresses, servedHosts } from "./addresses.js";
import { nightServer } from "./night-app.js";
import { readPageFiles } from "./page-files.js";

/** How `event serve` was asked to run. */
export interface ServeOptions {
  readonly path: string;
  readonly store: EventFileStore;
  readonly host: string;
  readonly port: number;
  /** The built page's folder (`night/` beside the built command line). */
  readonly pageDir: string;
  /** Entered without the organiser: a game record a table sends that adjudicates. */
  readonly autoAccept: boolean;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/**
 * `ace-ledger event serve <event.json>`: serves the night on the network until stopped. An event file
 * that exists is checked first and given the night's key if it has none (its codes then stay the same
 * whenever the server is started again); a missing one is made by the console's registration. Returns
 * once the server listens; the process runs on until interrupted.
 */
export async function serveEvent(o: ServeOptions): Promise<number> {
  const pages = readPageFiles(o.pageDir);
  let key = randomBytes(32).toString("hex");
  if (existsSync(o.path)) {
    const { event } = readEvent(o.store, o.path);
    if (!hasNightKey(event) || (o.autoAccept && !nightStateOf(event).autoAccept)) {
      key = changeEvent(o.store, o.path, ({ event: e }) => {
        const state = nightStateOf(e);
        return { event: withNightState(e, { ...state, autoAccept: state.autoAccept || o.autoAccept }), said: state.key };
      });
    } else key = nightStateOf(event).key;
  }
  const addresses = reachableAddresses(o.host);
  // The server listens first (the port may be chosen by the system), then answers once the page knows its address.
  let handle: RequestListener = (_, res) => void res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const playersUrl = `http://${addresses[0] ?? o.host}:${port}/`;
  const qrSvg = await QRCode.toString(playersUrl, { type: "svg", margin: 2, width: 240 });
  const night = nightServer({
    path: o.path,
    store: o.store,
    pages,
    squads: () => ({ parseXws, chooseEdition, acesHighSetupFromSquads, legacyCatalog, catalog25 }),
    key,
    playersUrl,
    qrSvg,
    hosts: servedHosts(o.host, port),
  });
  handle = getRequestListener(night.app.fetch);
  // Commands run beside the server change the file too: the phones hear of it within half a second.
  const polling = setInterval(() => {
    try {
      night.poll();
    } catch (e) {
      o.err(`cannot read ${o.path}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, 500);
  const pinging = setInterval(() => night.live.ping(), 20_000);
  const stop = () => {
    clearInterval(polling);
    clearInterval(pinging);
    night.live.closeAll();
    server.close();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const secret = consoleSecret(key);
  const terminalQr = await QRCode.toString(playersUrl, { type: "utf8" });
  o.out(
    [
      `Serving ${o.path} on ${o.host} port ${port}${o.host === "0.0.0.0" || o.host === "::" ? " (every network of this machine)" : ""}.`,
      "",
      `Players (pairings, their table, the clock, the standings; tables send their results): ${playersUrl}`,
      ...addresses.slice(1).map((a) => `  also: http://${a}:${port}/`),
      `Console (keep this address to yourself: it changes the event): http://${addresses[0] ?? o.host}:${port}/console#${secret}`,
      "",
      "What it exposes to anyone on the network: the night's page, the players' names, ships, pairings,",
      "results and standings (read only); sending a table's result needs the code printed on that",
      "table's sheet. Every other change needs the console's secret. No other file is served, and a",
      "request to a name other than these addresses (or localhost) is refused.",
      "",
      terminalQr,
      "Stop with Ctrl+C. The event file is the night: start again with the same command.",
    ].join("\n"),
  );
  return 0;
}
