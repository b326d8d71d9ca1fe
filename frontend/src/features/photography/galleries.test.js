import { describe, expect, it } from 'vitest';
import { galleries } from './galleries';
// Keys only: lists the generated files (scripts/generate-images.mjs) without loading them.
const generated = new Set(Object.keys(import.meta.glob('../../../public/content/portfolio/*/*.svg')).map((key) => key.replace('../../../public', '')));
describe('galleries', () => {
    it.each(['en', 'it'])('lists the four portfolio galleries in %s', (language) => {
        expect(galleries(language).map((g) => g.key)).toEqual(['real-estate', 'drone', 'events', 'landscape']);
    });
    it('points every picture at a generated file', () => {
        for (const gallery of galleries('en')) {
            for (const image of gallery.images)
                expect(generated.has(image.src), image.src).toBe(true);
        }
    });
    it('describes every picture in both languages', () => {
        const english = galleries('en').flatMap((g) => g.images);
        const italian = galleries('it').flatMap((g) => g.images);
        expect(italian.map((i) => i.src)).toEqual(english.map((i) => i.src));
        expect([...english, ...italian].every((i) => i.alt.length > 0)).toBe(true);
    });
});
