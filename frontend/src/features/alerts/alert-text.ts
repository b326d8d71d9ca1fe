import type { Language } from '@/lib/i18n';

/** The alert form's words in the site's two languages; the first failing check is shown. */
export interface AlertText {
  heading: string;
  intro: string;
  email: string;
  consent: string;
  submit: string;
  emailMissing: string;
  emailInvalid: string;
  consentMissing: string;
  sent: string;
  failed: string;
}

export const ALERT_TEXT: Record<Language, AlertText> = {
  en: {
    heading: 'E-mail me new homes like these',
    intro: 'Leave your address and we will e-mail you new homes that match these filters, at most once a day.',
    email: 'Email address',
    consent: 'I agree to receive e-mails about new homes like these from Langhe Property.',
    submit: 'E-mail me',
    emailMissing: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    consentMissing: 'Please tick the box to agree to receive e-mails about new homes',
    sent: 'Please check your inbox: open the link we have sent you to confirm your alert.',
    failed: 'Sorry, we could not save your alert just now. Please try again later.',
  },
  it: {
    heading: 'Inviami per e-mail le nuove case come queste',
    intro: 'Lasci il suo indirizzo e le invieremo le nuove case che corrispondono a questi filtri, al massimo una volta al giorno.',
    email: 'Indirizzo e-mail',
    consent: 'Acconsento a ricevere da Langhe Property e-mail sulle nuove case come queste.',
    submit: 'Inviami le e-mail',
    emailMissing: 'Inserisca il suo indirizzo e-mail',
    emailInvalid: 'Inserisca un indirizzo e-mail valido',
    consentMissing: 'Spunti la casella per accettare di ricevere le e-mail sulle nuove case',
    sent: 'Controlli la sua casella: apra il link che le abbiamo inviato per confermare l\u2019avviso.',
    failed: 'Non è stato possibile salvare l\u2019avviso. Riprovi più tardi.',
  },
};
