import type { Processor, SiteConfig } from '@/config/site';
import type { Language } from '@/lib/i18n';

/** A recipient of visitors' data as the privacy policy names it. */
export interface ProcessorText {
  processor: Processor;
  name: string;
  /** What it receives, and why. */
  role: string;
}

type HostedCaptcha = Exclude<SiteConfig['captchaProvider'], 'pow'>;

const CAPTCHA_SERVICES: Record<HostedCaptcha, string> = {
  turnstile: 'Cloudflare Turnstile (Cloudflare, Inc.)',
  recaptcha: 'Google reCAPTCHA (Google Ireland Limited)',
  hcaptcha: 'hCaptcha (Intuition Machines, Inc.)',
};

/**
 * Each recipient's entry, in both languages: the one place these texts live. Which entries the
 * policy shows is the server's to say (`privacy.processors` in the site configuration), so the
 * page follows the configuration.
 */
const TEXTS: Record<Language, Record<Processor, (captcha: string) => Omit<ProcessorText, 'processor'>>> = {
  en: {
    mailProvider: () => ({
      name: 'Our e-mail provider',
      role: 'Every message sent through the forms, and every e-mail we send you (confirmation links, alerts), passes through the SMTP server of the provider that delivers our mail, which handles it on our behalf and only to deliver it.',
    }),
    hostedCaptcha: (captcha) => ({
      name: captcha,
      role: 'Checks that a form is sent by a person and not by a program. When you start filling in a form, its widget loads from this service, which receives your IP address and technical details of your browser and device; when you send the form, the site asks the service to confirm the check.',
    }),
    googleSignIn: () => ({
      name: 'Google sign-in (Google Ireland Limited)',
      role: 'Lets our staff sign in with their Google account. It concerns staff only: Google’s sign-in script loads only when the staff sign-in is opened.',
    }),
    mapbox: () => ({
      name: 'Mapbox (Mapbox, Inc.)',
      role: 'Draws the interactive maps of the property pages and the list of homes. Your browser loads the map from Mapbox, which receives your IP address and the area shown.',
    }),
    newsletterProvider: () => ({
      name: 'Our newsletter provider',
      role: 'The newsletter sign-up goes to its form: it receives your e-mail address, asks you to confirm it and sends the newsletter on our behalf.',
    }),
    youtube: () => ({
      name: 'YouTube (Google Ireland Limited)',
      role: 'Our videos are embedded from YouTube’s privacy-enhanced address (youtube-nocookie.com), and only after you accept cookies, in the banner or on the video itself. YouTube then receives your IP address and may set its own cookies; before that nothing loads from YouTube.',
    }),
  },
  it: {
    mailProvider: () => ({
      name: 'Il nostro fornitore di posta elettronica',
      role: 'Ogni messaggio inviato con i moduli, e ogni e-mail che le inviamo (link di conferma, avvisi), passa dal server SMTP del fornitore che recapita la nostra posta, che lo tratta per nostro conto e solo per recapitarlo.',
    }),
    hostedCaptcha: (captcha) => ({
      name: captcha,
      role: 'Verifica che un modulo sia inviato da una persona e non da un programma. Quando inizia a compilare un modulo, il suo widget viene caricato da questo servizio, che riceve il suo indirizzo IP e dati tecnici sul browser e sul dispositivo; all’invio, il sito chiede al servizio di confermare la verifica.',
    }),
    googleSignIn: () => ({
      name: 'Accesso con Google (Google Ireland Limited)',
      role: 'Consente al nostro personale di accedere con il proprio account Google. Riguarda solo il personale: lo script di Google si carica soltanto quando si apre l’accesso riservato.',
    }),
    mapbox: () => ({
      name: 'Mapbox (Mapbox, Inc.)',
      role: 'Disegna le mappe interattive delle schede degli immobili e dell’elenco delle case. Il browser carica la mappa da Mapbox, che riceve il suo indirizzo IP e la zona visualizzata.',
    }),
    newsletterProvider: () => ({
      name: 'Il nostro fornitore della newsletter',
      role: 'L’iscrizione alla newsletter passa dal suo modulo: riceve il suo indirizzo e-mail, le chiede di confermarlo e invia la newsletter per nostro conto.',
    }),
    youtube: () => ({
      name: 'YouTube (Google Ireland Limited)',
      role: 'I nostri video sono incorporati dall’indirizzo a privacy avanzata di YouTube (youtube-nocookie.com), e solo dopo che ha accettato i cookie, nel banner o sul video stesso. YouTube riceve allora il suo indirizzo IP e può impostare i propri cookie; prima di allora nulla viene caricato da YouTube.',
    }),
  },
};

/** The recipients this installation's configuration brings in, as the policy lists them. */
export function configuredProcessors(config: SiteConfig, language: Language): ProcessorText[] {
  const captcha = config.captchaProvider === 'pow' ? '' : CAPTCHA_SERVICES[config.captchaProvider];
  return config.privacy.processors.map((processor) => ({ processor, ...TEXTS[language][processor](captcha) }));
}
