// Requests to the night's server. A refusal is shown as the command line shows it: "<code>: <message>".

/** A request the server refused, or one that did not reach it (code ERR_OFFLINE). */
export class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The event of a game record the refusal is at, when it is at one. */
    readonly event?: number,
  ) {
    super(message);
  }

  /** As the command line prints a refusal: "ERR_X at event 4: ...". */
  get line(): string {
    return `${this.code}${this.event === undefined ? "" : ` at event ${this.event}`}: ${this.message}`;
  }
}

export async function request<T>(method: "GET" | "POST", path: string, body?: unknown, secret?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new Refused("ERR_OFFLINE", "the server cannot be reached; it is tried again when the connection is back", 0);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: { code?: unknown; message?: unknown; event?: unknown } } | null)?.error;
    const code = typeof error?.code === "string" ? error.code : "ERR_SERVER";
    const message = typeof error?.message === "string" ? error.message : `the server answered ${response.status}`;
    throw new Refused(code, message, response.status, typeof error?.event === "number" ? error.event : undefined);
  }
  return data as T;
}
