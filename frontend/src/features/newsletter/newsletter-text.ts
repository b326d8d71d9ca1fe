import type { Language } from '@/lib/i18n';

/**
 * The newsletter block's words. English: the spec's (§2 Footer), as written. Italian: the
 * footer of the Italian pages (SPEC: "Italian variant when the url starts with /it/"), which
 * speaks to the reader as 'Lei', as the other Italian forms do.
 */
export const NEWSLETTER_TEXT = {
  en: {
    region: 'Newsletter',
    invitation: 'Subscribe to our monthly newsletter for property alerts, news, stories and advice from Piedmont.',
    thanks: 'Thank you!',
    joined: 'You have successfully joined our subscriber list.',
    emailLabel: 'Email address',
    emailPlaceholder: 'Email',
    submit: 'Subscribe',
    consent: 'I agree to receive the Langhe Property newsletter by email.',
    unsubscribe: 'You can unsubscribe at anytime!',
    failure: 'Sorry, we could not sign you up just now. Please try again later.',
    /** Null: the server's own words (English) say it. */
    checkInbox: null,
  },
  it: {
    region: 'Newsletter',
    invitation: 'Si iscriva alla nostra newsletter mensile: nuove case in vendita, notizie, storie e consigli dal Piemonte.',
    thanks: 'Grazie!',
    joined: 'La sua iscrizione è andata a buon fine.',
    emailLabel: 'Indirizzo email',
    emailPlaceholder: 'Email',
    submit: 'Iscriviti',
    consent: 'Acconsento a ricevere per email la newsletter di Langhe Property.',
    unsubscribe: "Può annullare l'iscrizione in qualsiasi momento.",
    failure: "Non è stato possibile completare l'iscrizione. Riprovi più tardi.",
    /** The server asks, in English, to open the mailed link (double opt-in): said in Italian instead. */
    checkInbox: "Controlli la sua casella di posta: apra il link che le abbiamo inviato per confermare l'iscrizione.",
  },
} satisfies Record<Language, unknown>;
