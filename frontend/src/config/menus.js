import { paths } from './paths';
export const ENGLISH_MENU = [
    { href: paths.home, name: 'Home' },
    { href: paths.propertyListPage(1), name: 'Homes for sale', section: paths.propertyList },
    { href: paths.articleListPage(1), name: 'Articles', section: paths.articleList },
    { href: paths.contact, name: 'Contact' },
];
export const ITALIAN_MENU = [
    { href: paths.it.home, name: 'Home' },
    { href: paths.it.services, name: 'Servizi' },
    { href: paths.it.photography, name: 'Fotografia' },
    { href: paths.it.contact, name: 'Contatti' },
];
export const LANGUAGE_SWITCH = {
    en: { href: paths.it.home, name: 'Italiano', lang: 'it' },
    it: { href: paths.home, name: 'Inglese', lang: 'en' },
};
