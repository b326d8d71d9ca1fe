import { siteKnowledge } from './site-knowledge.generated';
import { paths } from './paths';
import type { Language } from '@/lib/i18n';

const links = siteKnowledge.routes.links;
const TRANSLATIONS: readonly (readonly [string, string])[] = siteKnowledge.pageHeads.translations;

/** The same address's two halves in both languages: the list's pages, the articles and the property pages. */
const CATALOGUE_PAIRS: readonly [RegExp, RegExp, (rest: string) => string, (rest: string) => string][] = [
  [
    new RegExp(`^${links.propertyList}(/\\d+)?/?$`),
    new RegExp(`^${links.it.propertyList}(/\\d+)?/?$`),
    (rest) => `${links.it.propertyList}${rest}`,
    (rest) => `${links.propertyList}${rest}`,
  ],
  [
    new RegExp(`^${links.articleDetail}(/.+)$`),
    new RegExp(`^${links.it.articleDetail}(/.+)$`),
    (rest) => `${links.it.articleDetail}${rest}`,
    (rest) => `${links.articleDetail}${rest}`,
  ],
  [
    new RegExp(`^${links.propertyDetail.replace(/\/[^/]+$/, '')}/[^/]+(/.+)$`),
    new RegExp(`^${links.it.propertyDetail.replace(/\/[^/]+$/, '')}/[^/]+(/.+)$`),
    (rest) => `${links.it.propertyDetail}${rest}`,
    (rest) => `${links.propertyDetail}${rest}`,
  ],
];

/**
 * Where the header's language switch leads from `pathname` (and its `search`, which a list
 * keeps: the same filters in the other language): the same page in the other language when
 * it has one (the catalogue's pages, the translated static pages), else the other home.
 */
export function languageSwitchHref(pathname: string, search: string, language: Language): string {
  for (const [english, italian, toItalian, toEnglish] of CATALOGUE_PAIRS) {
    const match = (language === 'en' ? english : italian).exec(pathname);
    if (match) return `${(language === 'en' ? toItalian : toEnglish)(match[1] ?? '')}${search}`;
  }
  const pair = TRANSLATIONS.find(([english, italian]) => (language === 'en' ? english : italian) === pathname);
  if (pair) return language === 'en' ? pair[1] : pair[0];
  return language === 'en' ? paths.it.home : paths.home;
}
