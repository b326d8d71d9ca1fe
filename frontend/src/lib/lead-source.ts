/**
 * Where the visitor came from (issue 27, "Lead source"): the host of the page that sent them
 * to the site (never the site's own) and the landing address's utm_source, utm_medium and
 * utm_campaign. Read once when the app starts, on the landing page, and kept in this module
 * for the page's life, so in-app navigation keeps it: no cookie and no storage, so a new tab
 * or a reload starts afresh. Every visitor form sends it (lib/api/send-email.ts; the viewing
 * request in features/viewing).
 */
export interface LeadSource {
  referrer_host?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

const TAGS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The source a landing on `href` from `referrer` (document.referrer, '' when none) tells. */
export function leadSourceOf(href: string, referrer: string): LeadSource | undefined {
  const landing = new URL(href);
  const source: LeadSource = {};
  if (referrer) {
    try {
      const host = new URL(referrer).hostname.toLowerCase();
      if (host && host !== landing.hostname.toLowerCase()) source.referrer_host = host;
    } catch {
      // A referrer that is not a URL tells nothing.
    }
  }
  for (const tag of TAGS) {
    const value = landing.searchParams.get(tag)?.trim();
    if (value) source[tag] = value;
  }
  return Object.keys(source).length > 0 ? source : undefined;
}

let landingSource: LeadSource | undefined;
let remembered = false;

/** Called once at app start, before the router changes the address; later calls keep the first. */
export function rememberLandingSource(href = window.location.href, referrer = document.referrer) {
  if (remembered) return;
  remembered = true;
  landingSource = leadSourceOf(href, referrer);
}

/** The landing page's source, for a form to send; undefined when it told nothing. */
export function leadSource(): LeadSource | undefined {
  return landingSource;
}
