import type { SSEStreamingApi } from "hono/streaming";

/**
 * The phones watching the night (Server-Sent Events): each is sent the players' view when it connects
 * and again whenever the event file's version changes, whoever changed it. The view is made once per
 * version and written to every stream.
 */
export class Live {
  private readonly streams = new Set<SSEStreamingApi>();
  private version: string | null | undefined;

  get watching(): number {
    return this.streams.size;
  }

  add(stream: SSEStreamingApi): void {
    this.streams.add(stream);
  }

  remove(stream: SSEStreamingApi): void {
    this.streams.delete(stream);
  }

  /** Sends `data` to every stream when `version` is not the one sent last. */
  publish(version: string | null, data: () => string): void {
    if (version === this.version) return;
    this.version = version;
    const text = data();
    for (const s of this.streams) void s.writeSSE({ event: "night", data: text }).catch(() => this.streams.delete(s));
  }

  /** A comment line to every stream, so that proxies and phones keep an idle connection open. */
  ping(): void {
    for (const s of this.streams) void s.write(": ping\n\n").catch(() => this.streams.delete(s));
  }

  closeAll(): void {
    for (const s of this.streams) void s.close();
    this.streams.clear();
  }
}
