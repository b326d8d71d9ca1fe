import { describe, expect, it } from 'vitest';
import { galleryName } from './gallery-name';

describe('galleryName', () => {
  it('leaves every name as it is on an English page', () => {
    expect(galleryName('New Gallery', 'en')).toEqual({ text: 'New Gallery', lang: undefined });
    expect(galleryName('Guest rooms', 'en')).toEqual({ text: 'Guest rooms', lang: undefined });
  });

  it('says the usual names in Italian on an Italian page, the unnamed default as "Foto"', () => {
    expect(galleryName('New Gallery', 'it')).toEqual({ text: 'Foto', lang: undefined });
    expect(galleryName('Guest rooms', 'it')).toEqual({ text: 'Camere per gli ospiti', lang: undefined });
    expect(galleryName('guest-rooms', 'it')).toEqual({ text: 'Camere per gli ospiti', lang: undefined });
    for (const [english, italian] of [
      ['Garden', 'Giardino'],
      ['Cellar', 'Cantina'],
      ['Chapel', 'Cappella'],
      ['Spa', 'Spa'],
      ['Vineyards', 'Vigneti'],
    ]) {
      expect(galleryName(english, 'it').text).toBe(italian);
    }
  });

  it('keeps a name already Italian unmarked, and marks any other as English', () => {
    expect(galleryName('Cantina', 'it')).toEqual({ text: 'Cantina', lang: undefined });
    expect(galleryName('The west wing', 'it')).toEqual({ text: 'The west wing', lang: 'en' });
  });
});
