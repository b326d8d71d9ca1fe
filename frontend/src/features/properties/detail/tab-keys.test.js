import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';
describe('tabAfterKey', () => {
    it.each([
        ['ArrowRight', 0, 1],
        ['ArrowRight', 1, 0],
        ['ArrowLeft', 0, 1],
        ['ArrowLeft', 1, 0],
        ['Home', 1, 0],
        ['End', 0, 1],
    ])('%s from tab %i of two selects tab %i', (key, current, expected) => {
        expect(tabAfterKey(key, current, 2)).toBe(expected);
    });
    it('ignores other keys', () => {
        expect(tabAfterKey('Enter', 0, 2)).toBeNull();
        expect(tabAfterKey('a', 1, 2)).toBeNull();
    });
});
