// Form fields drawn from a `Shape`: what shapes.ts reads of each mode's event and setup, from the
// definitions its checks read. A field edits a draft value (integers as the text typed, so that an
// empty field stays empty); `build` turns the draft into JSON by the same shape, leaving out what
// is not filled in. Nothing here knows a rule: the engine checks what is built.
import type { Shape } from "../../src/core/shape.js";
import type { ComponentChildren } from "preact";

export type Draft = unknown;
type Fields = { readonly [key: string]: Shape };

/**
 * The ids a text field may take (players, ships, units, cards), or undefined for free text; with
 * `label`, how each id reads in the form (a player's name, a card's name and what it does).
 */
export type Choices = ((path: readonly string[], shape: Shape & { kind: "text" }, draft: { readonly [key: string]: Draft }) => readonly string[] | undefined) & {
  readonly label?: (id: string) => string;
};

const isRecord = (v: Draft): v is { [key: string]: Draft } => typeof v === "object" && v !== null && !Array.isArray(v);
/** The choice that stands for null (no id can be written so). */
const NULL = "(none)";

/** The value a draft stands for, or undefined when it is left empty. */
export function build(shape: Shape, draft: Draft): unknown {
  switch (shape.kind) {
    case "integer": {
      if (typeof draft !== "string" || draft.trim() === "") return undefined;
      const n = Number(draft);
      return Number.isFinite(n) ? n : draft;
    }
    case "optional":
      // A flag (`free: true`) is left out unless ticked; a value with one choice is never asked.
      if (shape.of.kind === "oneOf" && shape.of.values.length === 1) return draft === shape.of.values[0] ? draft : undefined;
      return build(shape.of, draft);
    case "oneOf":
      return shape.values.length === 1 ? shape.values[0] : draft === "" ? undefined : draft;
    case "either":
      return build(shape.of, draft);
    case "when":
      return build(shape.otherwise, draft);
    case "nullable":
      return draft === NULL ? null : build(shape.of, draft);
    case "list": {
      if (!Array.isArray(draft)) return undefined;
      const items = draft.map((d) => build(shape.item, d)).filter((v) => v !== undefined);
      return items.length === 0 ? undefined : items;
    }
    case "object":
      return isRecord(draft) ? fieldsOf(shape.fields, draft) : undefined;
    case "tagged": {
      if (!isRecord(draft) || typeof draft[shape.tag] !== "string") return undefined;
      const name = draft[shape.tag] as string;
      const fields = Object.hasOwn(shape.cases, name) ? shape.cases[name]! : {};
      return { [shape.tag]: name, ...fieldsOf(fields, draft) };
    }
    case "dictionary": {
      if (!Array.isArray(draft)) return undefined;
      const entries = (draft as [string, Draft][]).map(([k, d]) => [k, build(shape.value, d)] as const).filter(([k, v]) => k !== "" && v !== undefined);
      return entries.length === 0 ? undefined : Object.fromEntries(entries);
    }
    default:
      return draft === "" || draft === false ? undefined : draft;
  }
}

function fieldsOf(fields: Fields, draft: { readonly [key: string]: Draft }): object {
  const out: { [key: string]: unknown } = {};
  for (const key of Object.keys(fields)) {
    const v = build(fields[key]!, draft[key]);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** A readable label for a field or a choice: "hullDamageAfter" → "hull damage after". */
export const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

interface FieldProps {
  readonly name: string;
  readonly path: readonly string[];
  readonly shape: Shape;
  readonly draft: Draft;
  readonly set: (draft: Draft) => void;
  readonly choices: Choices;
  /** The object this field is in, for choices that depend on a sibling (a unit's weapons). */
  readonly siblings: { readonly [key: string]: Draft };
  readonly optional?: boolean;
}

const fieldName = (path: readonly string[]) => path.join(".");

function Labelled({ label, children, wide }: { readonly label: string; readonly children: ComponentChildren; readonly wide?: boolean }) {
  return (
    <label class={wide ? "field wide" : "field"}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/** One field of a shape, with what it holds inside it. */
export function Field(props: FieldProps) {
  const { name, path, shape, draft, set, choices, siblings } = props;
  const label = words(name) + (props.optional ? " (optional)" : "");
  const id = fieldName(path);
  switch (shape.kind) {
    case "optional":
      return <Field {...props} shape={shape.of} optional />;
    // The form offers the common form of a field with two (a number, not "+"; a ship, not a wing).
    case "either":
      return <Field {...props} shape={shape.of} />;
    case "when":
      return <Field {...props} shape={shape.otherwise} />;
    case "boolean":
      return (
        <label class="check">
          <input type="checkbox" name={id} checked={draft === true} onChange={(e) => set(e.currentTarget.checked ? true : "")} />
          {words(name)}
        </label>
      );
    case "oneOf": {
      if (shape.values.length === 1 && props.optional) {
        // A flag: present with its one value, or left out (`free: true`, `recoilShield: true`).
        const only = shape.values[0];
        return (
          <label class="check">
            <input type="checkbox" name={id} checked={draft === only} onChange={(e) => set(e.currentTarget.checked ? only : "")} />
            {words(name)}
          </label>
        );
      }
      // A value with one choice is no choice: the event carries it, and the form does not ask.
      if (shape.values.length === 1) return null;
      // Each choice's value is its JSON: 2 and "2" stay apart, and a choice reads as it is written.
      const chosen = shape.values.includes(draft) ? JSON.stringify(draft) : "";
      return (
        <Labelled label={label}>
          <select name={id} value={chosen} onChange={(e) => set(shape.values.find((v) => JSON.stringify(v) === e.currentTarget.value) ?? "")}>
            {(props.optional || chosen === "") && <option value="">{props.optional ? "-" : "choose…"}</option>}
            {shape.values.map((v, i) => (
              <option key={i} value={JSON.stringify(v)}>
                {typeof v === "string" ? words(v) : String(v)}
              </option>
            ))}
          </select>
        </Labelled>
      );
    }
    case "integer": {
      const text = typeof draft === "string" ? draft : "";
      if (shape.max - shape.min <= 12) {
        const values = Array.from({ length: shape.max - shape.min + 1 }, (_, i) => String(shape.min + i));
        return (
          <Labelled label={label}>
            <Choices name={id} value={text} values={values} optional={props.optional === true} set={set} />
          </Labelled>
        );
      }
      return (
        <Labelled label={label}>
          <input name={id} type="number" inputMode="numeric" min={shape.min} max={shape.max} step={1} value={text} onInput={(e) => set(e.currentTarget.value)} />
        </Labelled>
      );
    }
    case "nullable":
    case "text":
    case "custom": {
      const inner = shape.kind === "nullable" ? shape.of : shape;
      const ids = inner.kind === "text" ? choices(path, inner, siblings) : undefined;
      const text = draft === NULL ? NULL : typeof draft === "string" ? draft : "";
      if (ids) {
        return (
          <Labelled label={label}>
            <Choices name={id} value={text} values={shape.kind === "nullable" ? [NULL, ...ids] : ids} optional={props.optional === true} set={set} {...(choices.label ? { label: choices.label } : {})} />
          </Labelled>
        );
      }
      return (
        <Labelled label={label}>
          <input name={id} type="text" value={text === NULL ? "" : text} maxLength={inner.kind === "text" ? inner.max : 100} onInput={(e) => set(e.currentTarget.value)} />
        </Labelled>
      );
    }
    case "list":
      return <ListField {...props} shape={shape} />;
    case "object":
    case "tagged":
      return <Group {...props} shape={shape} />;
    case "dictionary":
      return <DictionaryField {...props} shape={shape} />;
  }
}

/** A list: distinct ids as check boxes in the order they are ticked; anything else item by item. */
function ListField(props: FieldProps & { readonly shape: Shape & { kind: "list" } }) {
  const { name, path, shape, draft, set, choices, siblings } = props;
  const items = Array.isArray(draft) ? draft : [];
  const ids = shape.item.kind === "text" ? choices(path, shape.item, siblings) : undefined;
  if (ids && shape.unique) {
    return (
      <fieldset class="checks wide" data-field={fieldName(path)}>
        <legend>
          {words(name)}
          {props.optional ? " (optional)" : ""}
          {shape.max > 1 ? ", in order" : ""}
        </legend>
        {ids.map((v) => {
          const at = items.indexOf(v);
          return (
            <label key={v} class="check">
              <input type="checkbox" name={fieldName(path)} value={v} checked={at >= 0} onChange={(e) => set(e.currentTarget.checked ? [...items, v] : items.filter((x) => x !== v))} />
              {choices.label?.(v) ?? v}
              {at >= 0 && shape.max > 1 && <small aria-hidden="true"> ({at + 1})</small>}
            </label>
          );
        })}
      </fieldset>
    );
  }
  // Fixed-length lists (two dice) show every item; longer ones grow with "add".
  const fixed = shape.max <= 6;
  const count = fixed ? shape.max : items.length;
  return (
    <fieldset class="list wide" data-field={fieldName(path)}>
      <legend>
        {words(name)}
        {props.optional ? " (optional)" : ""}
      </legend>
      {Array.from({ length: count }, (_, i) => (
        <Field
          key={i}
          name={`${words(name)} ${i + 1}`}
          path={[...path, String(i)]}
          shape={i < shape.min ? shape.item : { kind: "optional", of: shape.item }}
          draft={items[i] ?? ""}
          set={(d) => set(Object.assign([...items, ...Array(Math.max(0, count - items.length)).fill("")], { [i]: d }))}
          choices={choices}
          siblings={siblings}
        />
      ))}
      {!fixed && (
        <div class="row">
          <button type="button" disabled={items.length >= shape.max} onClick={() => set([...items, ""])}>
            add {words(name)}
          </button>
          <button type="button" disabled={items.length === 0} onClick={() => set(items.slice(0, -1))}>
            remove the last
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** An object's fields, or a tagged object's kind and then the fields of that kind. */
function Group(props: FieldProps & { readonly shape: Shape & { kind: "object" | "tagged" } }) {
  const { name, path, shape, set, choices } = props;
  const value = isRecord(props.draft) ? props.draft : {};
  // An optional group is left out until it is asked for.
  if (props.optional && !isRecord(props.draft)) {
    return (
      <label class="check wide">
        <input type="checkbox" name={`${fieldName(path)}?`} checked={false} onChange={() => set({})} />
        give {words(name)}
      </label>
    );
  }
  let fields: Fields = shape.kind === "object" ? shape.fields : {};
  let head = null;
  if (shape.kind === "tagged") {
    const kinds = Object.keys(shape.cases);
    const kind = typeof value[shape.tag] === "string" ? (value[shape.tag] as string) : "";
    fields = Object.hasOwn(shape.cases, kind) ? shape.cases[kind]! : {};
    head = (
      <Labelled label={words(shape.tag)}>
        <select name={fieldName([...path, shape.tag])} value={kind} onChange={(e) => set({ [shape.tag]: e.currentTarget.value })}>
          <option value="">choose…</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {words(k)}
            </option>
          ))}
        </select>
      </Labelled>
    );
  }
  return (
    <fieldset class="group wide" data-field={fieldName(path)}>
      <legend>{words(name)}</legend>
      {props.optional && (
        <label class="check">
          <input type="checkbox" name={`${fieldName(path)}?`} checked onChange={() => set("")} />
          give {words(name)}
        </label>
      )}
      {head}
      {Object.entries(fields).map(([key, s]) => (
        <Field key={key} name={key} path={[...path, key]} shape={s} draft={value[key] ?? ""} set={(d) => set({ ...value, [key]: d })} choices={choices} siblings={value} />
      ))}
    </fieldset>
  );
}

/** A dictionary: rows of a key (from the choices of the key, or typed) and its value. */
function DictionaryField(props: FieldProps & { readonly shape: Shape & { kind: "dictionary" } }) {
  const { name, path, shape, set, choices, siblings } = props;
  const rows = Array.isArray(props.draft) ? (props.draft as [string, Draft][]) : [];
  const keys = choices([...path, "*key"], { kind: "text", max: 64, what: "a key" }, siblings);
  const update = (i: number, row: [string, Draft]) => set(rows.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset class="list wide" data-field={fieldName(path)}>
      <legend>
        {words(name)}
        {props.optional ? " (optional)" : ""}
      </legend>
      {rows.map(([key, d], i) => (
        <div class="row" key={i}>
          <Labelled label="for">
            {keys ? (
              <select name={`${fieldName(path)}.${i}.key`} value={key} onChange={(e) => update(i, [e.currentTarget.value, d])}>
                <option value="">choose…</option>
                {keys.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            ) : (
              <input name={`${fieldName(path)}.${i}.key`} type="text" value={key} onInput={(e) => update(i, [e.currentTarget.value, d])} />
            )}
          </Labelled>
          <Field name="value" path={[...path, key || `${i}`]} shape={shape.value} draft={d} set={(v) => update(i, [key, v])} choices={choices} siblings={siblings} />
        </div>
      ))}
      <div class="row">
        <button type="button" onClick={() => set([...rows, ["", ""]])}>
          add to {words(name)}
        </button>
        <button type="button" disabled={rows.length === 0} onClick={() => set(rows.slice(0, -1))}>
          remove the last
        </button>
      </div>
    </fieldset>
  );
}

/** A select of `values`, after an empty first choice ("-" for an optional field, else "choose…"); `NULL` reads "none". */
function Choices(props: { readonly name: string; readonly value: string; readonly values: readonly string[]; readonly optional: boolean; readonly set: (value: string) => void; readonly label?: (id: string) => string }) {
  const { name, value, values, optional, set, label } = props;
  return (
    <select name={name} value={value} onChange={(e) => set(e.currentTarget.value)}>
      <option value="">{optional ? "-" : "choose…"}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v === NULL ? "none" : (label?.(v) ?? v)}
        </option>
      ))}
    </select>
  );
}
