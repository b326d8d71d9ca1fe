export const TOAST_DURATION_MS = 5000;
export const TOAST_TRANSITION_MS = 300;
export class ToastStore {
    timers;
    toasts = [];
    listeners = new Set();
    nextId = 1;
    constructor(timers = globalThis) {
        this.timers = timers;
    }
    subscribe = (listener) => {
        this.listeners.add(listener);
        return () => {
            this.listeners.delete(listener);
        };
    };
    snapshot = () => this.toasts;
    show(kind, message, title) {
        const id = this.nextId++;
        this.set([{ id, kind, message, title, leaving: false }, ...this.toasts]);
        this.timers.setTimeout(() => this.dismiss(id), TOAST_DURATION_MS);
        return id;
    }
    /** Starts the leave transition, then removes the toast once it has faded out. */
    dismiss(id) {
        const toast = this.toasts.find((t) => t.id === id);
        if (!toast || toast.leaving)
            return;
        this.set(this.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
        this.timers.setTimeout(() => this.set(this.toasts.filter((t) => t.id !== id)), TOAST_TRANSITION_MS);
    }
    set(next) {
        this.toasts = next;
        this.listeners.forEach((listener) => listener());
    }
}
