import type { Language } from '@/lib/i18n';

/** The maps' words in the site's two languages. */
export const MAP_TEXT = {
  en: {
    schematic: (label: string) => `${label}: schematic map of Langhe, Roero and Monferrato`,
    openOne: 'Open in OpenStreetMap',
    openAll: 'Open the locations in OpenStreetMap',
    marker: (ref: string, title: string) => `Ref ${ref}: ${title}`,
    markerRef: (ref: string) => `Ref ${ref}: `,
    popup: (title: string, ref: string) => `${title} (Ref ${ref})`,
    loading: 'Loading map…',
  },
  it: {
    schematic: (label: string) => `${label}: mappa schematica di Langhe, Roero e Monferrato`,
    openOne: 'Apri in OpenStreetMap',
    openAll: 'Apri le posizioni in OpenStreetMap',
    marker: (ref: string, title: string) => `Rif. ${ref}: ${title}`,
    markerRef: (ref: string) => `Rif. ${ref}: `,
    popup: (title: string, ref: string) => `${title} (rif. ${ref})`,
    loading: 'Caricamento della mappa…',
  },
} satisfies Record<Language, unknown>;

export type MapText = (typeof MAP_TEXT)[Language];
