/**
 * Other parts of the property page (a document offered on request) open the page's enquiry
 * form with a message already written: they call `askInEnquiry`, the form listens. A plain
 * event target keeps the form free of who asks, and works wherever the page places it.
 */
const asks = new EventTarget();
const ASK = 'ask';

export function askInEnquiry(message: string) {
  asks.dispatchEvent(new CustomEvent<string>(ASK, { detail: message }));
}

/** Calls `fill` with each message asked for until the returned function is called. */
export function onEnquiryAsked(fill: (message: string) => void): () => void {
  const listener = (event: Event) => fill((event as CustomEvent<string>).detail);
  asks.addEventListener(ASK, listener);
  return () => asks.removeEventListener(ASK, listener);
}
