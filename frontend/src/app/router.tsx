import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import { LoadingSpinner } from '@/components/loading';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';

type ScreenName = keyof typeof siteKnowledge.routes.screens;
type ScreenModule = Record<string, ComponentType | undefined>;

/**
 * The modules a screen may live in, each loaded on demand (its own chunk). Which one draws
 * which address, and under which export, is the server's route table
 * (crates/site/src/route_table.rs, generated into site-knowledge.generated.ts): the server
 * names the same module's files in a page's HTML. router.test.ts checks that every screen the
 * table names is found here.
 */
export const screenModules = import.meta.glob<ScreenModule>([
  '/src/features/*/*Page{,.en,.it}.tsx',
  '/src/features/*/pages/*Page{,.en,.it}.tsx',
]);

/** A screen's component, loaded with its module; the router waits while the header shows the overlay. */
export async function loadScreen(name: ScreenName): Promise<ComponentType> {
  const { module, export: exported } = siteKnowledge.routes.screens[name];
  const load = screenModules[`/${module}`];
  const Component = load && (await load())[exported];
  if (!Component) throw new Error(`The screen ${name} (${module}) is not built`);
  return Component;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <LoadingSpinner />,
    errorElement: <RouteError />,
    children: [
      ...siteKnowledge.routes.router.map(({ path, screen }): RouteObject => {
        const lazy = async () => ({ Component: await loadScreen(screen) });
        return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
      }),
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the screens of the address the page opened at before the first render (the server
 * named their files in the HTML, so they arrive with the main script): the page then draws
 * in one pass instead of a spinner first. A screen that fails to load is left to the router,
 * which shows its error screen as it would have.
 */
export async function loadInitialScreens(location: Pick<Location, 'pathname'> = window.location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      try {
        const loaded = await lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch {
        // The router calls `lazy` again and reports the failure.
      }
    }),
  );
}
