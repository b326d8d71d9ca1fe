import { createContext, useContext, type ReactNode } from 'react';

/** What the server said of a sign-up it accepted. */
export interface SubscribeResult {
  /** Set when the address waits for the subscriber to open the mailed link (double opt-in). */
  confirmation?: string;
}

/**
 * Hands a sign-up, with the form's captcha token, to the server (which keeps a local list or
 * posts to the configured provider). Without a wired subscriber, subscribing fails visibly.
 */
export type SubscribeToNewsletter = (email: string, captchaToken: string) => Promise<SubscribeResult>;

export class NewsletterNotConfiguredError extends Error {
  constructor() {
    super('The newsletter provider is not wired yet');
    this.name = 'NewsletterNotConfiguredError';
  }
}

export const unwiredSubscribe: SubscribeToNewsletter = async () => {
  throw new NewsletterNotConfiguredError();
};

const SubscribeContext = createContext<SubscribeToNewsletter>(unwiredSubscribe);

export function NewsletterSubscribeProvider({ subscribe, children }: { subscribe: SubscribeToNewsletter; children: ReactNode }) {
  return <SubscribeContext.Provider value={subscribe}>{children}</SubscribeContext.Provider>;
}

export function useNewsletterSubscribe(): SubscribeToNewsletter {
  return useContext(SubscribeContext);
}
