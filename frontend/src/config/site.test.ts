import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './site';

describe('parseSiteConfig', () => {
  it('falls back to the defaults when the block is absent', () => {
    expect(parseSiteConfig(null)).toEqual({
      imageBaseUrl: '/images',
      mapboxToken: null,
      publicUrl: null,
      version: null,
      signInSequence: null,
      googleClientId: null,
      captchaProvider: 'pow',
      captchaSiteKey: null,
      captchaScriptUrl: null,
      privacy: { processors: ['youtube'], backupDays: null, leadRetentionMonths: 24 },
    });
  });

  it('reads the values the server injects', () => {
    const config = parseSiteConfig(
      '{"imageBaseUrl":"https://cdn.example.com","mapboxToken":"pk.abc","publicUrl":"https://langhe.example","version":"1.2.3","signInSequence":"open sesame","googleClientId":"123.apps.googleusercontent.com","captchaProvider":"turnstile","captchaSiteKey":"0x4AAA","captchaScriptUrl":"https://challenges.cloudflare.com/turnstile/v0/api.js","privacy":{"processors":["hostedCaptcha","mapbox","youtube"],"backupDays":14,"leadRetentionMonths":18}}',
    );
    expect(config).toEqual({
      imageBaseUrl: 'https://cdn.example.com',
      mapboxToken: 'pk.abc',
      publicUrl: 'https://langhe.example',
      version: '1.2.3',
      signInSequence: 'open sesame',
      googleClientId: '123.apps.googleusercontent.com',
      captchaProvider: 'turnstile',
      captchaSiteKey: '0x4AAA',
      captchaScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      privacy: { processors: ['hostedCaptcha', 'mapbox', 'youtube'], backupDays: 14, leadRetentionMonths: 18 },
    });
  });

  it('fills missing fields with defaults', () => {
    expect(parseSiteConfig('{"version":"2"}')).toEqual({ ...DEFAULT_SITE_CONFIG, version: '2' });
  });

  it('ignores malformed JSON and wrongly typed values', () => {
    expect(parseSiteConfig('{not json')).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('{"imageBaseUrl":42}')).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('{"captchaProvider":"friendly"}')).toEqual(DEFAULT_SITE_CONFIG);
    // A one-key sequence would reveal the button by accident; longer than the buffer never matches.
    expect(parseSiteConfig('{"signInSequence":"a"}')).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig(JSON.stringify({ signInSequence: 'x'.repeat(51) }))).toEqual(DEFAULT_SITE_CONFIG);
  });
});
