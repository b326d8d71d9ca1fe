import { describe, expect, it } from 'vitest';
import { viewAfterMarkerClick } from './marker-click';

const barolo = { lat: 44.61, lng: 7.94 };

describe('viewAfterMarkerClick', () => {
  it.each([
    [8, 10],
    [6.5, 8.5],
    [8.01, 8.01],
    [10, 10],
    [12, 12],
  ])('at zoom %s the map ends at zoom %s', (zoom, expected) => {
    expect(viewAfterMarkerClick(zoom, barolo).zoom).toBe(expected);
  });

  it('centres on the clicked marker', () => {
    expect(viewAfterMarkerClick(8, barolo).center).toEqual(barolo);
    expect(viewAfterMarkerClick(11, barolo).center).toEqual(barolo);
  });
});
