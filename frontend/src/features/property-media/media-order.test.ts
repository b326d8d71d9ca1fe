import { describe, expect, it } from 'vitest';
import { movedIds } from './media-order';

const items = [{ id: 7 }, { id: 3 }, { id: 9 }];

describe('movedIds', () => {
  it('swaps an item with its neighbour, naming every one once', () => {
    expect(movedIds(items, 1, -1)).toEqual([3, 7, 9]);
    expect(movedIds(items, 1, 1)).toEqual([7, 9, 3]);
  });

  it('cannot move the first item up or the last one down', () => {
    expect(movedIds(items, 0, -1)).toBeNull();
    expect(movedIds(items, 2, 1)).toBeNull();
    expect(movedIds([], 0, 1)).toBeNull();
  });
});
