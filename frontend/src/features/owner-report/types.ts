import type { components } from '@/lib/api/schema';

/** GET/PUT /properties/{ref}/owner: the home's owner as staff keep them (never public). */
export type PropertyOwner = components['schemas']['PropertyOwner'];
/** GET /owner-log (admin): one change to a home's owner, or one report mailed. */
export type OwnerLogEntry = components['schemas']['OwnerLogEntry'];
/** POST /properties/{ref}/owner-report: the report link just mailed to the owner. */
export type OwnerReportLink = components['schemas']['OwnerReportLink'];

/** The languages an owner reads their report and its mail in: named in themselves in the
 * choice, in English in the panel's sentences. */
export const OWNER_LANGUAGES = [
  { code: 'en', name: 'English', inEnglish: 'English' },
  { code: 'it', name: 'Italiano', inEnglish: 'Italian' },
] as const;

export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number]['code'];
