// Quick forms for the common Aces High events: pick the kind, fill the fields, add. The event is
// built as JSON and goes through the same check (`tryApply`) as one typed by hand.
import { useState } from "preact/hooks";

const KINDS = [
  ["damaged", "Damage"],
  ["destroyed", "Destroyed"],
  ["fled", "Fled"],
  ["saved", "Saved"],
  ["respawned", "Respawned"],
  ["roundStarted", "Round start"],
  ["roundEnded", "Round end"],
  ["timeCalled", "Time called"],
] as const;

type Kind = (typeof KINDS)[number][0];

const SOURCES = ["attack", "ability", "device", "remote", "obstacle", "consoleFire", "damageCard", "hazard"] as const;
/** The source kinds that name a ship, and under which field. */
const WHO: { readonly [kind: string]: "by" | "owner" } = { attack: "by", ability: "by", device: "owner", remote: "owner" };
const MARKERS = ["1", "2", "3", "4", "edge"] as const;

interface Props {
  readonly ids: readonly string[];
  /** Appends the event; returns false when it was rejected (the rejection is shown by the caller). */
  readonly onAdd: (event: object) => boolean;
  readonly disabled: boolean;
}

export function QuickForms({ ids, onAdd, disabled }: Props) {
  const [kind, setKind] = useState<Kind>("damaged");
  const first = ids[0] ?? "";
  const [target, setTarget] = useState(first);
  const [amount, setAmount] = useState(1);
  const [source, setSource] = useState<(typeof SOURCES)[number]>("attack");
  const [by, setBy] = useState(ids[1] ?? first);
  const [targets, setTargets] = useState<readonly string[]>([]);
  const [from, setFrom] = useState<"destruction" | "flee">("destruction");
  const [marker, setMarker] = useState<(typeof MARKERS)[number]>("1");
  const pickTarget = ids.includes(target) ? target : first;
  const pickBy = ids.includes(by) ? by : first;

  function build(): object {
    switch (kind) {
      case "damaged": {
        const who = WHO[source];
        return { type: kind, target: pickTarget, amount, source: who ? { kind: source, [who]: pickBy } : { kind: source } };
      }
      case "destroyed":
        return { type: kind, targets: ids.filter((id) => targets.includes(id)) };
      case "fled":
        return { type: kind, target: pickTarget };
      case "saved":
        return { type: kind, target: pickTarget, from };
      case "respawned":
        return { type: kind, target: pickTarget, marker: marker === "edge" ? "edge" : Number(marker) };
      default:
        return { type: kind };
    }
  }

  const players = (value: string, set: (v: string) => void, label: string, name: string) => (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => set(e.currentTarget.value)}>
        {ids.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      class="quick"
      data-quick
      onSubmit={(e) => {
        e.preventDefault();
        if (onAdd(build()) && kind === "destroyed") setTargets([]);
      }}
    >
      <fieldset disabled={disabled}>
        <legend>Quick event</legend>
        <label>
          event
          <select name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as Kind)}>
            {KINDS.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {(kind === "damaged" || kind === "fled" || kind === "saved" || kind === "respawned") && players(pickTarget, setTarget, "target", "target")}
        {kind === "damaged" && (
          <>
            <label>
              amount
              <input name="amount" type="number" min={1} max={1000} value={amount} onInput={(e) => setAmount(Math.trunc(Number(e.currentTarget.value)) || 1)} />
            </label>
            <label>
              source
              <select name="source" value={source} onChange={(e) => setSource(e.currentTarget.value as (typeof SOURCES)[number])}>
                {SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            {WHO[source] && players(pickBy, setBy, WHO[source] === "by" ? "by" : "owner", "by")}
          </>
        )}
        {kind === "destroyed" && (
          <div class="checks" role="group" aria-label="ships destroyed at the same moment">
            {ids.map((id) => (
              <label key={id} class="check">
                <input
                  type="checkbox"
                  name="targets"
                  value={id}
                  checked={targets.includes(id)}
                  onChange={(e) => setTargets(e.currentTarget.checked ? [...targets, id] : targets.filter((t) => t !== id))}
                />
                {id}
              </label>
            ))}
          </div>
        )}
        {kind === "saved" && (
          <label>
            from
            <select name="from" value={from} onChange={(e) => setFrom(e.currentTarget.value as "destruction" | "flee")}>
              <option value="destruction">destruction</option>
              <option value="flee">flee</option>
            </select>
          </label>
        )}
        {kind === "respawned" && (
          <label>
            marker
            <select name="marker" value={marker} onChange={(e) => setMarker(e.currentTarget.value as (typeof MARKERS)[number])}>
              {MARKERS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" class="primary">
          Add
        </button>
      </fieldset>
    </form>
  );
}
