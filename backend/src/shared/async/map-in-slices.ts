import { nextTurn } from './next-turn.js';

/** Items mapped per turn of the event loop. */
const SLICE = 500;

/**
 * `items.map(map)`, a slice at a time with a turn of the event loop between slices, so that mapping
 * a long list (20,000 cards into their DTOs) never holds other requests up for long.
 */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T) => U): Promise<U[]> {
  const mapped: U[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start) await nextTurn();
    for (const item of items.slice(start, start + SLICE)) mapped.push(map(item));
  }
  return mapped;
}
