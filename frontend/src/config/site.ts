import { z } from 'zod';

/**
 * Public site configuration injected by the server into index.html as a JSON data block
 * (not a script, so the CSP stays strict). Absent under the Vite dev server: defaults apply.
 */
const siteConfigSchema = z.object({
  imageBaseUrl: z.string().min(1).default('/images'),
  mapboxToken: z.string().min(1).nullable().default(null),
  publicUrl: z.string().min(1).nullable().default(null),
  version: z.string().min(1).nullable().default(null),
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

function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return DEFAULT_SITE_CONFIG;
  return parseSiteConfig(document.getElementById('site-config')?.textContent);
}

export const siteConfig: SiteConfig = readSiteConfig();
