import type { Language } from '@/lib/i18n';

/**
 * The placing map's words in the site's two languages, apart from the public maps' (map-text.ts)
 * so that they travel with the editor's chunk, not with every page's start-up code.
 */
export const PLACE_TEXT = {
  en: {
    label: 'Click the map where the home is, or drag its pin.',
    pin: 'The home’s pin',
    off: 'No map here: this site has no map service (Mapbox) set up. Paste a map link or type the numbers below.',
    failed:
      'The map could not be loaded (Mapbox cannot be reached, or this browser cannot draw maps). Paste a map link or type the numbers below.',
  },
  it: {
    label: 'Faccia clic sulla mappa dove si trova l’immobile, o ne trascini il segnaposto.',
    pin: 'Il segnaposto dell’immobile',
    off: 'Nessuna mappa: il sito non ha un servizio di mappe (Mapbox) configurato. Incolli il link di una mappa o scriva le coordinate qui sotto.',
    failed:
      'Non è stato possibile caricare la mappa (Mapbox non è raggiungibile, o questo browser non disegna mappe). Incolli il link di una mappa o scriva le coordinate qui sotto.',
  },
} satisfies Record<Language, unknown>;
