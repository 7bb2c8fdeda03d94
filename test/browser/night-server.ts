/**
 * `ace-ledger event serve` as an organiser runs it: the command line built with the night's page
 * beside it (as `npm run build` ships them), started as a process of its own on a port of 127.0.0.1,
 * and killed as a crash kills it.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./harness.js";

/** Builds the command line and the night's page into a new folder; returns the path of cli.cjs. */
export function buildCli(): string {
  const folder = mkdtempSync(join(tmpdir(), "ace-ledger-serve-cli-"));
  execFileSync(process.execPath, [join(root, "scripts", "cli-build.mjs"), folder], { cwd: root, stdio: "inherit" });
  execFileSync(process.execPath, [join(root, "scripts", "night-build.mjs"), join(folder, "night")], { cwd: root, stdio: "inherit" });
  return join(folder, "cli.cjs");
}

/** A port free now on 127.0.0.1: the server is started on it, and started again on it after a crash. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A running `event serve`: its players' address, the console's, what it printed, and the process. */
export interface Serving {
  readonly origin: string;
  readonly console: string;
  readonly output: string;
  readonly process: ChildProcess;
}

/** Starts `ace-ledger event serve <event> --port <port> --host 127.0.0.1` and waits for it to say where it is. */
export function startServe(cli: string, event: string, port: number): Promise<Serving> {
  const child = spawn(process.execPath, [cli, "event", "serve", event, "--port", String(port), "--host", "127.0.0.1"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`event serve did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const console = /Console[^\n]*: (http:\/\/\S+\/console#\S+)/.exec(output)?.[1];
      if (console !== undefined && output.includes("Stop with Ctrl+C")) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${port}`, console, output, process: child });
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`event serve exited with ${code}:\n${output}`)));
  });
}

/** Kills the server as a crash would (SIGKILL: no handler runs), and waits until it is gone. */
export function crash(serving: Serving): Promise<void> {
  return new Promise((resolve) => {
    serving.process.once("exit", () => resolve());
    serving.process.kill("SIGKILL");
  });
}
