/**
 * The neutral picture shown where a picture is not uploaded yet (a listing without its
 * cover, a town, a place or an article without its picture): never a broken image.
 */
export const PHOTOS_COMING_SOON = {
  src: '/photos-coming-soon.svg',
  alt: 'Photos coming soon',
} as const;
