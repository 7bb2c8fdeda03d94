import type { MiddlewareHandler } from "hono";

/**
 * The night's page: its own script and style only, requests to its own server only (the API and the live
 * updates), no frames, no forms sent elsewhere, no base. The playground page's policy forbids every
 * request; this one needs its server.
 */
export const PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

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
