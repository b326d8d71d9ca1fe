import { describe, expect, it } from 'vitest';
import { languageOf } from './i18n';
describe('languageOf', () => {
    it.each([
        ['/it/index.html', 'it'],
        ['/it/contatto-langhe-property-immobiliare', 'it'],
        ['/it', 'it'],
        ['/', 'en'],
        ['/italy-guide', 'en'],
        ['/piedmont-property-for-sale/1', 'en'],
    ])('%s is %s', (path, language) => {
        expect(languageOf(path)).toBe(language);
    });
});
