import createClient from 'openapi-fetch';
import { sessionStore } from '@/lib/session/session-store';
/** SPEC §7: the bearer token goes in Authorization whenever one is stored. */
export const bearerToken = {
    onRequest({ request }) {
        const token = sessionStore.token();
        if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
        }
        return request;
    },
};
/**
 * The one typed client for the site's own HTTP API. The spec's server is `/api` and its
 * paths are relative to it, so the base URL is the page's own origin plus `/api` (the Vite
 * dev server proxies `/api`).
 */
export const api = createClient({
    baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`,
    headers: { Accept: 'application/json' },
});
api.use(bearerToken);
