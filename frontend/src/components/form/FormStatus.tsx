import type { MailFormStatus } from '@/lib/use-mail-form';
import styles from './Form.module.css';

/** One live region for the form's outcome: the first validation message, success or failure. */
export function FormStatusMessage({
  id,
  status,
  successText,
  failureText,
  sendingText,
}: {
  /** What the invalid field's `aria-describedby` names. */
  id?: string;
  status: MailFormStatus;
  successText: string;
  failureText: string;
  sendingText: string;
}) {
  const message =
    status.kind === 'invalid'
      ? status.message
      : status.kind === 'sent'
        ? successText
        : status.kind === 'failed'
          ? failureText
          : status.kind === 'sending'
            ? sendingText
            : '';
  const tone = status.kind === 'sent' ? styles.success : status.kind === 'sending' ? styles.info : styles.error;
  return (
    <p id={id} className={`${styles.status} ${message ? tone : ''}`} role={status.kind === 'sending' ? 'status' : 'alert'}>
      {message}
    </p>
  );
}
