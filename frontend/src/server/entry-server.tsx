// Polyfills first: the modules below expect them while they load.
import './polyfills';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  parsePath,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { loadInitialScreens, routes } from '@/app/router';
import { seedQueries } from '@/app/seed-queries';
import { createQueryClient } from '@/lib/api/query-client';
import { parseInitialData } from '@/lib/api/initial-data';
import { parseConsent, setServerRenderConsent } from '@/lib/consent';
import { preloadDeclaredParts } from '@/components/preloadable-lazy';

/**
 * The first screen of `url` (path and query) as HTML for the page's root element, drawn from
 * the same API answers the page inlines and the visitor's cookie choice (`consent`, the
 * cookie-consent cookie's value, '' without one), so the browser paints before its script runs and
 * React then hydrates the same markup (main.tsx). Called by the Rust binary
 * (crates/site/src/ssr) in an embedded engine without fetch, so the router's context is
 * built here rather than by `handler.query(Request)`: no route has a loader or an action.
 */
export async function render(url: string, initialDataJson: string, consent = ''): Promise<string> {
  const { pathname = '/', search = '' } = parsePath(url);
  await loadInitialScreens({ pathname });
  // The screen's lazily hydrated parts, drawn in full (renderToString would draw their fallback).
  await preloadDeclaredParts();
  const queryClient = createQueryClient();
  seedQueries(queryClient, parseInitialData(initialDataJson));
  const handler = createStaticHandler(routes);
  const context: StaticHandlerContext = {
    basename: '/',
    location: { pathname, search, hash: '', state: null, key: 'default' },
    matches: matchRoutes(handler.dataRoutes, { pathname }) ?? [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  // Read by the consent provider during the synchronous render below, before any other call.
  setServerRenderConsent(parseConsent(consent));
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return html.replace(LEADING_PRELOADS, '');
}

/**
 * React writes a preload for the pictures it meets at the start of its output. Inside the root
 * element those would not match the app's first element when it hydrates; the page's head
 * already preloads the picture that matters (crates/site/src/image_preload.rs).
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;
