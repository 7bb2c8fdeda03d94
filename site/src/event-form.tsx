// The event form of every mode, drawn from the mode's event shape (the definitions its `checkEvent`
// reads, shapes.ts): pick the event type, fill in its fields, add. Ids are chosen from the game (its players,
// ships, units, weapons, cards), never typed; the event goes through `tryApply` like any other.
import { useState } from "preact/hooks";
import { namesOf } from "./names.js";
import { build, type Choices, type Draft, Field, words } from "./shape-fields.js";
import { EVENT_SHAPES as SHAPES } from "./shapes.js";
import { cardText } from "./intergalactic-ace-cards.js";


type Any = { readonly [key: string]: any };

/** What can deal damage to an Epic ship, as Aces High names it. */
const EPIC_SOURCES = ["attack", "ability", "device", "remote", "obstacle", "consoleFire", "damageCard", "hazard"];

/** The game as the page holds it (analysis.ts): what the form reads of it. */
export interface FormGame {
  readonly record: { readonly mode: string; readonly setup: unknown; readonly meta?: unknown };
  /** Player ids in player order. */
  readonly ids: readonly string[];
  /** The scoreboard after the last event (ships, units and piles come from it). */
  readonly board: unknown;
  /** The state after the last event, and the engine that goes on from it. */
  readonly last: unknown;
  readonly mode: { tryApply(state: never, event: unknown): { readonly ok: boolean; readonly error?: { readonly code: string } } };
}

export interface EventFormProps {
  readonly game: FormGame;
  /** Appends the event; false when it was rejected (the caller shows why). */
  readonly onAdd: (event: object) => boolean;
  readonly disabled: boolean;
}

/**
 * The ids a field may hold in this game: found by what the definition says the field is ("a player
 * id", "a ship id", "a unit id") and, where it says only "an id", by the field's name.
 */
export function choicesOf(mode: string, ids: readonly string[], board: Any, setup: Any): Choices {
  const ships = (board.ships as Any[] | undefined)?.map((s) => s.id as string) ?? [];
  const units = (board.units as Any[] | undefined) ?? [];
  const weaponsOf = (unit: unknown) => units.find((u) => u.id === unit)?.weapons.map((w: Any) => w.name as string) ?? [];
  const decks = setup?.decks ?? {};
  const enemies = ((decks.enemies ?? []) as Any[]).map((c) => c.id as string);
  const upgrades = ((decks.upgrades ?? []) as Any[]).map((c) => c.id as string);
  const sectors: string[] = setup?.sectors ?? [...new Set(((setup?.players ?? []) as Any[]).flatMap((p) => p.startingSectors ?? []))];
  return (path, shape, siblings) => {
    const field = path.find((p) => !/^\d+$/.test(p) && p !== "*key") ?? "";
    const last = path[path.length - 1];
    if (last === "*key") return field === "occupancy" ? (sectors.length > 0 ? sectors : undefined) : ids;
    if (/player id/.test(shape.what ?? "")) return ids;
    if (/ship id/.test(shape.what ?? "")) return ships;
    if (/unit id/.test(shape.what ?? "")) return field === "harvester" ? units.filter((u) => u.harvester).map((u) => u.id) : units.map((u) => u.id);
    // Epic names damage sources as Aces High does; its record takes any word, the form offers these.
    if (mode === "epic" && field === "source" && last === "kind") return EPIC_SOURCES;
    if (mode === "fireteam") {
      if (field === "weapon") return weaponsOf(siblings.unit);
      if (field === "defenseWeapon") return weaponsOf(siblings.target);
      if (field === "by" || field === "occupancy") return ids;
      return undefined;
    }
    if (mode === "intergalactic-ace") {
      if (field === "player" || field === "opponent") return ids;
      if (field === "card") return upgrades;
      if (field === "order") return siblings.pile === "upgrades" ? upgrades : enemies;
      if (field === "enemy" || field === "saved" || field === "revealed") return enemies;
    }
    return undefined;
  };
}

/**
 * How an id reads in the form: a player, ship or unit by its name with its id (two of the same card
 * told apart), an Intergalactic Ace card by its name and what it does.
 */
function labelsOf(game: FormGame): (id: string) => string {
  const names = namesOf(game.record, []);
  const cards = new Map<string, Any>();
  const decks = (game.record.setup as Any)?.decks;
  for (const c of [...(decks?.enemies ?? []), ...(decks?.upgrades ?? [])] as Any[]) cards.set(c.id, c);
  return (id) => {
    const card = cards.get(id);
    if (card) return cardText(card as never, id);
    const name = names.of(id);
    return name === id ? words(id) : `${name} (${id})`;
  };
}

export function EventForm({ game, onAdd, disabled }: EventFormProps) {
  const { mode, setup } = game.record;
  const { ids } = game;
  const board = game.board as Any;
  /**
   * The engine's verdict on an event after the last one (`tryApply`): true when it is legal, false when
   * a rule refuses it, undefined when it is not a whole event yet (`ERR_INVALID_EVENT`).
   */
  const legal = (event: object): boolean | undefined => {
    if (game.last === null) return undefined;
    const next = game.mode.tryApply(game.last as never, event);
    return next.ok || (next.error?.code === "ERR_INVALID_EVENT" ? undefined : false);
  };
  const shape = SHAPES[mode];
  const cases = shape?.kind === "tagged" ? shape.cases : {};
  const types = Object.keys(cases);
  const [type, setType] = useState(types[0] ?? "");
  const [drafts, setDrafts] = useState<{ readonly [type: string]: { readonly [key: string]: Draft } }>({});
  /** The fields left empty at the last try, in words: asked for before the engine sees the event. */
  const [missing, setMissing] = useState<readonly string[]>([]);
  if (!shape || shape.kind !== "tagged") return null;
  const fields = Object.hasOwn(cases, type) ? cases[type]! : {};
  const draft = drafts[type] ?? {};
  const eventWith = (d: { readonly [key: string]: Draft }) => ({ type, ...(build({ kind: "object", fields }, d) as object) });
  const event = () => eventWith(draft);
  const ofGame = choicesOf(mode, ids, board, setup as Any);
  // Only what can be legal: once the rest of the event is filled in, a field's choices are those the
  // engine accepts there (all of them while it cannot tell, or when it accepts none).
  const choices: Choices = Object.assign(
    (path: readonly string[], s: Parameters<Choices>[1], siblings: Parameters<Choices>[2]) => {
      const options = ofGame(path, s, siblings);
      if (!options || path.length !== 1) return options;
      const fit = options.filter((v) => legal(eventWith({ ...draft, [path[0]!]: v })) !== false);
      return fit.length > 0 ? fit : options;
    },
    { label: labelsOf(game) },
  );
  // A type with no fields at all is offered only when it can come next.
  const closed = (t: string) => Object.keys(cases[t]!).length === 0 && legal({ type: t }) === false;
  return (
    <form
      class="event-form"
      data-event-form={mode}
      onSubmit={(e) => {
        e.preventDefault();
        const empty = Object.keys(fields).filter((k) => fields[k]!.kind !== "optional" && build(fields[k]!, draft[k] ?? "") === undefined);
        setMissing(empty.map(words));
        if (empty.length === 0 && onAdd(event())) setDrafts({ ...drafts, [type]: {} });
      }}
    >
      <fieldset disabled={disabled}>
        <legend>Event</legend>
        <label class="field">
          <span>event</span>
          <select name="type" value={type} onChange={(e) => (setType(e.currentTarget.value), setMissing([]))}>
            {types.map((t) => (
              <option key={t} value={t} disabled={closed(t)}>
                {words(t)}
              </option>
            ))}
          </select>
        </label>
        {Object.entries(fields).map(([key, s]) => (
          <Field key={`${type}.${key}`} name={key} path={[key]} shape={s} draft={draft[key] ?? ""} set={(d) => setDrafts({ ...drafts, [type]: { ...draft, [key]: d } })} choices={choices} siblings={draft} />
        ))}
        {missing.length > 0 && (
          <p class="problem" role="alert" data-missing>
            Choose {missing.join(", ")} first.
          </p>
        )}
        <button type="submit" class="primary" data-add-event>
          Add {words(type)}
        </button>
      </fieldset>
    </form>
  );
}
