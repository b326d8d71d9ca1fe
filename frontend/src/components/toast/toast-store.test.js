import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_TRANSITION_MS, ToastStore } from './toast-store';
function fakeTimers() {
    let now = 0;
    const pending = [];
    return {
        setTimeout: (fn, ms) => pending.push({ at: now + ms, fn }),
        advance(ms) {
            now += ms;
            pending
                .filter((t) => t.at <= now)
                .sort((a, b) => a.at - b.at)
                .forEach((t) => {
                pending.splice(pending.indexOf(t), 1);
                t.fn();
            });
        },
    };
}
describe('ToastStore', () => {
    it('puts the newest toast on top', () => {
        const store = new ToastStore(fakeTimers());
        store.show('success', 'first');
        store.show('error', 'second', 'Error');
        expect(store.snapshot().map((t) => t.message)).toEqual(['second', 'first']);
        expect(store.snapshot()[0]).toMatchObject({ kind: 'error', title: 'Error' });
    });
    it('fades a toast out after 5000 ms and removes it after the 300 ms transition', () => {
        const timers = fakeTimers();
        const store = new ToastStore(timers);
        store.show('success', 'saved');
        timers.advance(TOAST_DURATION_MS - 1);
        expect(store.snapshot()[0]?.leaving).toBe(false);
        timers.advance(1);
        expect(store.snapshot()[0]?.leaving).toBe(true);
        timers.advance(TOAST_TRANSITION_MS);
        expect(store.snapshot()).toEqual([]);
    });
    it('closes early on dismiss and notifies subscribers', () => {
        const timers = fakeTimers();
        const store = new ToastStore(timers);
        let notified = 0;
        store.subscribe(() => (notified += 1));
        const id = store.show('error', 'Something went wrong', 'Error');
        store.dismiss(id);
        timers.advance(TOAST_TRANSITION_MS);
        expect(store.snapshot()).toEqual([]);
        expect(notified).toBe(3);
    });
});
