import { describe, expect, it } from 'vitest';
import { languageOf, shownIn } from './i18n';

describe('languageOf', () => {
  it.each([
    ['/it/index.html', 'it'],
    ['/it/contatto-langhe-property-immobiliare', 'it'],
    ['/it', 'it'],
    ['/', 'en'],
    ['/italy-guide', 'en'],
    ['/piedmont-property-for-sale/1', 'en'],
  ] as const)('%s is %s', (path, language) => {
    expect(languageOf(path)).toBe(language);
  });
});

describe('shownIn', () => {
  it('shows the Italian text on an Italian page when it is written', () => {
    expect(shownIn('it', 'Barolo village', 'Il paese del Barolo')).toEqual({ text: 'Il paese del Barolo', lang: undefined });
  });

  it('falls back to the English text marked as English when the Italian one is empty or blank', () => {
    for (const italian of ['', '  ', undefined]) {
      expect(shownIn('it', 'Barolo village', italian)).toEqual({ text: 'Barolo village', lang: 'en' });
    }
  });

  it('shows the English text unmarked on an English page', () => {
    expect(shownIn('en', 'Barolo village', 'Il paese del Barolo')).toEqual({ text: 'Barolo village', lang: undefined });
  });
});
