// Requests to the night's server. A refusal is shown as the command line shows it: "<code>: <message>".

/** A request the server refused, or one that did not reach it (code ERR_OFFLINE). */
export class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** As the command line prints a refusal. */
  get line(): string {
    return `${this.code}: ${this.message}`;
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
    const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new Refused(typeof error?.code === "string" ? error.code : "ERR_SERVER", typeof error?.message === "string" ? error.message : `the server answered ${response.status}`, response.status);
  }
  return data as T;
}
