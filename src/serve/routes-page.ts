import type { Context, Hono } from "hono";
import { PAGE_POLICY } from "./headers.js";
import type { Night } from "./night.js";

/** The page: one HTML file for every view, its script and style, the QR code. Nothing else of any folder. */
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
}
