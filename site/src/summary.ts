// One line of text per event, for the timeline and the chart. Aces High events read as sentences;
// any other event shows its type and fields.

type Fields = { readonly [key: string]: unknown };

const isFields = (v: unknown): v is Fields => typeof v === "object" && v !== null && !Array.isArray(v);

/** A value in a line: arrays joined, objects as `key value` pairs, strings as they are. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return value.map(inline).join(", ");
  if (isFields(value)) return Object.entries(value).map(([k, v]) => `${k} ${inline(v)}`).join(", ");
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

function generic(event: Fields): string {
  const { type, ...rest } = event;
  const fields = Object.entries(rest).map(([k, v]) => `${k} ${inline(v)}`);
  return [String(type), ...fields].join(" · ");
}

function damageSource(source: unknown): string {
  if (!isFields(source)) return "";
  const who = source.by ?? source.owner;
  const moved = source.movedBy === undefined ? "" : `, moved by ${inline(source.movedBy)}`;
  return ` (${inline(source.kind)}${who === undefined ? "" : ` of ${inline(who)}`}${moved})`;
}

function acesHigh(e: Fields): string | null {
  switch (e.type) {
    case "roundStarted":
      return e.order === undefined ? "Round starts" : `Round starts, order ${inline(e.order)}`;
    case "roundEnded":
      return "Round ends";
    case "timeCalled":
      return "Time is called";
    case "damaged":
      return `${inline(e.target)} takes ${inline(e.amount)} damage${damageSource(e.source)}`;
    case "repaired":
      return `${inline(e.target)} repairs${e.shields === undefined ? "" : ` ${inline(e.shields)} shield${e.shields === 1 ? "" : "s"}`}${e.hull === undefined ? "" : ` ${inline(e.hull)} hull`}`;
    case "destroyed":
      return `${inline(e.targets)} destroyed`;
    case "fled":
      return `${inline(e.target)} flees${e.movedBy === undefined ? "" : ` (moved by ${inline(e.movedBy)})`}`;
    case "saved":
      return `${inline(e.target)} saved from ${inline(e.from)}${e.hullDamageAfter === undefined ? "" : `, hull damage ${inline(e.hullDamageAfter)}`}`;
    case "respawned":
      return `${inline(e.target)} respawns at ${e.marker === "edge" ? "the edge" : `marker ${inline(e.marker)}`}`;
    default:
      return null;
  }
}

/** The event as a line of text. */
export function summary(mode: string, event: unknown): string {
  if (!isFields(event)) return JSON.stringify(event) ?? String(event);
  return (mode === "aces-high" ? acesHigh(event) : null) ?? generic(event);
}
