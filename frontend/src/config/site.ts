// zod/mini keeps the main chunk small: this module loads on every page.
import * as z from 'zod/mini';

/**
 * Public site configuration injected by the server into index.html as a JSON data block
 * (not a script, so the CSP stays strict). Absent under the Vite dev server: defaults apply.
 */
/** The recipients of visitors' data a configuration can bring in (`Processor` on the server). */
export const PROCESSORS = ['mailProvider', 'hostedCaptcha', 'googleSignIn', 'mapbox', 'newsletterProvider', 'youtube'] as const;
export type Processor = (typeof PROCESSORS)[number];

const siteConfigSchema = z.object({
  imageBaseUrl: z._default(z.string().check(z.minLength(1)), '/images'),
  mapboxToken: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  publicUrl: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  version: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  /** SPEC §4 '{secret}': typing it reveals the sign-in button. Null: only a one-time link signs in. */
  signInSequence: z._default(z.nullable(z.string().check(z.minLength(3), z.maxLength(50))), null),
  /** Google Identity Services client id; null keeps the Google button (and its script) away. */
  googleClientId: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  /** The forms' captcha: the self-hosted proof of work, or a hosted service's widget. */
  captchaProvider: z._default(z.enum(['pow', 'turnstile', 'recaptcha', 'hcaptcha']), 'pow'),
  /** The hosted service's public site key (the secret never leaves the server). */
  captchaSiteKey: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  /** The hosted widget's script, loaded only when a form is about to be used. */
  captchaScriptUrl: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  /**
   * What the privacy policy says that depends on the configuration (crates/site/src/
   * privacy_facts.rs): who else receives visitors' data, how many days backups keep it, and
   * after how many months a lead marked lost or spam is anonymised.
   */
  privacy: z._default(
    z.object({
      processors: z.array(z.enum(PROCESSORS)),
      backupDays: z.nullable(z.number().check(z.int(), z.positive())),
      leadRetentionMonths: z._default(z.number().check(z.int(), z.positive()), 24),
    }),
    { processors: ['youtube'], backupDays: null, leadRetentionMonths: 24 },
  ),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const DEFAULT_SITE_CONFIG: SiteConfig = siteConfigSchema.parse({});

/** Parses the raw JSON text of the config block; anything unreadable yields the defaults. */
export function parseSiteConfig(raw: string | null | undefined): SiteConfig {
  if (!raw || raw.trim() === '') return DEFAULT_SITE_CONFIG;
  try {
    const parsed = siteConfigSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.error('Ignoring invalid site configuration', parsed.error.issues);
  } catch (error) {
    console.error('Ignoring unreadable site configuration', error);
  }
  return DEFAULT_SITE_CONFIG;
}

/** On the server (entry-server.tsx) the host hands over the same JSON the page carries. */
declare global {
  var LANGHE_SITE_CONFIG: string | undefined;
}

function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return parseSiteConfig(globalThis.LANGHE_SITE_CONFIG);
  return parseSiteConfig(document.getElementById('site-config')?.textContent);
}

export const siteConfig: SiteConfig = readSiteConfig();
