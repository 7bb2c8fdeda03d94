import fc from "fast-check";

/** An event a mode's engine must reject in a given state, with the error code it must give. */
export interface Rejection<Code extends string> {
  readonly event: unknown;
  readonly code: Code;
}

/** A rejection that is always possible: `event` must give `code`. */
export const always = <Code extends string>(event: unknown, code: Code): fc.Arbitrary<Rejection<Code>> => fc.constant({ event, code });

/**
 * Malformed events, the same for every mode and state: not an object, no known type, a known type
 * with a field of the wrong kind. `valid` are the mode's event types; `badField` an event of the
 * mode with a field that breaks its shape.
 */
export function shapeErrors(valid: readonly string[], badField: fc.Arbitrary<unknown>): fc.Arbitrary<Rejection<"ERR_INVALID_EVENT">>[] {
  return [
    fc.oneof(fc.constant(null), fc.integer(), fc.array(fc.anything(), { maxLength: 3 }), fc.string()).map((event) => ({ event, code: "ERR_INVALID_EVENT" as const })),
    fc.string().filter((t) => !valid.includes(t)).map((type) => ({ event: { type }, code: "ERR_INVALID_EVENT" as const })),
    badField.map((event) => ({ event, code: "ERR_INVALID_EVENT" as const })),
  ];
}
