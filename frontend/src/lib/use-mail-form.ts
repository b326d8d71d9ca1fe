import { useState } from 'react';
import type { z } from 'zod';
import { useFormCaptcha } from './captcha/use-form-captcha';
import { useSendMail, type OutgoingMail } from './send-mail';

/** SPEC §4 form states: idle → validation error | sending → success | failure. */
export type MailFormStatus =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed' };

/** The first failing message, exactly as the schema (and so the spec) writes it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? '';
}

export function useMailForm<Schema extends z.ZodType>(options: {
  schema: Schema;
  toMail: (values: z.output<Schema>) => OutgoingMail;
  onInvalid?: () => void;
}) {
  const send = useSendMail();
  const captcha = useFormCaptcha();
  const [status, setStatus] = useState<MailFormStatus>({ kind: 'idle' });

  const submit = async (input: z.input<Schema>) => {
    if (status.kind === 'sending' || status.kind === 'sent') return;
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) {
      setStatus({ kind: 'invalid', message: firstIssueMessage(parsed.error) });
      options.onInvalid?.();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send(options.toMail(parsed.data), await captcha.token());
      setStatus({ kind: 'sent' });
    } catch (error) {
      console.error('Sending the form failed', error);
      setStatus({ kind: 'failed' });
    } finally {
      captcha.reset();
    }
  };

  /** The form renders `captcha.slot` and passes `captcha.onFocus` to its `<form>`. */
  return { status, submit, locked: status.kind === 'sending' || status.kind === 'sent', captcha };
}
