import form from '@/components/sign-up-form.module.css';

export interface SignUpFieldsProps {
  /** The form's `useId()`: fields are `${id}-email` and `${id}-consent`, the message `${id}-message`. */
  id: string;
  email: string;
  onEmailChange: (email: string) => void;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  /** While sending, nothing can be changed or sent again. */
  busy: boolean;
  /** The last check failed: the address is marked invalid for assistive technology. */
  invalid: boolean;
  texts: { emailLabel: string; emailPlaceholder: string; submit: string; consent: string };
}

/** The e-mail address, its submit button and the unticked consent box of a sign-up form
 * (newsletter, home alerts): one markup, so both read and behave alike. */
export function SignUpFields({
  id,
  email,
  onEmailChange,
  consent,
  onConsentChange,
  busy,
  invalid,
  texts,
}: SignUpFieldsProps) {
  return (
    <>
      <div className={form.row}>
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {texts.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          className={form.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={texts.emailPlaceholder}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-message`}
          disabled={busy}
        />
        <button className="button button-gold" type="submit" disabled={busy}>
          {texts.submit}
        </button>
      </div>
      <div className={form.consent}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
          disabled={busy}
        />
        <label htmlFor={`${id}-consent`}>{texts.consent}</label>
      </div>
    </>
  );
}
