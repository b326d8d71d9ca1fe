import type { Language } from '@/lib/i18n';
import { formatNumber } from '@/lib/format-number';
import type { ListSort } from '@/features/property-data';

/** The filter bar's words in the site's two languages. */
export interface FilterBarText {
  heading: string;
  active: (count: number) => string;
  minPrice: string;
  maxPrice: string;
  town: string;
  anyTown: string;
  kind: string;
  minBedrooms: string;
  anyBedrooms: string;
  bedroomsAtLeast: (n: number) => string;
  sort: string;
  sorts: Record<ListSort, string>;
  submit: string;
  clear: string;
  noMatch: string;
  /** How many homes the (filtered) list holds on all its pages. */
  found: (count: number) => string;
  /** The link from the count down to the map of the page's homes. */
  toMap: string;
}

export const FILTER_BAR_TEXT: Record<Language, FilterBarText> = {
  en: {
    heading: 'Filter and sort',
    active: (count) => (count === 1 ? '1 filter on' : `${count} filters on`),
    minPrice: 'Min price (€)',
    maxPrice: 'Max price (€)',
    town: 'Town',
    anyTown: 'Any town',
    kind: 'Kind of property',
    minBedrooms: 'Bedrooms',
    anyBedrooms: 'Any number',
    bedroomsAtLeast: (n) => `${n} or more`,
    sort: 'Sort by',
    sorts: { newest: 'Newest first', price_asc: 'Price, low to high', price_desc: 'Price, high to low' },
    submit: 'Show homes',
    clear: 'Clear filters',
    noMatch: 'No homes match these filters.',
    found: (count) => (count === 1 ? '1 home' : `${formatNumber(count, 'en')} homes`),
    toMap: 'See them on the map',
  },
  it: {
    heading: 'Filtra e ordina',
    active: (count) => (count === 1 ? '1 filtro attivo' : `${count} filtri attivi`),
    minPrice: 'Prezzo minimo (€)',
    maxPrice: 'Prezzo massimo (€)',
    town: 'Comune',
    anyTown: 'Tutti i comuni',
    kind: 'Tipo di immobile',
    minBedrooms: 'Camere da letto',
    anyBedrooms: 'Qualsiasi numero',
    bedroomsAtLeast: (n) => `${n} o più`,
    sort: 'Ordina per',
    sorts: { newest: 'Più recenti', price_asc: 'Prezzo crescente', price_desc: 'Prezzo decrescente' },
    submit: 'Mostra immobili',
    clear: 'Rimuovi i filtri',
    noMatch: 'Nessun immobile corrisponde a questi filtri.',
    found: (count) => (count === 1 ? '1 immobile' : `${formatNumber(count, 'it')} immobili`),
    toMap: 'Sulla mappa',
  },
};
