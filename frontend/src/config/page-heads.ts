// Page titles and descriptions. Their one source is the server (crates/site/src/
// static_pages.rs), which writes them into the served HTML for crawlers; the generated
// site knowledge is its copy for the app (checked for drift by the test command), so a page's
// head reads the same before and after the app starts.
import { siteKnowledge } from './site-knowledge.generated';

const heads = siteKnowledge.pageHeads;

export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
}

export type StaticPagePath = keyof typeof heads.pages;

/** The head of a page whose texts do not depend on stored content. */
export function staticPageHead(path: StaticPagePath): PageHead {
  return heads.pages[path];
}

export const SITE_NAME = heads.siteName;
export const PROPERTY_LIST_HEAD: PageHead = heads.propertyList;
/** The Italian list's head, and the Italian page's defaults (issue #30). */
export const ITALIAN_PROPERTY_LIST_HEAD: PageHead = heads.italianPropertyList;
export const ITALIAN_PROPERTY_DEFAULT_HEAD: PageHead = heads.italianPropertyDefaults;
export const ITALIAN_ARTICLE_DEFAULT_HEAD: PageHead = heads.italianArticleDefaults;
export const ARTICLE_LIST_HEAD: PageHead = heads.articleList;
/** SPEC §7 defaults for a property or an article without meta texts of its own. */
export const PROPERTY_DEFAULT_HEAD: PageHead = heads.propertyDefaults;
export const ARTICLE_DEFAULT_HEAD: PageHead = heads.articleDefaults;
export const STAFF_HEADS: Record<keyof typeof heads.staff, PageHead> = heads.staff;
