import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('leaves a plain address readable', () => {
    expect(mailtoHref('anna.rossi+casa@example.it')).toBe('mailto:anna.rossi%2Bcasa@example.it');
  });

  it('never lets an address add a header, a body or a fragment', () => {
    const href = mailtoHref('a?cc=attacker@evil.example&body=hi#x@example.it');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe('a?cc=attacker@evil.example&body=hi#x@example.it');
  });

  it('percent-encodes a domain written in its own script', () => {
    expect(mailtoHref('info@caffè.it')).toBe('mailto:info@caff%C3%A8.it');
  });
});
