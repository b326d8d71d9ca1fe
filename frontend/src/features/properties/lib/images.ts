import { siteConfig } from '@/config/site';

/** `{imageBaseUrl}/{key}` (docs/architecture.md "Images"). */
export function imageUrl(key: string): string {
  const base = siteConfig.imageBaseUrl.replace(/\/+$/, '');
  return `${base}/${key.replace(/^\/+/, '')}`;
}

/** The picture shown beside a distance, e.g. 'alba' for '45 min from Alba'. */
export function placeImageUrl(place: string): string {
  return imageUrl(`places/${encodeURIComponent(place)}.jpg`);
}

export function townImageUrl(townPath: string): string {
  return imageUrl(`towns/${townPath}.jpg`);
}
