import type { ReactNode } from 'react';
import { staticPageHead, type StaticPagePath } from '@/config/page-heads';
import { PageHero, type PageHeroProps } from './PageHero';
import { usePageMeta } from './usePageMeta';

/**
 * A page whose title and description are the server's for its address (so they read the same
 * before and after the app starts), opened by its hero band, then its own content.
 */
export function ContentPage({ path, children, ...hero }: Omit<PageHeroProps, 'children'> & { path: StaticPagePath; children: ReactNode }) {
  usePageMeta(staticPageHead(path));
  return (
    <>
      <PageHero {...hero} />
      {children}
    </>
  );
}
