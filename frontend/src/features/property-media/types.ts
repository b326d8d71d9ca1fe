import type { components } from '@/lib/api/schema';

/** What `getPropertyMedia` answers: floor plans, documents and the tour of one property. */
export type PropertyMedia = components['schemas']['PropertyMedia'];
export type FloorPlan = components['schemas']['FloorPlan'];
export type PropertyDocument = components['schemas']['PropertyDocument'];
export type PropertyTour = components['schemas']['PropertyTour'];
