import type { components } from '@/lib/api/schema';

/** GET /stats/site: the whole site over a period. */
export type SiteStatistics = components['schemas']['SiteStatistics'];
/** GET /stats/properties/{ref}: one home over a period. */
export type PropertyStatistics = components['schemas']['PropertyStatistics'];
/** One day's views and distinct visitors. */
export type StatisticsDay = components['schemas']['StatisticsDay'];
/** Views from one kind of origin (portal, search, social, …). */
export type StatisticsOrigin = components['schemas']['StatisticsOrigin'];
/** A page, landing page, referrer, campaign or search with its count and visitors. */
export type StatisticsEntry = components['schemas']['StatisticsEntry'];
