import { createContext, useContext, type ReactNode } from 'react';

/**
 * How the contact and consultancy forms hand over a message (SPEC §7 POST /api/email/send).
 * The server call and captcha come with a later issue; until a provider supplies a real
 * sender, sending fails so no form ever pretends a message went out.
 */
export interface OutgoingMail {
  subject: string;
  message: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export class MailNotConfiguredError extends Error {
  constructor() {
    super('Sending mail is not wired to the server yet');
    this.name = 'MailNotConfiguredError';
  }
}

export const unwiredSendMail: SendMail = async () => {
  throw new MailNotConfiguredError();
};

const SendMailContext = createContext<SendMail>(unwiredSendMail);

export function SendMailProvider({ send, children }: { send: SendMail; children: ReactNode }) {
  return <SendMailContext.Provider value={send}>{children}</SendMailContext.Provider>;
}

export function useSendMail(): SendMail {
  return useContext(SendMailContext);
}

/** Plain-text mail body: one 'Label: value' line per field, then where it came from. */
export function composeMailBody(fields: ReadonlyArray<[string, string]>, source: string): string {
  const lines = fields.map(([label, value]) => `${label}: ${value.trim()}`);
  return [...lines, '', `Sent from: ${source}`].join('\n');
}
