import { siteKnowledge } from './site-knowledge.generated';

const links = siteKnowledge.routes.links;

/**
 * Every route and link target of the site (SPEC §2), as the server's route table names them
 * (crates/site/src/route_table.rs, generated into site-knowledge.generated.ts).
 */
export const paths = {
  ...links,
  propertyListPage: (page: number) => `${links.propertyList}/${page}`,
  propertyDetail: (ref: string) => `${links.propertyDetail}/${ref}`,
  /**
   * A property's own address, its ref followed by its path (`…/101-farmhouse-barolo`): the one
   * its page names as canonical and the sitemap lists (`app::addresses::property_path`), so
   * links lead crawlers to it rather than to an alias.
   */
  propertyPage: ({ ref, path }: { ref: string; path: string }) =>
    `${links.propertyDetail}/${ref}${path.replace(/^\/+|\/+$/g, '')}`,
  articleListPage: (page: number) => `${links.articleList}/${page}`,
  /** The Italian list's pages and a property's Italian page (issue #30), named like the English ones. */
  italianPropertyListPage: (page: number) => `${links.it.propertyList}/${page}`,
  italianPropertyDetail: (ref: string) => `${links.it.propertyDetail}/${ref}`,
  italianPropertyPage: ({ ref, path }: { ref: string; path: string }) =>
    `${links.it.propertyDetail}/${ref}${path.replace(/^\/+|\/+$/g, '')}`,
  /** An article's Italian page (issue #30): the English one's slug and id under the Italian news. */
  italianArticlePath: ({ id, path }: { id: number; path: string }) =>
    `${links.it.articleDetail}/${encodeURIComponent(path.replace(/^[-/]+/, '') || 'article')}/${id}`,
  /** The staff-only creation form of a property. */
  newProperty: `${links.propertyDetail}/new`,
  /** The staff-only creation form of an article (SPEC §2: id 'new'; the path segment is any word). */
  newArticle: `${links.articleDetail}/article/new`,
} as const;
