/** Where visits came from, as the consultant would say it (the API's names are short codes). */
const ORIGIN_LABELS: Readonly<Record<string, string>> = {
  portal: 'Portals',
  search: 'Search engines',
  social: 'Social media',
  link: 'Other sites',
  newsletter: 'Newsletter',
  alert: 'Saved-search alerts',
  direct: 'Direct',
  site: 'This site',
};

/** An origin's label; an origin the server adds later shows under its own name until named here. */
export function originLabel(origin: string): string {
  return Object.hasOwn(ORIGIN_LABELS, origin) ? ORIGIN_LABELS[origin] : origin;
}
