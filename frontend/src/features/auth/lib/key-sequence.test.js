import { describe, expect, it } from 'vitest';
import { KEY_BUFFER_LIMIT, KeySequence } from './key-sequence';
const type = (watcher, text) => [...text].map((key) => watcher.push(key));
describe('KeySequence', () => {
    it('fires on the last key of the sequence, even after other typing', () => {
        const results = type(new KeySequence('langhe'), 'xxlanghe');
        expect(results.at(-1)).toBe(true);
        expect(results.slice(0, -1).every((r) => !r)).toBe(true);
    });
    it('ignores keys such as Shift or Enter', () => {
        const watcher = new KeySequence('ab');
        expect(watcher.push('a')).toBe(false);
        expect(watcher.push('Shift')).toBe(false);
        expect(watcher.push('b')).toBe(true);
    });
    it('resets after the sequence, so half of it does not fire again', () => {
        const watcher = new KeySequence('abab');
        expect(type(watcher, 'abab').at(-1)).toBe(true);
        expect(type(watcher, 'ab').at(-1)).toBe(false);
    });
    it('resets when the buffer passes the limit, losing a sequence typed across it', () => {
        const watcher = new KeySequence('xyz');
        type(watcher, 'a'.repeat(KEY_BUFFER_LIMIT - 1) + 'x');
        // Buffer holds 50 characters; 'y' makes 51 and empties it, so 'z' alone cannot match.
        expect(type(watcher, 'yz').at(-1)).toBe(false);
        expect(type(watcher, 'xyz').at(-1)).toBe(true);
    });
});
