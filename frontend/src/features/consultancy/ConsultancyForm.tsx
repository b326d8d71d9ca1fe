import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormStatusMessage, formStyles, NoScriptSendNote, TextAreaField, TextField } from '@/components/form';
import { errorIdFor } from '@/lib/field-error';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useMailForm } from '@/lib/use-mail-form';
import { consultancySchema, type ConsultancyField } from './consultancy-schema';

const LABELS: Record<ConsultancyField, string> = {
  name: 'Name',
  email: 'Email',
  date: 'Preferred date',
  time: 'Preferred time',
  dream: 'Describe your dream home in Piedmont',
  timelineBudget: 'Your timeline and budget',
  other: 'Anything else I should know?',
};

const EMPTY: Record<ConsultancyField, string> = { name: '', email: '', date: '', time: '', dream: '', timelineBudget: '', other: '' };

export const CONSULTANCY_SUCCESS = 'Message sent successfully!';
export const CONSULTANCY_FAILURE = 'There was a problem sending the request. Try again soon or send me an email.';

export function ConsultancyForm() {
  const [values, setValues] = useState(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const { status, submit, locked, captcha } = useMailForm({
    schema: consultancySchema,
    toMail: (request) => ({ subject: 'Consultancy Request', fields: request }),
    // SPEC §4: on a validation error the page scrolls to the top of the form.
    onInvalid: () => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  });
  // The focus goes to the first wrong field without scrolling: the form's top stays in view.
  useFocusFirstInvalid(formRef, status, { preventScroll: true });
  const messageId = `${useId()}-message`;
  const errorId = (field: ConsultancyField) => errorIdFor(status, field, messageId);

  const update = (field: ConsultancyField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form ref={formRef} id="consultancy-request" method="post" className={formStyles.form} onSubmit={onSubmit} onFocus={captcha.onFocus} noValidate aria-labelledby="consultancy-form-heading">
      <h2 id="consultancy-form-heading" className={formStyles.heading}>
        Request a consultation
      </h2>
      <NoScriptSendNote language="en" />
      <FormStatusMessage id={messageId} status={status} successText={CONSULTANCY_SUCCESS} failureText={CONSULTANCY_FAILURE} sendingText="Sending your request…" />
      <div className={formStyles.row}>
        <TextField label={LABELS.name} name="name" autoComplete="name" value={values.name} onChange={update('name')} disabled={locked} errorId={errorId('name')} />
        <TextField
          label={LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          disabled={locked}
          errorId={errorId('email')}
        />
      </div>
      <div className={formStyles.row}>
        <TextField label={LABELS.date} name="date" type="date" min={today} value={values.date} onChange={update('date')} disabled={locked} errorId={errorId('date')} />
        <TextField
          label={LABELS.time}
          name="time"
          type="time"
          hint="Italian time (CET/CEST)"
          value={values.time}
          onChange={update('time')}
          disabled={locked}
          errorId={errorId('time')}
        />
      </div>
      <TextAreaField
        label={LABELS.dream}
        name="dream"
        hint="Town or countryside, views, land, number of bedrooms, a pool, a vineyard…"
        value={values.dream}
        onChange={update('dream')}
        disabled={locked}
        errorId={errorId('dream')}
      />
      <TextAreaField
        label={LABELS.timelineBudget}
        name="timelineBudget"
        hint="When you would like to buy, and the budget including renovation."
        value={values.timelineBudget}
        onChange={update('timelineBudget')}
        disabled={locked}
        rows={3}
        errorId={errorId('timelineBudget')}
      />
      <TextAreaField
        label={LABELS.other}
        name="other"
        hint="Properties you have already seen, questions about tax or residency, whether you prefer to meet by video."
        value={values.other}
        onChange={update('other')}
        disabled={locked}
        rows={3}
        errorId={errorId('other')}
      />
      {captcha.slot}
      {status.kind !== 'sent' && (
        <div>
          <button type="submit" className="button button-primary" disabled={locked}>
            Send request
          </button>
        </div>
      )}
      <p className={formStyles.note}>I use your details only to arrange and prepare the consultation. Payment is requested only after we have agreed a date.</p>
      <PrivacyPolicyNote className={formStyles.note} />
    </form>
  );
}
