/**
 * The item with this id, from a list of ids and a parallel list of items. Modes keep their ids in
 * a plain list and look it up on the state as it was before the event (`before`), so that on an
 * immer draft only the item found is drafted.
 */
export function byId<T>(ids: readonly string[], items: readonly T[], id: string): T | undefined {
  const i = ids.indexOf(id);
  return i < 0 ? undefined : items[i];
}
