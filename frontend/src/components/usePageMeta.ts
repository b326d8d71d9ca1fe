import { useEffect } from 'react';
import { siteConfig } from '@/config/site';

export interface PageMeta {
  title: string;
  description: string;
  /** Path or absolute URL of the page's canonical address. */
  canonical?: string;
  /**
   * The robots meta value ('noindex, follow'); null removes one this screen set before.
   * Left undefined, the tag the server wrote (not-found, unlisted pages) stays as it is.
   */
  robots?: string | null;
}

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

export function absoluteUrl(pathOrUrl: string): string {
  const base = siteConfig.publicUrl ?? window.location.origin;
  return new URL(pathOrUrl, base.endsWith('/') ? base : `${base}/`).toString();
}

/**
 * Sets the document title, the description meta value and the canonical link (SPEC §2), as
 * given: the texts are the server's (config/page-heads.ts, or the stored meta texts), so the
 * head reads the same before and after the app starts.
 */
export function usePageMeta({ title, description, canonical, robots }: PageMeta) {
  useEffect(() => {
    document.title = title;
    const meta = upsertHeadElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    meta.content = description;
    const link = upsertHeadElement<HTMLLinkElement>('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    link.href = absoluteUrl(canonical ?? window.location.pathname);
    if (robots === undefined) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (robots === null) {
      existing?.remove();
      return;
    }
    const tag = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }));
    tag.content = robots;
  }, [title, description, canonical, robots]);
}

/** Component form of usePageMeta for screens that prefer JSX. */
export function PageTitle(props: PageMeta) {
  usePageMeta(props);
  return null;
}
