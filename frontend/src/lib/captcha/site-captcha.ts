import { siteConfig, type SiteConfig } from '@/config/site';
import { failingCaptcha, type Captcha } from './captcha';
import { hostedCaptcha } from './hosted-captcha';
import { proofOfWorkCaptcha } from './solve-captcha';

/** The captcha the server names in the site configuration (the proof of work by default). */
export function captchaFor(config: SiteConfig): Captcha {
  const provider = config.captchaProvider;
  if (provider === 'pow') return proofOfWorkCaptcha();
  if (!config.captchaSiteKey || !config.captchaScriptUrl) {
    console.error(`The ${provider} captcha needs a site key and a script URL`);
    return failingCaptcha(`${provider} is not fully configured`);
  }
  return hostedCaptcha({ provider, siteKey: config.captchaSiteKey, scriptUrl: config.captchaScriptUrl });
}

export const siteCaptcha: Captcha = captchaFor(siteConfig);
