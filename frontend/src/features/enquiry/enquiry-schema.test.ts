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
    [{ name: '' }, "'Name' field missing", 'name'],
    [{ name: '   ' }, "'Name' field missing", 'name'],
    [{ ref: '' }, "'Reference Number' field missing", 'ref'],
    [{ email: '' }, "'Email' field missing", 'email'],
    [{ email: 'anna.example.com' }, 'Please enter a valid email address', 'email'],
    [{ message: '' }, "'Message' field missing", 'message'],
  ])('with %j it says %s, about %s', (change, expected, field) => {
    expect(checkEnquiry({ ...complete, ...change })).toEqual({ ok: false, message: expected, field });
  });

  it('reports the first failure in the spec order when several fields fail', () => {
    const everythingEmpty = { name: '', ref: '', email: '', message: '' };
    expect(checkEnquiry(everythingEmpty)).toEqual({ ok: false, message: "'Name' field missing", field: 'name' });
    expect(checkEnquiry({ ...everythingEmpty, name: 'Anna' })).toEqual({
      ok: false,
      message: "'Reference Number' field missing",
      field: 'ref',
    });
    expect(checkEnquiry({ ...complete, email: 'nobody', message: '' })).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('refuses a message over 500 characters', () => {
    const result = checkEnquiry({ ...complete, message: 'x'.repeat(501) });
    expect(result.ok).toBe(false);
    expect(checkEnquiry({ ...complete, message: 'x'.repeat(500) }).ok).toBe(true);
  });
});
