import { siteKnowledge } from '@/config/site-knowledge.generated';
import type { Language } from '@/lib/i18n';

const heads = siteKnowledge.pageHeads;

/** The catalogue's fixed words (list, cards and property page) in the site's two languages (issue #30). */
export interface CatalogueText {
  listHeading: string;
  listSubtitle: string;
  loadingList: string;
  listFailed: string;
  emptyPage: string;
  pagesLabel: string;
  mapOfFilter: string;
  mapOfPage: string;
  soldMark: string;
  cardRef: (ref: string) => string;
  loadingProperty: string;
  reference: string;
  location: string;
  priceAndFacts: string;
  price: string;
  keyFacts: string;
  facts: { type: string; bedrooms: string; bathrooms: string; internalArea: string; land: string; energyClass: string };
  description: string;
  features: string;
  similarHomes: string;
  listing: string;
  listingRef: (ref: string) => string;
  contact: string;
  photoGallery: string;
  photos: (count: number) => string;
  /** A photo's description when she wrote no caption: where it is in the listing. */
  galleryPicture: (title: string, gallery: string, number: number) => string;
  energy: {
    heading: string;
    preparing: string;
    notStated: string;
    perYear: string;
    winter: string;
    summer: string;
    qualities: Record<'high' | 'medium' | 'low', string>;
    /** A card's one line of the envelope's quality in both seasons. */
    cardLine: (winter: string, summer: string) => string;
  };
  distances: string;
  map: { heading: string; label: (title: string) => string; note: string };
  /** The counter blocks' list, named for screen readers. */
  counters: string;
  town: { about: (name: string) => string; tabs: readonly [string, string]; noFacts: (name: string) => string };
  brochure: { print: string; contactLabel: string; consultant: string; phone: string; mobile: string; qrAlt: string; scan: string };
  notFound: { missing: string; failed: string; missingText: string; failedText: string; browse: string };
}

/**
 * The Italian speaks to the reader as 'Lei' (issue #43: one register); links and buttons are
 * labels ('Richiesta di informazioni'), not sentences.
 */
export const CATALOGUE_TEXT: Record<Language, CatalogueText> = {
  en: {
    listHeading: 'Real estate for sale in Piedmont, Italy',
    listSubtitle: 'Beautiful homes & businesses in Langhe, Roero & Monferrato',
    loadingList: 'Loading properties…',
    listFailed: 'The properties could not be loaded. Please try again in a moment.',
    emptyPage: 'There are no properties on this page.',
    pagesLabel: 'Property pages',
    mapOfFilter: 'Properties matching the filters',
    mapOfPage: 'Properties on this page',
    soldMark: 'SOLD',
    cardRef: (ref) => `Ref: ${ref}`,
    loadingProperty: 'Loading the property…',
    reference: 'Reference',
    location: 'Location',
    priceAndFacts: 'Price and key facts',
    price: 'Price',
    keyFacts: 'Key facts',
    facts: { type: 'Type', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', internalArea: 'Internal area', land: 'Land', energyClass: 'Energy class' },
    description: 'Description',
    features: 'Features',
    similarHomes: 'Similar homes',
    listing: 'Listing',
    listingRef: (ref) => `Ref. ${ref}`,
    contact: 'Contact us about this home',
    photoGallery: 'Photo Gallery',
    photos: (count) => (count === 1 ? '1 photo' : `${count} photos`),
    galleryPicture: (title, gallery, number) => `${title}: ${gallery}, picture ${number}`,
    energy: {
      heading: 'Energy performance',
      preparing: 'Energy class: certificate being prepared',
      notStated: 'not stated',
      perYear: 'kWh/m² year',
      winter: 'Envelope quality, winter',
      summer: 'Envelope quality, summer',
      qualities: { high: 'high', medium: 'medium', low: 'low' },
      cardLine: (winter, summer) => `Envelope quality: winter ${winter}, summer ${summer}`,
    },
    distances: 'Distances',
    map: {
      heading: 'Location',
      label: (title) => `Location of ${title}`,
      note: 'Due to respect of privacy this map is only an indication of location',
    },
    counters: 'At a glance',
    town: { about: (name) => `About ${name}`, tabs: ['The town', 'Facts'], noFacts: (name) => `No facts recorded for ${name} yet.` },
    brochure: {
      print: 'Print brochure',
      contactLabel: 'Brochure contact details',
      consultant: 'Your consultant',
      phone: 'Phone',
      mobile: 'Mobile',
      qrAlt: 'QR code that opens this page',
      scan: 'Scan to open this page',
    },
    notFound: {
      missing: 'Property not found',
      failed: 'This property could not be loaded',
      missingText: 'This property is no longer on our books, or the link is mistyped.',
      failedText: 'Please try again in a moment.',
      browse: 'See the homes for sale',
    },
  },
  it: {
    listHeading: heads.italianPropertyList.title.replace(/ \| .*$/, ''),
    listSubtitle: heads.italianPropertyList.description,
    loadingList: 'Caricamento degli immobili…',
    listFailed: 'Non è stato possibile caricare gli immobili. Riprovi tra poco.',
    emptyPage: 'Non ci sono immobili in questa pagina.',
    pagesLabel: 'Pagine degli immobili',
    mapOfFilter: 'Immobili che corrispondono ai filtri',
    mapOfPage: 'Immobili in questa pagina',
    soldMark: 'VENDUTO',
    cardRef: (ref) => `Rif.: ${ref}`,
    loadingProperty: 'Caricamento dell’immobile…',
    reference: 'Riferimento',
    location: 'Località',
    priceAndFacts: 'Prezzo e dati principali',
    price: 'Prezzo',
    keyFacts: 'Dati principali',
    facts: { type: 'Tipologia', bedrooms: 'Camere', bathrooms: 'Bagni', internalArea: 'Superficie interna', land: 'Terreno', energyClass: 'Classe energetica' },
    description: 'Descrizione',
    features: 'Caratteristiche',
    similarHomes: 'Immobili simili',
    listing: 'Annuncio',
    listingRef: (ref) => `Rif. ${ref}`,
    contact: 'Richiesta di informazioni',
    photoGallery: 'Galleria fotografica',
    photos: (count) => (count === 1 ? '1 foto' : `${count} foto`),
    galleryPicture: (title, gallery, number) => `${title}: ${gallery}, foto ${number}`,
    energy: {
      heading: 'Prestazione energetica',
      preparing: 'Classe energetica: attestato in corso di preparazione',
      notStated: 'non dichiarata',
      perYear: 'kWh/m² anno',
      winter: 'Qualità dell’involucro, inverno',
      summer: 'Qualità dell’involucro, estate',
      qualities: { high: 'alta', medium: 'media', low: 'bassa' },
      cardLine: (winter, summer) => `Qualità dell’involucro: inverno ${winter}, estate ${summer}`,
    },
    distances: 'Distanze',
    map: {
      heading: 'Posizione',
      label: (title) => `Posizione di ${title}`,
      note: 'Per rispetto della privacy la mappa indica la posizione solo in modo approssimativo',
    },
    counters: 'In sintesi',
    town: { about: (name) => `Scopra ${name}`, tabs: ['Il paese', 'In breve'], noFacts: (name) => `Ancora nessun dato su ${name}.` },
    brochure: {
      print: 'Stampa la scheda',
      contactLabel: 'Recapiti della consulente',
      consultant: 'La sua consulente',
      phone: 'Telefono',
      mobile: 'Cellulare',
      qrAlt: 'Codice QR che apre questa pagina',
      scan: 'Inquadri il codice per aprire questa pagina',
    },
    notFound: {
      missing: 'Immobile non trovato',
      failed: 'Non è stato possibile caricare questo immobile',
      missingText: 'Questo immobile non è più in vendita, oppure il link è errato.',
      failedText: 'Riprovi tra poco.',
      browse: 'Tutti gli immobili in vendita',
    },
  },
};
