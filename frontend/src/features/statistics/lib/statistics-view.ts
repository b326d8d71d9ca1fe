import { paths } from '@/config/paths';

/** The periods the server counts over, in days (it refuses any other). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
/** The server's own default, so `/staff/statistics` and `?days=30` show the same. */
export const DEFAULT_PERIOD: Period = 30;

/** The screen's view as its address holds it: `?days=7&ref=123`. */
export interface StatisticsView {
  days: Period;
  /** The home whose figures are shown; '' for none. */
  ref: string;
}

function periodFrom(text: string | null): Period {
  return PERIODS.find((days) => String(days) === text) ?? DEFAULT_PERIOD;
}

export function viewFrom(search: URLSearchParams): StatisticsView {
  return { days: periodFrom(search.get('days')), ref: (search.get('ref') ?? '').trim() };
}

/** The address of a view; the default period and no home are left out. */
export function statisticsHref({ days = DEFAULT_PERIOD, ref = '' }: Partial<StatisticsView>): string {
  const params = new URLSearchParams();
  if (days !== DEFAULT_PERIOD) params.set('days', String(days));
  if (ref.trim()) params.set('ref', ref.trim());
  const query = params.toString();
  return query ? `${paths.staffStatistics}?${query}` : paths.staffStatistics;
}
