/**
 * Other parts of the property page (a document offered on request) open the page's enquiry
 * form with a message already written: they call `askInEnquiry`, the form listens. A plain
 * set of listeners keeps the form free of who asks and works wherever the page places it —
 * in the server's rendering engine too, which has no `EventTarget`.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();

export function askInEnquiry(message: string) {
  for (const listener of [...listeners]) listener(message);
}

/** Calls `fill` with each message asked for until the returned function is called. */
export function onEnquiryAsked(fill: Listener): () => void {
  // Each subscription its own entry, so the same function subscribed twice is called twice.
  const listener: Listener = (message) => fill(message);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
