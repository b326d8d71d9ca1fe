import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingSpinner } from '@/components/loading';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';

/** Every screen is its own chunk; the router waits for it while the header shows the overlay. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const drop = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <LoadingSpinner />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: screen(() => import('@/features/home/HomePage'), (m) => m.HomePage) },
      // The server serves the home page here too (an alias whose canonical address is '/').
      { path: drop(paths.homeAlias), lazy: screen(() => import('@/features/home/HomePage'), (m) => m.HomePage) },
      { path: drop(paths.about), lazy: screen(() => import('@/features/about/AboutPage'), (m) => m.AboutPage) },
      { path: drop(paths.contact), lazy: screen(() => import('@/features/contact/ContactPage'), (m) => m.ContactPage) },
      { path: drop(paths.it.contact), lazy: screen(() => import('@/features/contact/ItalianContactPage'), (m) => m.ItalianContactPage) },
      { path: drop(paths.consultancy), lazy: screen(() => import('@/features/consultancy/ConsultancyPage'), (m) => m.ConsultancyPage) },
      { path: drop(paths.photography), lazy: screen(() => import('@/features/photography/PhotographyPage'), (m) => m.PhotographyPage) },
      {
        path: drop(paths.propertyList),
        children: [
          { index: true, lazy: screen(() => import('@/features/properties/pages/PropertyListPage'), (m) => m.PropertyListPage) },
          { path: ':page', lazy: screen(() => import('@/features/properties/pages/PropertyListPage'), (m) => m.PropertyListPage) },
        ],
      },
      {
        path: 'property/for-sale/:category/:ref',
        lazy: screen(() => import('@/features/properties/pages/PropertyDetailPage'), (m) => m.PropertyDetailPage),
      },
      {
        path: drop(paths.articleList),
        children: [
          { index: true, lazy: screen(() => import('@/features/articles/pages/ArticleListPage'), (m) => m.ArticleListPage) },
          { path: ':page', lazy: screen(() => import('@/features/articles/pages/ArticleListPage'), (m) => m.ArticleListPage) },
          {
            path: 'langhe-property/:path/:id',
            lazy: screen(() => import('@/features/articles/pages/ArticleDetailPage'), (m) => m.ArticleDetailPage),
          },
        ],
      },
      { path: drop(paths.buyersGuide), lazy: screen(() => import('@/features/guides/BuyersGuidePage'), (m) => m.BuyersGuidePage) },
      { path: drop(paths.selling), lazy: screen(() => import('@/features/guides/SellingPage'), (m) => m.SellingPage) },
      { path: drop(paths.consultancyInfo), lazy: screen(() => import('@/features/consultancy/ConsultancyInfoPage'), (m) => m.ConsultancyInfoPage) },
      { path: drop(paths.it.home), lazy: screen(() => import('@/features/italian/ItalianHomePage'), (m) => m.ItalianHomePage) },
      { path: drop(paths.it.services), lazy: screen(() => import('@/features/italian/ItalianServicesPage'), (m) => m.ItalianServicesPage) },
      { path: drop(paths.it.photography), lazy: screen(() => import('@/features/photography/ItalianPhotographyPage'), (m) => m.ItalianPhotographyPage) },
      { path: drop(paths.it.photoShoot), lazy: screen(() => import('@/features/photography/PhotoShootPage'), (m) => m.PhotoShootPage) },
      { path: drop(paths.signIn), lazy: screen(() => import('@/features/auth/pages/SignInLinkPage'), (m) => m.SignInLinkPage) },
      { path: drop(paths.staffInbox), lazy: screen(() => import('@/features/inbox/InboxPage'), (m) => m.InboxPage) },
      { path: drop(paths.staffTowns), lazy: screen(() => import('@/features/towns/TownsPage'), (m) => m.TownsPage) },
      { path: drop(paths.notFound), lazy: screen(() => import('@/features/not-found/NotFoundPage'), (m) => m.NotFoundPage) },
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
