import type { Language } from '@/lib/i18n';

/** What the placeholder says, in each language: a card on an Italian page describes it in Italian. */
export const PHOTOS_COMING_SOON_ALT: Record<Language, string> = {
  en: 'Photos coming soon',
  it: 'Foto in arrivo',
};

/**
 * The neutral picture shown where a picture is not uploaded yet (a listing without its
 * cover, a town, a place or an article without its picture): never a broken image.
 */
export const PHOTOS_COMING_SOON = {
  src: '/photos-coming-soon.svg',
  alt: PHOTOS_COMING_SOON_ALT.en,
} as const;
