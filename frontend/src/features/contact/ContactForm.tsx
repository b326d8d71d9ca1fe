import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormStatusMessage, formStyles, NoScriptSendNote, TextAreaField, TextField } from '@/components/form';
import { useLanguage } from '@/lib/i18n';
import { errorIdFor } from '@/lib/field-error';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useMailForm } from '@/lib/use-mail-form';
import { contactSchema, type ContactMessages } from './contact-schema';

export interface ContactFormText {
  heading: string;
  name: string;
  email: string;
  message: string;
  send: string;
  sending: string;
  success: string;
  failure: string;
  privacy: string;
  subject: string;
  source: string;
  messages: ContactMessages;
}

export function ContactForm({ text }: { text: ContactFormText }) {
  const language = useLanguage();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const { status, submit, locked, captcha } = useMailForm({
    schema: contactSchema(text.messages),
    toMail: (form) => ({
      subject: text.subject,
      message: form.message,
      fields: { name: form.name, email: form.email },
    }),
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, status);
  const messageId = `${useId()}-message`;
  const errorId = (field: keyof typeof values) => errorIdFor(status, field, messageId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };
  const update = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form ref={formRef} method="post" className={formStyles.form} onSubmit={onSubmit} onFocus={captcha.onFocus} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={formStyles.heading}>
        {text.heading}
      </h2>
      <NoScriptSendNote language={language} />
      <TextField label={text.name} name="name" autoComplete="name" value={values.name} onChange={update('name')} disabled={locked} errorId={errorId('name')} />
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={update('email')}
        disabled={locked}
        errorId={errorId('email')}
      />
      <TextAreaField label={text.message} name="message" value={values.message} onChange={update('message')} disabled={locked} errorId={errorId('message')} />
      <FormStatusMessage id={messageId} status={status} successText={text.success} failureText={text.failure} sendingText={text.sending} />
      {captcha.slot}
      {status.kind !== 'sent' && (
        <div>
          <button type="submit" className="button button-primary" disabled={locked}>
            {text.send}
          </button>
        </div>
      )}
      <p className={formStyles.note}>{text.privacy}</p>
      <PrivacyPolicyNote className={formStyles.note} />
    </form>
  );
}
