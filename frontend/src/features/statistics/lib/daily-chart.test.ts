import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, chartSummary } from './daily-chart';

const DAYS = [
  { day: '2026-11-26', views: 4, visitors: 2 },
  { day: '2026-11-27', views: 0, visitors: 0 },
  { day: '2026-11-28', views: 8, visitors: 5 },
];

describe('chartGeometry', () => {
  it('gives each day a bar as high as its views, the busiest day the whole height', () => {
    const { bars, top } = chartGeometry(DAYS);
    expect(top).toBe(8);
    expect(bars.map((bar) => bar.height)).toEqual([CHART_HEIGHT / 2, 0, CHART_HEIGHT]);
    expect(bars.every((bar) => bar.y + bar.height === CHART_HEIGHT)).toBe(true);
    expect(bars.at(-1)!.x + bars.at(-1)!.width).toBeLessThanOrEqual(CHART_WIDTH);
  });

  it('draws the visitors through the middle of each day', () => {
    expect(chartGeometry(DAYS).visitorLine).toBe(`100,${CHART_HEIGHT - (2 / 8) * CHART_HEIGHT} 300,${CHART_HEIGHT} 500,${CHART_HEIGHT - (5 / 8) * CHART_HEIGHT}`);
  });

  it('draws a period without visits flat, without dividing by nothing', () => {
    const { bars } = chartGeometry([{ day: '2026-11-28', views: 0, visitors: 0 }]);
    expect(bars[0].height).toBe(0);
  });
});

describe('chartSummary', () => {
  it('says the period, the totals and the busiest day', () => {
    expect(chartSummary(DAYS)).toBe(
      'Views and visitors per day from 26 November 2026 to 28 November 2026: 12 views by 7 visitors in all; the busiest day was 28 November 2026, with 8 views.',
    );
  });

  it('leaves the busiest day out of a period without views', () => {
    expect(chartSummary([{ day: '2026-11-28', views: 0, visitors: 0 }])).toBe(
      'Views and visitors per day from 28 November 2026 to 28 November 2026: 0 views by 0 visitors in all.',
    );
  });
});
