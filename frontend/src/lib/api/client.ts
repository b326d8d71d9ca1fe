import createClient from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The one typed client for the site's own HTTP API. The spec's server is `/api` and its
 * paths are relative to it, so the base URL is the page's own origin plus `/api` (the Vite
 * dev server proxies `/api`).
 */
export const api = createClient<paths>({
  baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`,
  headers: { Accept: 'application/json' },
});
