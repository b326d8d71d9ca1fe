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

export const ITALIAN_MENU: readonly MenuItem[] = [
  { href: paths.it.home, name: 'Home' },
  { href: paths.it.services, name: 'Servizi' },
  { href: paths.it.photography, name: 'Fotografia' },
  { href: paths.it.contact, name: 'Contatti' },
];

export const LANGUAGE_SWITCH = {
  en: { href: paths.it.home, name: 'Italiano', lang: 'it' },
  it: { href: paths.home, name: 'Inglese', lang: 'en' },
} as const;
