import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { NoScriptSendNote } from '@/components/form';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { errorIdFor, fieldErrorProps } from '@/lib/field-error';
import type { Language } from '@/lib/i18n';
import { useCaptchaSubmit } from '@/lib/use-captcha-submit';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { ApiError } from '@/lib/api/api-error';
import { requestViewing } from './api/request-viewing';
import { checkViewing, type ViewingFields, type ViewingRequest } from './viewing-schema';
import { VIEWING_TEXT } from './viewing-text';
import styles from './ViewingForm.module.css';

interface ViewingFormProps {
  language: Language;
  /** The home the page shows (or the shortlist's, comma-separated), prefilled; visitors add others. */
  propertyRef?: string;
  /** The share key of the unlisted home whose page this is (its address carries it): the
   * server takes a request for that home only with it. */
  shareKey?: string | null;
}

/** "Request a viewing": idle → invalid | sending → sent | failed, in the page's language. */
export function ViewingForm({ language, propertyRef, shareKey = null }: ViewingFormProps) {
  const text = VIEWING_TEXT[language];
  const id = useId();
  const [fields, setFields] = useState<ViewingFields>({
    name: '',
    email: '',
    phone: '',
    from: '',
    to: '',
    morning: true,
    afternoon: true,
    refs: propertyRef ?? '',
    message: '',
  });
  const check = useMemo(() => checkViewing(language), [language]);
  const { status, submit, locked, captcha } = useCaptchaSubmit({
    check,
    deliver: (request: ViewingRequest, token: string) => requestViewing(request, language, token, shareKey),
    // The server checks what a browser cannot (dates in the past, the trip's length, homes
    // that are not for sale) and says which in the visitor's language: shown as written.
    refusalMessage: (error) => (error instanceof ApiError && error.status === 400 ? error.message : undefined),
    failureLog: 'Viewing request not sent',
  });
  const set = <K extends keyof ViewingFields>(field: K, value: ViewingFields[K]) =>
    setFields((current) => ({ ...current, [field]: value }));
  // The message names the first wrong field (or the half days' group): marked, described by it and focused.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, status);
  const errorAria = (field: keyof ViewingFields | 'halfDays') => fieldErrorProps(errorIdFor(status, field, `${id}-error`));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(fields);
  };
  const input = (field: 'name' | 'email' | 'phone' | 'from' | 'to' | 'refs', type: string, autoComplete?: string) => (
    <>
      <label htmlFor={`${id}-${field}`}>{text[field]}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={fields[field]}
        onChange={(e) => set(field, e.target.value)}
        {...errorAria(field)}
      />
    </>
  );

  return (
    <section className={styles.viewing} aria-labelledby={`${id}-title`} data-testid="viewing-form">
      <h2 id={`${id}-title`}>{text.title}</h2>
      <p>{text.intro}</p>
      {/* Once sent, the thanks take the form's place: a form left without its send button is
          one a screen reader cannot submit (HTML_CodeSniffer H32.2, found by the browser test). */}
      {status.kind === 'sent' ? (
        <p className={styles.success} role="status">
          {text.sent}
        </p>
      ) : (
        <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={captcha.onFocus} className={styles.form}>
          <NoScriptSendNote language={language} />
          <fieldset disabled={locked} className={styles.fields}>
            <legend className="visually-hidden">{text.legend}</legend>
            {input('name', 'text', 'name')}
            {input('email', 'email', 'email')}
            {input('phone', 'tel', 'tel')}
            <div className={styles.dates}>
              <div>{input('from', 'date')}</div>
              <div>{input('to', 'date')}</div>
            </div>
            <fieldset className={styles.halfDays}>
              <legend>{text.halfDays}</legend>
              {(['morning', 'afternoon'] as const).map((half) => (
                <label key={half}>
                  <input type="checkbox" name={half} checked={fields[half]} onChange={(e) => set(half, e.target.checked)} {...errorAria('halfDays')} />{' '}
                  {text[half]}
                </label>
              ))}
            </fieldset>
            {input('refs', 'text')}
            <label htmlFor={`${id}-message`}>{text.message}</label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={4}
              maxLength={2000}
              value={fields.message}
              onChange={(e) => set('message', e.target.value)}
              {...errorAria('message')}
            />
          </fieldset>
          {captcha.slot}
          <div aria-live="polite" className={styles.status}>
            {status.kind === 'invalid' && (
              <p id={`${id}-error`} className={styles.error}>
                {status.message}
              </p>
            )}
            {status.kind === 'failed' && <p className={styles.error}>{text.failed}</p>}
          </div>
          <button type="submit" className={styles.send} disabled={locked}>
            {status.kind === 'sending' ? text.sending : text.send}
          </button>
          {language === 'en' && <PrivacyPolicyNote className={styles.privacy} />}
        </form>
      )}
    </section>
  );
}
