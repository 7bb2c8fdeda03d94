import { run } from "./run.js";

// A reader that stops early (`ace-ledger score game.json --explain | head -1`) closes the pipe, and
// writing to it fails with EPIPE. That is no error of the command: it ends quietly, with the exit
// code it has (0 for a scored record). Any other write error is left to stop the program as before.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE") throw e;
    process.exit();
  });
}

process.exitCode = run(process.argv.slice(2));
