import type { Language } from '@/lib/i18n';

/**
 * What the property page says of its floor plans, documents and tour, in the site's two
 * languages. Buttons and links are short commands, as Italian screens write them; sentences
 * that speak to the visitor use the formal 'Lei', as the rest of the Italian forms do.
 */
export const MEDIA_TEXT = {
  en: {
    floorPlans: 'Floor plans',
    documents: 'Documents',
    tour: 'Virtual tour',
    floorPlanAlt: (title: string, label: string) => `${title}: floor plan, ${label}`,
    floorPlanPdf: (label: string) => `Download the floor plan (PDF): ${label}`,
    download: 'Download PDF',
    askForIt: 'Ask for it',
    onPage: (size: string) => `PDF (${size}), on the property's page`,
    onRequest: 'On request',
    requestMessage: (title: string, ref: string) => `Please send me the document "${title}" for property ${ref}.`,
    tourTitle: (title: string) => `Virtual tour: ${title}`,
    tourHosted: (provider: string) => `This tour is hosted by ${provider}. Opening it loads content from ${provider}, which may set cookies.`,
    tourAccept: 'Accept cookies and open the tour',
    tourElsewhere: (provider: string) => `Open the tour on ${provider} instead`,
    tourOpen: (provider: string) => `Open the virtual tour (${provider})`,
  },
  it: {
    floorPlans: 'Planimetrie',
    documents: 'Documenti',
    tour: 'Visita virtuale',
    floorPlanAlt: (title: string, label: string) => `${title}: planimetria, ${label}`,
    floorPlanPdf: (label: string) => `Scarica la planimetria (PDF): ${label}`,
    download: 'Scarica il PDF',
    askForIt: 'Richiedi',
    onPage: (size: string) => `PDF (${size}), sulla pagina dell'immobile`,
    onRequest: 'Su richiesta',
    requestMessage: (title: string, ref: string) => `Vorrei ricevere il documento "${title}" dell'immobile rif. ${ref}.`,
    tourTitle: (title: string) => `Visita virtuale: ${title}`,
    tourHosted: (provider: string) => `Questa visita virtuale è ospitata da ${provider}. Aprendola si caricano contenuti di ${provider}, che può impostare cookie.`,
    tourAccept: 'Accetta i cookie e apri la visita virtuale',
    tourElsewhere: (provider: string) => `Apri la visita virtuale su ${provider}`,
    tourOpen: (provider: string) => `Apri la visita virtuale (${provider})`,
  },
} satisfies Record<Language, unknown>;
