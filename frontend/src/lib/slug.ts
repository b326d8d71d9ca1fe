/**
 * A title as words for an address: lower case, accents dropped, anything else a '-'. The
 * property and article editors both make their addresses from a title with it.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `slugOf(title)` cut to at most `max` characters, at a word's end where there is one. */
export function slugWithin(title: string, max: number): string {
  const slug = slugOf(title);
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : slug.slice(0, max)).replace(/-+$/, '');
}
