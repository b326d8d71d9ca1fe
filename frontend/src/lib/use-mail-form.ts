import type { z } from 'zod';
import { checkWithField } from './check';
import { useCaptchaSubmit, type SubmitStatus } from './use-captcha-submit';
import { useSendMail, type OutgoingMail } from './send-mail';

/** SPEC §4 form states of the forms that send a mail. */
export type MailFormStatus = SubmitStatus;

/** A visitor form whose checked input goes out as a mail (POST /api/email/send). */
export function useMailForm<Schema extends z.ZodType>(options: {
  schema: Schema;
  toMail: (values: z.output<Schema>) => OutgoingMail;
  onInvalid?: () => void;
}) {
  const send = useSendMail();
  return useCaptchaSubmit({
    check: checkWithField<z.input<Schema>, z.output<Schema>>(options.schema),
    deliver: (values: z.output<Schema>, token) => send(options.toMail(values), token),
    onInvalid: options.onInvalid,
    failureLog: 'Sending the form failed',
  });
}
