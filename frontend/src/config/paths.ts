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
  articleListPage: (page: number) => `${links.articleList}/${page}`,
  /** The staff-only creation form of a property. */
  newProperty: `${links.propertyDetail}/new`,
} as const;
