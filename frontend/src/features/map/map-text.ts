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
    /** mapbox-gl's own words for its controls and hints: its English defaults. */
    mapboxLocale: undefined,
  },
  it: {
    schematic: (label: string) => `${label}: mappa schematica di Langhe, Roero e Monferrato`,
    openOne: 'Apri in OpenStreetMap',
    openAll: 'Apri le posizioni in OpenStreetMap',
    marker: (ref: string, title: string) => `Rif. ${ref}: ${title}`,
    markerRef: (ref: string) => `Rif. ${ref}: `,
    popup: (title: string, ref: string) => `${title} (rif. ${ref})`,
    loading: 'Caricamento della mappa…',
    /** mapbox-gl's words for its controls and gesture hints (its `locale` option), in Italian. */
    mapboxLocale: {
      'AttributionControl.ToggleAttribution': 'Mostra o nascondi le attribuzioni',
      'LogoControl.Title': 'Sito di Mapbox',
      'Map.Title': 'Mappa',
      'NavigationControl.ResetBearing': 'Orienta la mappa a nord',
      'NavigationControl.ZoomIn': 'Ingrandisci',
      'NavigationControl.ZoomOut': 'Riduci',
      'ScrollZoomBlocker.CmdMessage': 'Usi ⌘ + rotellina per ingrandire la mappa',
      'ScrollZoomBlocker.CtrlMessage': 'Usi Ctrl + rotellina per ingrandire la mappa',
      'TouchPanBlocker.Message': 'Usi due dita per spostare la mappa',
    },
  },
} satisfies Record<Language, unknown>;

export type MapText = (typeof MAP_TEXT)[Language];
