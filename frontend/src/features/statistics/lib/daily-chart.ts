import { countText } from '@/lib/count-text';
import { dayText } from './day-text';
import type { StatisticsDay } from '../types';

/** The chart's drawing box (SVG units); it scales to the width it is given. */
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 180;

export interface ChartBar {
  day: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  /** One bar per day: its views. */
  bars: ChartBar[];
  /** The visitors' line, as an SVG `points` list through the middle of each day's bar. */
  visitorLine: string;
  /** The views the top of the box stands for. */
  top: number;
}

/** Views as bars and visitors as a line, every day of the period, scaled to the busiest day. */
export function chartGeometry(daily: readonly StatisticsDay[]): ChartGeometry {
  const top = Math.max(1, ...daily.map((day) => Math.max(day.views, day.visitors)));
  const slot = CHART_WIDTH / Math.max(1, daily.length);
  const gap = Math.min(2, slot * 0.2);
  const y = (count: number) => CHART_HEIGHT - (count / top) * CHART_HEIGHT;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    bars: daily.map((day, index) => ({
      day: day.day,
      x: round(index * slot + gap / 2),
      y: round(y(day.views)),
      width: round(slot - gap),
      height: round(CHART_HEIGHT - y(day.views)),
    })),
    visitorLine: daily.map((day, index) => `${round(index * slot + slot / 2)},${round(y(day.visitors))}`).join(' '),
    top,
  };
}

/** What the chart shows, in a sentence: its accessible name. */
export function chartSummary(daily: readonly StatisticsDay[]): string {
  if (daily.length === 0) return 'Views and visitors per day: no days to show.';
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best));
  const period = `from ${dayText(daily[0].day)} to ${dayText(daily[daily.length - 1].day)}`;
  const busiestText = busiest.views > 0 ? `; the busiest day was ${dayText(busiest.day)}, with ${countText(busiest.views, 'view', 'views', 'en')}` : '';
  return `Views and visitors per day ${period}: ${countText(views, 'view', 'views', 'en')} by ${countText(visitors, 'visitor', 'visitors', 'en')} in all${busiestText}.`;
}
