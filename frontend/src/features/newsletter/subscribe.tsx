import { createContext, useContext, type ReactNode } from 'react';

/**
 * Hands a sign-up to the newsletter provider (SPEC §7: a third party, not our server). The
 * provider adapter comes with a later issue; until then subscribing fails visibly.
 */
export type SubscribeToNewsletter = (email: string) => Promise<void>;

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
