import type { SubmitStatus } from './use-captcha-submit';

/**
 * The id of the form's message while it is about `field` (the first failing field, in the
 * spec's order), else undefined: what a control passes to `fieldErrorProps`.
 */
export function errorIdFor(status: SubmitStatus<unknown>, field: string, messageId: string): string | undefined {
  return status.kind === 'invalid' && status.field === field ? messageId : undefined;
}

/**
 * A control's ARIA for the form's message: `aria-invalid` and described by the message while
 * the message is about it (`errorId` set), its own description (a hint, a counter) first.
 * A screen reader then says, on reaching the field, that it is wrong and why.
 */
export function fieldErrorProps(errorId: string | undefined, describedBy?: string) {
  const described = [describedBy, errorId].filter(Boolean).join(' ');
  return {
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}
