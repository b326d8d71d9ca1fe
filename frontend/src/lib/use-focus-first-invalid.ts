import { useEffect, type RefObject } from 'react';
import type { SubmitStatus } from './use-captcha-submit';

/**
 * After a refused submission, focus moves to the first control marked `aria-invalid` in the
 * form (not left on the send button), so a keyboard or screen-reader user lands on what to
 * fix and hears its message. It runs after the render that marked the control, and again
 * for every refused attempt (each is a new status). `preventScroll` for a form that scrolls
 * itself into view on an error (the consultancy form, SPEC §4).
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  status: SubmitStatus<unknown>,
  { preventScroll = false }: { preventScroll?: boolean } = {},
) {
  useEffect(() => {
    if (status.kind !== 'invalid') return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll });
  }, [form, status, preventScroll]);
}
