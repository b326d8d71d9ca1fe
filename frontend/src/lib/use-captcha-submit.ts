import { useState } from 'react';
import { useFormCaptcha } from './captcha/use-form-captcha';

/** SPEC §4 form states: idle → validation error | sending → sent | failed. */
export type SubmitStatus<Result = void> =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sending' }
  | { kind: 'sent'; result: Result }
  | { kind: 'failed' };

/** A form's input checked: its value, or the first failing message as the spec writes it. */
export type Checked<Value> = { ok: true; value: Value } | { ok: false; message: string };

/** What zod (full or mini) answers from `safeParse`. */
interface SafeParser<Input, Value> {
  safeParse(input: Input): { success: true; data: Value } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A schema as a check that reports only its first failing message. */
export function checkWith<Input, Value>(schema: SafeParser<Input, Value>) {
  return (input: Input): Checked<Value> => {
    const parsed = schema.safeParse(input);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  };
}

/**
 * A visitor form that checks its input, then delivers it with the token its captcha gives:
 * one submission at a time, none after success, the captcha reset after every attempt.
 * The form renders `captcha.slot` and passes `captcha.onFocus` to its `<form>`.
 */
export function useCaptchaSubmit<Input, Value, Result>(options: {
  check: (input: Input) => Checked<Value>;
  deliver: (value: Value, captchaToken: string) => Promise<Result>;
  onInvalid?: () => void;
  /** What the console says when delivery fails. */
  failureLog: string;
}) {
  const captcha = useFormCaptcha();
  const [status, setStatus] = useState<SubmitStatus<Result>>({ kind: 'idle' });
  const locked = status.kind === 'sending' || status.kind === 'sent';

  const submit = async (input: Input) => {
    if (locked) return;
    const checked = options.check(input);
    if (!checked.ok) {
      setStatus({ kind: 'invalid', message: checked.message });
      options.onInvalid?.();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const result = await options.deliver(checked.value, await captcha.token());
      setStatus({ kind: 'sent', result });
    } catch (error) {
      console.error(options.failureLog, error);
      setStatus({ kind: 'failed' });
    } finally {
      captcha.reset();
    }
  };

  return { status, submit, locked, captcha };
}
