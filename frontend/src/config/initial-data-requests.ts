import { siteKnowledge } from './site-knowledge.generated';

/**
 * How the server keys a page's initial data: by the request a screen's fetcher makes for each
 * answer. The templates and the list pages' sizes are the server's (site knowledge,
 * crates/site/src/initial_data_keys.rs); the fetchers build their requests from them, and the
 * query cache's seeding reads them back (app/seed-queries.ts).
 */
const knowledge = siteKnowledge.initialData;

/** Spec §9: 100 properties per list page. */
export const PROPERTIES_PER_PAGE: number = knowledge.propertiesPerPage;
/** Spec §9: ten articles per list page. */
export const ARTICLES_PER_PAGE: number = knowledge.articlesPerPage;
/** The parameter an unlisted listing's share key travels in. */
export const SHARE_KEY_PARAMETER: string = knowledge.shareKeyParameter;

export type InitialDataRequest = keyof typeof knowledge.requests;

/** The request named `name`, each `{placeholder}` filled from `values`. */
export function fillRequest(name: InitialDataRequest, values: Record<string, string | number> = {}): string {
  return knowledge.requests[name].replace(/\{(\w+)\}/g, (placeholder, field: string) =>
    field in values ? String(values[field]) : placeholder,
  );
}

/** The placeholders' values when `pathname` is the path of the request named `name`; else null. */
export function requestPathValues(name: InitialDataRequest, pathname: string): Record<string, string> | null {
  const [path] = knowledge.requests[name].split('?');
  const pattern = path
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  return match ? { ...match.groups } : null;
}
