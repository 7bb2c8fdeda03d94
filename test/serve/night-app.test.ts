/**
 * The night's server answered in process (Hono's `app.request`), on an event file on disk: what it
 * refuses without the console's secret or the table's code, the lockout after wrong codes, the limits
 * of a request, what it serves and with which policy, a table's result kept until the organiser takes
 * it and never replaced by a table, and the event file as the one store (a command run beside it).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diskEventFiles } from "../../src/cli/event-file.js";
import { run } from "../../src/cli/run.js";
import { consoleSecret, sheetsKey, tableCode } from "../../src/event-ops/codes.js";
import { nightStateOf } from "../../src/event-ops/night-state.js";
import type { AcesHighEvent } from "../../src/modes/tournament/index.js";
import { nightServer } from "../../src/serve/night-app.js";
import { WRONG_CODES } from "../../src/serve/lockout.js";
import type { PageFile } from "../../src/serve/page-files.js";
import { reachableAddresses, servedHosts } from "../../src/serve/addresses.js";
import { catalog as catalog25 } from "../../src/xws/builtin/2-5.js";
import { catalog as legacyCatalog } from "../../src/xws/builtin/legacy.js";
import { acesHighSetupFromSquads, chooseEdition, parseXws } from "../../src/xws/index.js";

const PAGES: ReadonlyMap<string, PageFile> = new Map([
  ["night.html", { type: "text/html; charset=utf-8", body: new TextEncoder().encode("<!doctype html><title>night</title>") }],
  ["night.js", { type: "text/javascript; charset=utf-8", body: new TextEncoder().encode("1") }],
  ["table/index.html", { type: "text/html; charset=utf-8", body: new TextEncoder().encode("<!doctype html><title>table app</title>") }],
  ["table/app.js", { type: "text/javascript; charset=utf-8", body: new TextEncoder().encode("2") }],
  ["table/cards-2.5.js", { type: "text/javascript; charset=utf-8", body: new TextEncoder().encode("3") }],
]);

/** The names the server answers to: this machine's loopback on port 80 (`app.request` asks for http://localhost/). */
const HOSTS = servedHosts("127.0.0.1", 80);

/** An event of 8 players, round 1 paired by the command line, and the night's server on it. */
function night() {
  const folder = mkdtempSync(join(tmpdir(), "ace-ledger-night-app-"));
  const path = join(folder, "night.json");
  const quiet = { out: () => {}, err: () => {}, readFile: (p: string) => readFileSync(p, "utf8"), eventFiles: diskEventFiles };
  const names = ["ana", "ben", "cy", "dee", "eve", "fox", "gil", "hal"];
  expect(run(["event", "init", path, ...names, "--seed", "7"], quiet)).toBe(0);
  expect(run(["event", "next", path, "--write"], quiet)).toBe(0);
  const server = nightServer({
    path,
    store: diskEventFiles,
    pages: PAGES,
    squads: () => ({ parseXws, chooseEdition, acesHighSetupFromSquads, legacyCatalog, catalog25 }),
    key: "0".repeat(64),
    playersUrl: "http://192.0.2.1:8080/",
    qrSvg: "<svg></svg>",
    hosts: HOSTS,
  });
  const event = () => JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;
  // The server gives an event file its key when it starts (serve-event.ts); here the first change does.
  const key = () => nightStateOf(event()).key;
  const post = (url: string, body: unknown, secret?: string) =>
    server.app.request(url, { method: "POST", headers: { "content-type": "application/json", ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }) }, body: typeof body === "string" ? body : JSON.stringify(body) });
  const sheet = (table: number) => event().rounds[0]!.tables[table - 1]!.players.map((player, i) => ({ player, victory: 3 - i, bounty: 0, place: i + 1 }));
  return { path, server, event, key, post, sheet, quiet };
}

/** Gives the event file its night key as `serve` does when it starts, and returns the console's secret. */
function started(n: ReturnType<typeof night>): string {
  const event = n.event();
  const state = nightStateOf(event);
  writeFileSync(n.path, JSON.stringify({ ...event, meta: { serve: state } }));
  return consoleSecret(state.key);
}

describe("event serve: the night's server", () => {
  it("asks the console's secret for every change but a table's result", async () => {
    const n = night();
    const secret = started(n);
    for (const path of ["next", "repair", "undo", "timer", "drop", "join", "result", "accept", "salvo", "seat", "open"]) {
      const r = await n.post(`/api/console/${path}`, {});
      expect([path, r.status, ((await r.json()) as { error: { code: string } }).error.code]).toEqual([path, 401, "ERR_CONSOLE_SECRET"]);
      expect((await n.post(`/api/console/${path}`, {}, `${secret}x`)).status).toBe(401);
    }
    expect((await n.server.app.request("/api/console")).status).toBe(401);
    expect((await n.server.app.request(`/api/console`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);
  });

  it("opens a round's printed sheets with that round's key, never with the console's secret (a printed page may show its address)", async () => {
    const n = night();
    const secret = started(n);
    const view = (await (await n.server.app.request(`/api/console`, { headers: { authorization: `Bearer ${secret}` } })).json()) as { sheetsKey: string };
    expect(view.sheetsKey).toBe(sheetsKey(n.key(), 1));
    expect(view.sheetsKey).not.toContain(secret);
    for (const k of ["nope", secret, sheetsKey(n.key(), 2)]) expect((await n.server.app.request(`/print/sheets?round=1&k=${encodeURIComponent(k)}`)).status, k).toBe(401);
    const sheets = await n.server.app.request(`/print/sheets?round=1&k=${encodeURIComponent(view.sheetsKey)}`);
    expect(sheets.status).toBe(200);
    expect(await sheets.text()).toContain(tableCode(n.key(), 1, 1));
  });

  it("takes a table's result with its code, keeps it for the organiser, and never lets a table replace an accepted one", async () => {
    const n = night();
    const secret = started(n);
    const code = tableCode(n.key(), 1, 1);
    const sent = { id: "phone-made-id-1", round: 1, table: 1, code: code.toLowerCase(), kind: "sheet", sheet: n.sheet(1) };
    const first = await n.post("/api/submit", sent);
    expect(await first.json()).toEqual({ status: "pending", again: false });
    // Sent again after a reconnect: acknowledged again, kept once.
    expect(await (await n.post("/api/submit", sent)).json()).toEqual({ status: "pending", again: true });
    expect(nightStateOf(n.event()).submissions.map((s) => [s.id, s.status])).toEqual([["phone-made-id-1", "pending"]]);
    expect(n.event().rounds[0]!.tables[0]!.record).toBeUndefined();
    const accepted = await n.post("/api/console/accept", { id: "phone-made-id-1" }, secret);
    expect(await accepted.json()).toEqual({ said: "Round 1, table 1: the result sent is entered." });
    expect(n.event().rounds[0]!.tables[0]!.record).toMatchObject({ mode: "aces-high-result" });
    const again = await n.post("/api/submit", { ...sent, id: "phone-made-id-2" });
    expect([again.status, ((await again.json()) as { error: { code: string } }).error.code]).toEqual([409, "ERR_RESULT_ACCEPTED"]);
    // The organiser corrects it; the result replaced is kept.
    const corrected = await n.post("/api/console/result", { round: 1, table: 1, sheet: n.sheet(1).map((l, i) => ({ ...l, victory: i === 0 ? 4 : l.victory })), replace: true }, secret);
    expect(corrected.status).toBe(200);
    expect(n.event().replaced).toHaveLength(1);
    // The correction was a mistake: the result kept goes back, and the correction is kept in its turn.
    const original = n.event().replaced![0]!.record;
    const back = await n.post("/api/console/kept", { entry: 1 }, secret);
    expect(((await back.json()) as { said: string }).said).toBe("Round 1, table 1: the result kept (entry 1) is entered again; round 1: 1 of 2 tables have a result, waiting for table 2. The result it replaces is kept with the replaced results.");
    expect(n.event().rounds[0]!.tables[0]!.record).toEqual(original);
    expect(n.event().replaced).toHaveLength(2);
  });

  it(`locks a table out after ${WRONG_CODES} wrong codes, right code or not`, async () => {
    const n = night();
    started(n);
    const sent = (code: string, id: string) => ({ id, round: 1, table: 2, code, kind: "sheet", sheet: n.sheet(2) });
    for (let i = 1; i <= WRONG_CODES; i++) {
      const r = await n.post("/api/submit", sent("ZZZZZ", `wrong-code-${i}`));
      expect(r.status).toBe(403);
      expect(((await r.json()) as { error: { message: string } }).error.message).toContain(i === WRONG_CODES ? "locked out for 5 minutes" : `${WRONG_CODES - i} ${WRONG_CODES - i === 1 ? "try" : "tries"} left`);
    }
    const locked = await n.post("/api/submit", sent(tableCode(n.key(), 1, 2), "right-code-1"));
    expect([locked.status, ((await locked.json()) as { error: { code: string } }).error.code]).toEqual([429, "ERR_TABLE_LOCKED"]);
    // Another table is not locked.
    expect((await n.post("/api/submit", { ...sent(tableCode(n.key(), 1, 1), "right-code-2"), table: 1, sheet: n.sheet(1) })).status).toBe(200);
    expect(nightStateOf(n.event()).submissions.map((s) => s.table)).toEqual([1]);
  });

  it("bounds requests: their size, their nesting, their fields", async () => {
    const n = night();
    const secret = started(n);
    const huge = await n.post("/api/console/next", `{"x":"${"a".repeat(9 * 2 ** 20)}"}`, secret);
    expect(huge.status).toBe(413);
    const deep = await n.post("/api/submit", `${"[".repeat(200)}${"]".repeat(200)}`);
    expect(((await deep.json()) as { error: { message: string } }).error.message).toContain("levels deep");
    const notJson = await n.post("/api/submit", "{");
    expect(notJson.status).toBe(409);
    // A form another page could send without asking the server first is refused.
    const form = await n.server.app.request("/api/submit", { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ id: "abcdefgh" }) });
    expect(((await form.json()) as { error: { message: string } }).error.message).toBe("expected a request of type application/json");
    const badTable = await n.post("/api/submit", { id: "abcdefgh", round: 1, table: 1e9, code: "x", kind: "sheet", sheet: [] });
    expect(((await badTable.json()) as { error: { message: string } }).error.message).toBe("expected table to be a whole number from 1 to 250");
    expect(readFileSync(n.path, "utf8")).not.toContain("abcdefgh");
  });

  it("serves the page's files alone, with its policy, and nothing of any folder", async () => {
    const n = night();
    const page = await n.server.app.request("/console");
    expect(page.headers.get("content-security-policy")).toContain("connect-src 'self'");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    for (const path of ["/night.json", "/../night.json", "/%2e%2e/%2e%2e/etc/passwd", "/night.json.lock", "/package.json", "/api/../night.json"]) {
      expect([path, (await n.server.app.request(path)).status]).toEqual([path, 404]);
    }
    const printed = await n.server.app.request("/print/pairings");
    expect(printed.headers.get("content-security-policy")).not.toContain("script-src");
    expect(await printed.text()).toContain("http://192.0.2.1:8080/");
  });

  it("serves the table app under /play/ with its own policy, its files by name alone", async () => {
    const n = night();
    const page = await n.server.app.request("/play/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("table app");
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain("unsafe");
    expect((await n.server.app.request("/play")).headers.get("location")).toBe("/play/");
    expect(await (await n.server.app.request("/play/cards-2.5.js")).text()).toBe("3");
    expect(await (await n.server.app.request("/play/app.js")).text()).toBe("2");
    expect((await n.server.app.request("/play/index.html")).headers.get("content-security-policy")).toBe(policy);
    // The night's own files are not the table app's, nor the other way round; no path leaves the map.
    for (const path of ["/play/night.js", "/play/night.html", "/app.js", "/play/../night.json", "/play/%2e%2e/night.json", "/play/table/app.js", "/play/night.json"]) {
      expect([path, (await n.server.app.request(path)).status]).toEqual([path, 404]);
    }
  });

  it("refuses a request whose Host is not an address it serves (DNS rebinding), before reading anything", async () => {
    const n = night();
    const asHost = (host: string, path = "/api/night") => n.server.app.request(path, { headers: { host } });
    for (const host of ["rebind.example", "rebind.example:80", "127.0.0.1.rebind.example", "localhost:8080", "192.0.2.1", ""]) {
      const r = await asHost(host);
      expect([host, r.status]).toEqual([host, 421]);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe("ERR_HOST");
      expect((await asHost(host, "/play/")).status).toBe(421);
    }
    // A table's result sent to a foreign name is refused before its code is even looked at.
    const sent = await n.post("/api/submit", { id: "rebound1", round: 1, table: 1, code: "x", kind: "sheet", sheet: [] });
    expect(sent.status).not.toBe(421);
    const rebound = await n.server.app.request("/api/submit", { method: "POST", headers: { host: "rebind.example", "content-type": "application/json" }, body: JSON.stringify({ id: "rebound2", round: 1, table: 1, code: "x", kind: "sheet", sheet: [] }) });
    expect(rebound.status).toBe(421);
    for (const host of ["localhost", "127.0.0.1", "127.0.0.1:80", "LOCALHOST:80", "[::1]"]) expect([host, (await asHost(host)).status]).toEqual([host, 200]);
  });

  it("knows the names it is served at: the addresses it prints and this machine's loopback, on its port", () => {
    const one = servedHosts("192.0.2.7", 8080);
    expect(["192.0.2.7:8080", "127.0.0.1:8080", "localhost:8080", "[::1]:8080"].map(one)).toEqual([true, true, true, true]);
    expect(["192.0.2.7", "192.0.2.7:80", "192.0.2.8:8080", "rebind.example:8080", "localhost", "localhost:8081"].map(one)).toEqual([false, false, false, false, false, false]);
    // Bound to every network: every address of the machine's interfaces.
    const every = servedHosts("0.0.0.0", 8080);
    for (const address of reachableAddresses("0.0.0.0")) expect(every(`${address}:8080`)).toBe(true);
    expect(every("0.0.0.0:8080")).toBe(false);
    expect(servedHosts("::1", 8080)("[::1]:8080")).toBe(true);
  });

  it("takes a player's legal list before the night, for the organiser to register", async () => {
    const folder = mkdtempSync(join(tmpdir(), "ace-ledger-night-lists-"));
    const path = join(folder, "night.json");
    const quiet = { out: () => {}, err: () => {}, readFile: (p: string) => readFileSync(p, "utf8"), eventFiles: diskEventFiles };
    expect(run(["event", "init", path, "ana", "ben", "--limit", "80"], quiet)).toBe(0);
    const server = nightServer({ path, store: diskEventFiles, pages: PAGES, squads: () => ({ parseXws, chooseEdition, acesHighSetupFromSquads, legacyCatalog, catalog25 }), key: "1".repeat(64), playersUrl: "http://192.0.2.1/", qrSvg: "", hosts: HOSTS });
    const post = (url: string, body: unknown, secret?: string) => server.app.request(url, { method: "POST", headers: { "content-type": "application/json", ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }) }, body: JSON.stringify(body) });
    const luke = JSON.parse(readFileSync("test/fixtures/xws/lbn-luke.json", "utf8")) as { points: number };
    const sent = await post("/api/lists", { id: "list-of-zoe-1", name: "Zoë Ng", squad: luke });
    expect(await sent.json()).toEqual({ said: "Zoë Ng's list is with the organiser." });
    // A list that cannot fly at the event's limit is refused, with why.
    const over = await post("/api/lists", { id: "list-of-zed-1", name: "Zed", squad: { ...luke, pilots: [...(luke as unknown as { pilots: unknown[] }).pilots, ...(luke as unknown as { pilots: unknown[] }).pilots] } });
    expect(((await over.json()) as { error: { message: string } }).error.message).toContain("the squad of Zed cannot play");
    const event = JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;
    const secret = consoleSecret(nightStateOf(event).key);
    const seen = (await (await server.app.request("/api/console", { headers: { authorization: `Bearer ${secret}` } })).json()) as { lists: { id: string; name: string; label: string }[] };
    expect(seen.lists.map((l) => [l.name, l.label])).toEqual([["Zoë Ng", "Luke Skywalker (T-65 X-wing)"]]);
    const registered = await post("/api/console/list", { id: "list-of-zoe-1", register: true }, secret);
    expect(await registered.json()).toEqual({ said: "Zoë Ng joins from round 1." });
    const after = JSON.parse(readFileSync(path, "utf8")) as AcesHighEvent;
    expect(after.players).toEqual(["ana", "ben", "zoe-ng"]);
    expect(after.entrants?.find((e) => e.player === "zoe-ng")?.ship).toMatchObject({ pilot: "lukeskywalker" });
  });

  it("seats by hand, pairs again, takes a round back and drops a player from the console, as the commands do", async () => {
    const n = night();
    const secret = started(n);
    const [one, two] = n.event().rounds[0]!.tables.map((t) => t.players);
    const swapped = [[two![0]!, ...one!.slice(1)], [one![0]!, ...two!.slice(1)]];
    const seated = await n.post("/api/console/seat", { round: 1, tables: swapped }, secret);
    expect(((await seated.json()) as { said: string }).said).toMatch(/^Round 1 seated by hand: table 1: /);
    expect(n.event().rounds[0]!.tables.map((t) => t.players)).toEqual(swapped);
    const again = (await (await n.post("/api/console/repair", {}, secret)).json()) as { said: { said: string; warnings: string[] } };
    expect(again.said.said).toBe("Round 1 paired again: 2 tables of 4, 4.");
    const later = (await (await n.post("/api/console/drop", { player: "ben" }, secret)).json()) as { said: string; warnings: string[] };
    expect(later).toMatchObject({ said: "ben leaves: not seated from round 2 on; their results of round 1 stand.", warnings: [] });
    const dropped = (await (await n.post("/api/console/drop", { player: "ana", round: 1 }, secret)).json()) as { said: string; warnings: string[] };
    expect(dropped.said).toBe("ana leaves: not seated from round 1 on.");
    expect(dropped.warnings[0]).toMatch(/^round 1 was paired already: ana is taken off table [12], whose printed sheet names them/);
    const undone = (await (await n.post("/api/console/undo", {}, secret)).json()) as { said: string };
    expect(undone.said).toBe("Round 1 is taken back: it is no longer paired.");
    expect(n.event().rounds).toEqual([]);
    // A refusal comes back as the command line prints it: its code and message.
    const refused = await n.post("/api/console/undo", {}, secret);
    expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([409, "ERR_SEATING"]);
  });

  it("reads the event file again when a command changes it beside the server", async () => {
    const n = night();
    started(n);
    const before = (await (await n.server.app.request("/api/night")).json()) as { players: unknown[] };
    expect(before.players).toHaveLength(8);
    expect(run(["event", "join", n.path, "Zoë <b>Ng</b>"], n.quiet)).toBe(0);
    const after = (await (await n.server.app.request("/api/night")).json()) as { players: { name: string }[] };
    expect(after.players.map((p) => p.name)).toContain("Zoë <b>Ng</b>");
    // The night's key and submissions, kept in the file, outlive the command's write.
    expect(nightStateOf(n.event()).key).toBe(n.key());
  });
});
