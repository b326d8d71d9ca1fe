import { describe, expect, it } from 'vitest';
import { checkEnquiry } from './enquiry-schema';

const complete = {
  name: 'Anna',
  ref: '101',
  email: 'anna@example.com',
  message: 'Is the house still available?',
};

describe('checkEnquiry', () => {
  it('accepts a complete enquiry and trims it', () => {
    expect(checkEnquiry({ ...complete, name: '  Anna ' })).toEqual({
      ok: true,
      value: complete,
    });
  });

  it.each([
    [{ name: '' }, "'Name' field missing"],
    [{ name: '   ' }, "'Name' field missing"],
    [{ ref: '' }, "'Reference Number' field missing"],
    [{ email: '' }, "'Email' field missing"],
    [{ email: 'anna.example.com' }, 'Please enter a valid email address'],
    [{ message: '' }, "'Message' field missing"],
  ])('with %j it says %s', (change, expected) => {
    expect(checkEnquiry({ ...complete, ...change })).toEqual({ ok: false, message: expected });
  });

  it('reports the first failure in the spec order when several fields fail', () => {
    const everythingEmpty = { name: '', ref: '', email: '', message: '' };
    expect(checkEnquiry(everythingEmpty)).toEqual({ ok: false, message: "'Name' field missing" });
    expect(checkEnquiry({ ...everythingEmpty, name: 'Anna' })).toEqual({
      ok: false,
      message: "'Reference Number' field missing",
    });
    expect(checkEnquiry({ ...complete, email: 'nobody', message: '' })).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
  });

  it('refuses a message over 500 characters', () => {
    const result = checkEnquiry({ ...complete, message: 'x'.repeat(501) });
    expect(result.ok).toBe(false);
    expect(checkEnquiry({ ...complete, message: 'x'.repeat(500) }).ok).toBe(true);
  });
});
