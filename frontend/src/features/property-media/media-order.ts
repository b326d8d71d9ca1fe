/**
 * The ids of `items` with the one at `index` moved by `step` (-1 up, +1 down): the order the
 * API's reorder operations take, every id once. Null past either end (it cannot move).
 */
export function movedIds(items: readonly { id: number }[], index: number, step: -1 | 1): number[] | null {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const ids = items.map((item) => item.id);
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return ids;
}
