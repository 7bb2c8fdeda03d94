import type { MiddlewareHandler } from "hono";

/**
 * The night's page: its own script and style only, requests to its own server only (the API and the live
 * updates), no frames, no forms sent elsewhere, no base. The playground page's policy forbids every
 * request; this one needs its server.
 */
export const PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The table app (the playground page, site/, built with the night's page into its table/ folder and served
 * under /play/): its own scripts, style and service worker; requests to its own server only (a table's game
 * record, its result sent, the night's live view). Its page carries the same policy as a meta element.
 */
export const TABLE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The printed pages (event-pages.ts): their own inline style, the QR code inline; no script at all. */
export const PRINT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers every answer carries: no sniffing of types, no referrer (a console address holds nothing, but the sheets' does), no framing. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("x-content-type-options", "nosniff");
  c.header("referrer-policy", "no-referrer");
  c.header("x-frame-options", "DENY");
  c.header("cross-origin-resource-policy", "same-origin");
};

/**
 * The Host header of a request, checked against the names the server is reached by (DNS rebinding: a
 * page of another site whose name is made to point at this machine sends its own name as the host, and
 * is refused before any route reads the event). `allowed` says whether a host (name and port, as the
 * header has it) is one of them.
 */
export const hostCheck =
  (allowed: (host: string) => boolean): MiddlewareHandler =>
  async (c, next) => {
    const host = (c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
    if (!allowed(host)) return c.json({ error: { code: "ERR_HOST", message: `expected a request to an address this server prints, not to ${JSON.stringify(host.slice(0, 100))}` } }, 421);
    await next();
  };
