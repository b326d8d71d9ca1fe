/**
 * A tiny toast queue (SPEC §8/§9: top-right, newest on top, 5000 ms, 300 ms ease, close
 * button). Kept framework-free so any module can raise a toast without a hook.
 */
export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  leaving: boolean;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_TRANSITION_MS = 300;

type Listener = () => void;

export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  constructor(
    private readonly timers: {
      setTimeout: (fn: () => void, ms: number) => unknown;
    } = globalThis,
  ) {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = (): readonly Toast[] => this.toasts;

  show(kind: ToastKind, message: string, title?: string): number {
    const id = this.nextId++;
    this.set([{ id, kind, message, title, leaving: false }, ...this.toasts]);
    this.timers.setTimeout(() => this.dismiss(id), TOAST_DURATION_MS);
    return id;
  }

  /** Starts the leave transition, then removes the toast once it has faded out. */
  dismiss(id: number) {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast || toast.leaving) return;
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    this.timers.setTimeout(() => this.set(this.toasts.filter((t) => t.id !== id)), TOAST_TRANSITION_MS);
  }

  private set(next: readonly Toast[]) {
    this.toasts = next;
    this.listeners.forEach((listener) => listener());
  }
}
