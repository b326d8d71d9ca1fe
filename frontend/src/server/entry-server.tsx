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

/**
 * The first screen of `url` (path and query) as HTML for the page's root element, drawn from
 * the same API answers the page inlines, so the browser paints before its script runs and
 * React then hydrates the same markup (main.tsx). Called by the Rust binary
 * (crates/api/src/web/ssr) in an embedded engine without fetch, so the router's context is
 * built here rather than by `handler.query(Request)`: no route has a loader or an action.
 */
export async function render(url: string, initialDataJson: string): Promise<string> {
  const { pathname = '/', search = '' } = parsePath(url);
  await loadInitialScreens({ pathname });
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
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
