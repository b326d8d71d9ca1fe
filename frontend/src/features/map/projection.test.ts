import { describe, expect, it } from 'vitest';
import { boxAround, frameFor, project, type GeoBox } from './projection';

const box: GeoBox = { west: 8, east: 9, south: 44, north: 45 };

describe('frameFor', () => {
  it('shortens longitude by the cosine of the middle latitude', () => {
    const frame = frameFor(box, 1000);
    // cos(44.5°) ≈ 0.713, so one degree tall is about 1.40 times one degree wide.
    expect(frame.height).toBe(Math.round(1000 / Math.cos((44.5 * Math.PI) / 180)));
  });
});

describe('project', () => {
  const frame = frameFor(box, 1000);

  it('puts the north-west corner at the origin', () => {
    expect(project(frame, { lat: 45, lng: 8 })).toEqual({ x: 0, y: 0 });
  });

  it('puts the south-east corner at the far corner', () => {
    const point = project(frame, { lat: 44, lng: 9 });
    expect(point.x).toBeCloseTo(1000);
    expect(point.y).toBeCloseTo(frame.height);
  });

  it('keeps north up and east right', () => {
    const alba = project(frame, { lat: 44.7, lng: 8.03 });
    const asti = project(frame, { lat: 44.9, lng: 8.2 });
    expect(asti.y).toBeLessThan(alba.y);
    expect(asti.x).toBeGreaterThan(alba.x);
  });
});

describe('boxAround', () => {
  it('keeps the box when every point is inside', () => {
    expect(boxAround(box, [{ lat: 44.5, lng: 8.5 }])).toEqual(box);
  });

  it('grows the box to take in outlying points with a margin', () => {
    const grown = boxAround(box, [{ lat: 45.5, lng: 7.5 }], 0.1);
    expect(grown.north).toBeCloseTo(45.6);
    expect(grown.west).toBeCloseTo(7.4);
    expect(grown.south).toBe(44);
    expect(grown.east).toBe(9);
  });
});
