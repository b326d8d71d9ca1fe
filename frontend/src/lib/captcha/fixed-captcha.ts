import type { Captcha } from './captcha';

/** Answers every submission with `token` at once and records resets: for component tests. */
export function fixedCaptcha(token = 'test-captcha-token') {
  const calls = { prepared: 0, tokens: 0, resets: 0 };
  const captcha: Captcha = {
    needsSlot: false,
    forForm: () => ({
      prepare: () => void (calls.prepared += 1),
      token: async () => ((calls.tokens += 1), token),
      reset: () => void (calls.resets += 1),
      dispose() {},
    }),
  };
  return { captcha, calls };
}
