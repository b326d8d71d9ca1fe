import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@/config/site';
import { CaptchaFailedError } from './captcha';
import { captchaFor } from './site-captcha';

describe('captchaFor', () => {
  it('is the proof of work by default, with no widget in the form', () => {
    expect(captchaFor(DEFAULT_SITE_CONFIG).needsSlot).toBe(false);
  });

  it('is the hosted widget the server names', () => {
    const captcha = captchaFor({
      ...DEFAULT_SITE_CONFIG,
      captchaProvider: 'hcaptcha',
      captchaSiteKey: 'site-key',
      captchaScriptUrl: 'https://js.hcaptcha.com/1/api.js',
    });
    expect(captcha.needsSlot).toBe(true);
  });

  it('fails every submission when a hosted provider lacks its site key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const captcha = captchaFor({ ...DEFAULT_SITE_CONFIG, captchaProvider: 'turnstile' });
    await expect(captcha.forForm(() => null).token()).rejects.toBeInstanceOf(CaptchaFailedError);
  });
});
