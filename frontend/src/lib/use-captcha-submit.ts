import { useState } from 'react';
import { useFormCaptcha } from './captcha/use-form-captcha';
import { useHydrated } from './use-hydrated';
import type { Checked } from './check';

/** SPEC §4 form states: idle → validation error | sending → sent | failed. */
export type SubmitStatus<Result = void> =
  | { kind: 'idle' }
  /** `field`: the control the message is about, when it is about one. */
  | { kind: 'invalid'; message: string; field?: string }
  | { kind: 'sending' }
  | { kind: 'sent'; result: Result }
  | { kind: 'failed' };

/**
 * A visitor form that checks its input, then delivers it with the token its captcha gives:
 * one submission at a time, none after success, the captcha reset after every attempt.
 * The form renders `captcha.slot` and passes `captcha.onFocus` to its `<form>`. `locked` holds
 * while the page is the server's markup: without JavaScript the form cannot send, and says so.
 */
export function useCaptchaSubmit<Input, Value, Result>(options: {
  check: (input: Input) => Checked<Value>;
  deliver: (value: Value, captchaToken: string) => Promise<Result>;
  onInvalid?: () => void;
  /**
   * The message to show, as a validation error, for a delivery the server refused with a
   * reason the visitor can act on (a form whose server checks more than the browser can);
   * undefined leaves the form's own failure text.
   */
  refusalMessage?: (error: unknown) => string | undefined;
  /** What the console says when delivery fails. */
  failureLog: string;
}) {
  const captcha = useFormCaptcha();
  const [status, setStatus] = useState<SubmitStatus<Result>>({ kind: 'idle' });
  const hydrated = useHydrated();
  const locked = !hydrated || status.kind === 'sending' || status.kind === 'sent';

  const submit = async (input: Input) => {
    if (locked) return;
    const checked = options.check(input);
    if (!checked.ok) {
      setStatus({ kind: 'invalid', message: checked.message, field: checked.field });
      options.onInvalid?.();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const result = await options.deliver(checked.value, await captcha.token());
      setStatus({ kind: 'sent', result });
    } catch (error) {
      const refusal = options.refusalMessage?.(error);
      if (refusal) {
        setStatus({ kind: 'invalid', message: refusal });
        options.onInvalid?.();
        return;
      }
      console.error(options.failureLog, error);
      setStatus({ kind: 'failed' });
    } finally {
      captcha.reset();
    }
  };

  return { status, submit, locked, captcha };
}
