import { createContext, useContext, type ReactNode } from 'react';

/**
 * How the visitor forms hand over a message (SPEC §7 POST /api/email/send) with the token
 * their captcha gave. The app's provider supplies the real sender (lib/api/send-email.ts);
 * without one, sending fails so no form ever pretends a message went out.
 */
export interface OutgoingMail {
  subject: string;
  /** The visitor's own message (enquiry and contact forms); absent for consultancy. */
  message?: string;
  /** The form's fields: with them the server applies the form's rules and writes the mail. */
  fields?: MailFields;
}

export interface MailFields {
  name: string;
  email: string;
  ref?: string;
  /** Several homes in one property enquiry (the shortlist's): they stand for `ref`. */
  refs?: string[];
  date?: string;
  time?: string;
  dream?: string;
  timelineBudget?: string;
  other?: string;
}

export type SendMail = (mail: OutgoingMail, captchaToken: string) => Promise<void>;

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
