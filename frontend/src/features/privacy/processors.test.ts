import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@/config/site';
import { configuredProcessors } from './processors';

const configured = (changes: Partial<SiteConfig>): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, ...changes });

describe('configuredProcessors', () => {
  it('names only what the server says is configured, in its order', () => {
    const config = configured({ privacy: { processors: ['mapbox', 'youtube'], backupDays: 14, leadRetentionMonths: 24 } });
    expect(configuredProcessors(config, 'en').map((p) => p.name)).toEqual(['Mapbox (Mapbox, Inc.)', 'YouTube (Google Ireland Limited)']);
  });

  it('names the hosted captcha service the forms use, in both languages', () => {
    const config = configured({ captchaProvider: 'hcaptcha', privacy: { processors: ['hostedCaptcha', 'youtube'], backupDays: null, leadRetentionMonths: 24 } });
    for (const language of ['en', 'it'] as const) {
      expect(configuredProcessors(config, language)[0]).toMatchObject({ processor: 'hostedCaptcha', name: 'hCaptcha (Intuition Machines, Inc.)' });
    }
  });

  it('has an Italian text for every recipient', () => {
    const config = configured({
      captchaProvider: 'turnstile',
      privacy: { processors: ['mailProvider', 'hostedCaptcha', 'googleSignIn', 'mapbox', 'newsletterProvider', 'youtube'], backupDays: 14, leadRetentionMonths: 24 },
    });
    const italian = configuredProcessors(config, 'it');
    const english = configuredProcessors(config, 'en');
    expect(italian).toHaveLength(6);
    italian.forEach((entry, index) => expect(entry.role).not.toBe(english[index]!.role));
  });
});
