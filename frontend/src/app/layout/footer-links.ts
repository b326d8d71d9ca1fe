import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n';
import type { MenuItem } from '@/config/menus';

interface FooterColumns {
  services: { heading: string; links: MenuItem[] };
  explore: { heading: string; links: MenuItem[] };
  italian: { heading: string; links: MenuItem[] };
}

export const FOOTER_LINKS: Record<Language, FooterColumns> = {
  en: {
    services: {
      heading: 'Services',
      links: [
        { href: paths.propertyListPage(1), name: 'Homes for sale' },
        { href: paths.consultancyInfo, name: 'Consultancy' },
        { href: paths.consultancy, name: 'Book a consultation' },
        { href: paths.selling, name: 'Selling your home' },
        { href: paths.photography, name: 'Photography' },
      ],
    },
    explore: {
      heading: 'Explore',
      links: [
        { href: paths.about, name: 'About us' },
        { href: paths.buyersGuide, name: "Buyer's guide" },
        { href: paths.articleListPage(1), name: 'Property news' },
        { href: paths.contact, name: 'Contact' },
      ],
    },
    italian: {
      heading: 'In italiano',
      links: [
        { href: paths.it.home, name: 'Home' },
        { href: paths.italianPropertyListPage(1), name: 'Immobili in vendita' },
        { href: paths.it.services, name: 'Servizi' },
        { href: paths.it.photography, name: 'Fotografia' },
        { href: paths.it.photoShoot, name: 'Servizio fotografico' },
        { href: paths.it.buyersGuide, name: "Guida all'acquisto" },
        { href: paths.it.contact, name: 'Contatti' },
      ],
    },
  },
  it: {
    services: {
      heading: 'Servizi',
      links: [
        { href: paths.italianPropertyListPage(1), name: 'Immobili in vendita' },
        { href: paths.it.services, name: 'I nostri servizi' },
        { href: paths.it.photography, name: 'Fotografia' },
        { href: paths.it.photoShoot, name: 'Servizio fotografico' },
        { href: paths.it.buyersGuide, name: "Guida all'acquisto" },
        { href: paths.it.contact, name: 'Contatti' },
      ],
    },
    explore: {
      heading: 'In inglese',
      links: [
        { href: paths.consultancyInfo, name: 'Consulenza' },
        { href: paths.about, name: 'Chi siamo' },
        { href: paths.selling, name: 'Vendere casa' },
        { href: paths.photography, name: 'Portfolio fotografico' },
        { href: paths.articleListPage(1), name: 'Notizie' },
      ],
    },
    italian: {
      heading: 'Langhe Property',
      links: [
        { href: paths.it.home, name: 'Home' },
        { href: paths.home, name: 'Sito in inglese' },
      ],
    },
  },
};
