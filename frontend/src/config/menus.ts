import { paths } from './paths';

/** Menu item entity of SPEC §3 (href, name); `section` widens the current-page highlight. */
export interface MenuItem {
  href: string;
  name: string;
  section?: string;
}

export const ENGLISH_MENU: readonly MenuItem[] = [
  { href: paths.home, name: 'Home' },
  { href: paths.propertyListPage(1), name: 'Homes for sale', section: paths.propertyList },
  { href: paths.articleListPage(1), name: 'Articles', section: paths.articleList },
  { href: paths.contact, name: 'Contact' },
];

/** The spec's four entries, and the Italian list (issue #30) after Home. */
export const ITALIAN_MENU: readonly MenuItem[] = [
  { href: paths.it.home, name: 'Home' },
  { href: paths.italianPropertyListPage(1), name: 'Immobili in vendita', section: paths.it.propertyList },
  { href: paths.it.services, name: 'Servizi' },
  { href: paths.it.photography, name: 'Fotografia' },
  { href: paths.it.contact, name: 'Contatti' },
];

/** The language switch's words; where it leads is `languageSwitchHref`. */
export const LANGUAGE_SWITCH = {
  en: { name: 'Italiano', lang: 'it' },
  it: { name: 'Inglese', lang: 'en' },
} as const;
