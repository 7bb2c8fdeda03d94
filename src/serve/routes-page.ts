import type { Context, Hono } from "hono";
import { PAGE_POLICY, TABLE_POLICY } from "./headers.js";
import type { Night } from "./night.js";
import { TABLE_APP } from "./page-files.js";

/**
 * The page: one HTML file for every view, its script and style, the QR code; and the table app (the
 * playground page) under /play/, where a table records its game. Nothing else of any folder.
 */
export function pageRoutes(app: Hono, night: Night): void {
  const { pages, qrSvg } = night.o;
  const page = (c: Context) => {
    const html = pages.get("night.html")!;
    return c.body(html.body as Uint8Array<ArrayBuffer>, 200, { "content-type": html.type, "content-security-policy": PAGE_POLICY, "cache-control": "no-cache" });
  };
  for (const route of ["/", "/console", "/table", "/register"]) app.get(route, page);
  app.get("/qr.svg", (c) => c.body(qrSvg, 200, { "content-type": "image/svg+xml" }));
  app.get("/:file{[a-z0-9-]+\\.(js|css|svg|png|txt)}", (c) => {
    const f = pages.get(c.req.param("file"));
    return f === undefined ? c.notFound() : c.body(f.body as Uint8Array<ArrayBuffer>, 200, { "content-type": f.type, "cache-control": "no-cache" });
  });
  // The table app: its page (relative links: its files are under /play/ too) and its files, by name alone.
  app.get("/play", (c) => c.redirect("/play/"));
  // Its service worker keeps the page by both names, to open it offline.
  const tableApp = (c: Context) => {
    const html = pages.get(`${TABLE_APP}/index.html`);
    return html === undefined ? c.notFound() : c.body(html.body as Uint8Array<ArrayBuffer>, 200, { "content-type": html.type, "content-security-policy": TABLE_POLICY, "cache-control": "no-cache" });
  };
  for (const route of ["/play/", "/play/index.html"]) app.get(route, tableApp);
  app.get("/play/:file{[a-z0-9][a-z0-9.-]*\\.(js|css|txt)}", (c) => {
    const f = pages.get(`${TABLE_APP}/${c.req.param("file")}`);
    return f === undefined ? c.notFound() : c.body(f.body as Uint8Array<ArrayBuffer>, 200, { "content-type": f.type, "cache-control": "no-cache" });
  });
}
