import createClient from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The one typed client for the site's own HTTP API. Paths in the spec already start with
 * `/api`, so the base URL is the page's own origin (the Vite dev server proxies `/api`).
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  headers: { Accept: 'application/json' },
});
