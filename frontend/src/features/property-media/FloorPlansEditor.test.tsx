import { describe, expect, it } from 'vitest';
import { movedPlanIds } from './FloorPlansEditor';
import type { FloorPlan } from './types';

const plan = (id: number): FloorPlan => ({ id, label: `Floor ${id}`, image: `/images/${id}.jpg` });

describe('movedPlanIds', () => {
  const plans = [plan(7), plan(3), plan(9)];

  it('swaps a floor with its neighbour, naming every plan once', () => {
    expect(movedPlanIds(plans, 1, -1)).toEqual([3, 7, 9]);
    expect(movedPlanIds(plans, 1, 1)).toEqual([7, 9, 3]);
  });

  it('cannot move the first floor up or the last one down', () => {
    expect(movedPlanIds(plans, 0, -1)).toBeNull();
    expect(movedPlanIds(plans, 2, 1)).toBeNull();
  });
});
