import type { Language } from '@/lib/i18n';
import { SIGN_IN_LINK_MESSAGES } from './sign-in-link-schema';

/**
 * What the sign-in forms say, in the language of the page they are on: the dialog is the
 * English header's, the /sign-in page speaks English and /it/accesso Italian.
 */
export interface SignInTexts {
  title: string;
  intro: string;
  keepSignedIn: string;
  email: string;
  mailMeALink: string;
  linkOnItsWay: string | null;
  mailedLinkFailure: string;
  messages: Record<string, string>;
  oneTimeLink: string;
  pasteTheLink: string;
  signInWithLink: string;
  createUserNote: string;
  signingIn: string;
  linkHasNoToken: string;
  linkCannotBeUsed: string;
  linkUsedUp: string;
  orGoHome: string;
}

export const SIGN_IN_TEXTS: Record<Language, SignInTexts> = {
  en: {
    title: 'Sign in',
    intro: 'Staff of Langhe Property: enter your e-mail address and we will send you a link that signs you in.',
    keepSignedIn: 'Keep me signed in for 30 days (only on a device of your own)',
    email: 'Your e-mail address',
    mailMeALink: 'E-mail me a sign-in link',
    // The server's own answer is shown.
    linkOnItsWay: null,
    mailedLinkFailure: 'The sign-in link could not be requested just now. Please try again in a minute.',
    messages: {},
    oneTimeLink: 'One-time sign-in link',
    pasteTheLink: 'Paste the sign-in link you were given.',
    signInWithLink: 'Sign in with link',
    createUserNote: 'An administrator creates links with “langhe create-user”.',
    signingIn: 'Signing you in…',
    linkHasNoToken: 'This sign-in link has no token.',
    linkCannotBeUsed: 'This sign-in link cannot be used.',
    linkUsedUp: 'Sign-in links work once and expire after 30 minutes. Ask for a new one below, or',
    orGoHome: 'go to the home page',
  },
  it: {
    title: 'Accesso',
    intro: 'Personale di Langhe Property: inserisca il Suo indirizzo e-mail e Le invieremo un link per accedere.',
    keepSignedIn: 'Rimanere collegati per 30 giorni (solo su un dispositivo personale)',
    email: 'Il Suo indirizzo e-mail',
    mailMeALink: 'Ricevere il link di accesso per e-mail',
    linkOnItsWay:
      'Se questo indirizzo appartiene al personale del sito, Le stiamo inviando un link di accesso. Il link vale una sola volta, entro 30 minuti.',
    mailedLinkFailure: 'Non è stato possibile richiedere il link di accesso. Riprovi tra un minuto.',
    messages: {
      [SIGN_IN_LINK_MESSAGES.emailMissing]: 'Inserisca il Suo indirizzo e-mail',
      [SIGN_IN_LINK_MESSAGES.emailInvalid]: 'Inserisca un indirizzo e-mail valido',
    },
    oneTimeLink: 'Link di accesso monouso',
    pasteTheLink: 'Incolli il link di accesso che ha ricevuto.',
    signInWithLink: 'Accedere con il link',
    createUserNote: 'Un amministratore crea i link con “langhe create-user”.',
    signingIn: 'Accesso in corso…',
    linkHasNoToken: 'Questo link di accesso non contiene il codice.',
    linkCannotBeUsed: 'Questo link di accesso non può essere usato.',
    linkUsedUp: 'I link di accesso valgono una sola volta e scadono dopo 30 minuti. Ne chieda uno nuovo qui sotto, oppure',
    orGoHome: 'torni alla pagina iniziale',
  },
};
