/**
 * The forms' captcha (SPEC §3: every submission carries a token). One interface for the
 * self-hosted proof of work (the default: nothing to see, no third party) and the hosted
 * widgets (Turnstile, reCAPTCHA, hCaptcha), so the four forms and the newsletter share one
 * way of getting a token.
 */
export class CaptchaFailedError extends Error {
  constructor(reason: string) {
    super(`The captcha could not be solved: ${reason}`);
    this.name = 'CaptchaFailedError';
  }
}

/** One form's captcha. */
export interface FormCaptcha {
  /** Starts loading what the captcha needs; the form calls it on its first focus. Idempotent. */
  prepare(): void;
  /** A token for one submission, once solved. */
  token(): Promise<string>;
  /** After each submission: a token is good for one submission only. */
  reset(): void;
  /** The form (or its widget's place) is gone. The captcha may be prepared again later. */
  dispose(): void;
}

export interface Captcha {
  /** Hosted widgets draw themselves in the form; the proof of work needs no place. */
  readonly needsSlot: boolean;
  /** `slot` gives the element the form keeps for the widget (null while not mounted). */
  forForm(slot: () => HTMLElement | null): FormCaptcha;
}

/** A captcha that can only fail: no form pretends a submission went out without one. */
export function failingCaptcha(reason: string): Captcha {
  return {
    needsSlot: false,
    forForm: () => ({
      prepare() {},
      token: async () => {
        throw new CaptchaFailedError(reason);
      },
      reset() {},
      dispose() {},
    }),
  };
}
