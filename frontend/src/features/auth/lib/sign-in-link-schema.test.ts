import { describe, expect, it } from 'vitest';
import { checkWith } from '@/lib/check';
import { SIGN_IN_LINK_MESSAGES, signInLinkSchema } from './sign-in-link-schema';

const check = checkWith(signInLinkSchema);

describe('signInLinkSchema', () => {
  it('asks for an address, then a valid one', () => {
    expect(check({ email: '  ' })).toEqual({ ok: false, message: SIGN_IN_LINK_MESSAGES.emailMissing });
    expect(check({ email: 'anna' })).toEqual({ ok: false, message: SIGN_IN_LINK_MESSAGES.emailInvalid });
  });

  it('takes an address as typed, trimmed', () => {
    expect(check({ email: ' anna@langhe.test ' })).toEqual({ ok: true, value: { email: 'anna@langhe.test' } });
  });
});
