import { describe, expect, it } from 'vitest';
import { linkAddress } from './link-address';

describe('linkAddress', () => {
  it.each([
    ['https://www.example.com/page', 'https://www.example.com/page'],
    ['  http://example.com  ', 'http://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['langhe.it/news', 'https://langhe.it/news'],
    ['/contact-langhe-property', '/contact-langhe-property'],
    ['#gallery', '#gallery'],
    ['info@example.com', 'mailto:info@example.com'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+390173000000', 'tel:+390173000000'],
  ])('takes %s as %s', (typed, address) => {
    expect(linkAddress(typed)).toBe(address);
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,x', 'two words.com', 'nodot', '//evil.example', 'https://'])(
    'refuses %j',
    (typed) => {
      expect(linkAddress(typed)).toBeNull();
    },
  );
});
