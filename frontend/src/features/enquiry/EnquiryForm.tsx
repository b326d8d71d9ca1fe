import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { NoScriptSendNote } from '@/components/form';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { onEnquiryAsked } from './ask-in-enquiry';
import { errorIdFor, fieldErrorProps } from '@/lib/field-error';
import { useCaptchaSubmit } from '@/lib/use-captcha-submit';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useLanguage, type Language } from '@/lib/i18n';
import { checkEnquiryIn, ENQUIRY_MESSAGE_MAX, type Enquiry } from './enquiry-schema';
import { useSendEnquiry, type SendEnquiry } from './send-enquiry';
import styles from './EnquiryForm.module.css';

/**
 * The form's words: the spec's English, and on the Italian pages Italian that speaks to the
 * reader as 'Lei', as every Italian form does (issue #43: the forms mixed 'tu' and 'Lei').
 */
const TEXT: Record<Language, Record<string, string>> = {
  en: {
    heading: 'Enquire about this property!',
    headingMany: 'Enquire about these homes',
    legend: 'Your details and message',
    name: 'Name',
    ref: 'Reference number',
    refs: 'Reference numbers',
    email: 'Email',
    message: 'Message',
    characters: 'characters',
    sent: 'The message was sent successfully!',
    failed: 'There was a problem sending the message. Try again soon or send us an email.',
    sending: 'Sending…',
    send: 'Send enquiry',
    privacy: 'We use your details only to answer this enquiry. They are never passed on to anyone else.',
  },
  it: {
    heading: 'Richieda informazioni su questo immobile',
    headingMany: 'Richieda informazioni su questi immobili',
    legend: 'I suoi dati e il messaggio',
    name: 'Nome',
    ref: 'Numero di riferimento',
    refs: 'Numeri di riferimento',
    email: 'Email',
    message: 'Messaggio',
    characters: 'caratteri',
    sent: 'Messaggio inviato con successo!',
    failed: "C'è stato un problema. Riprovi più tardi o ci scriva un'email.",
    sending: 'Invio in corso…',
    send: 'Invia la richiesta',
    privacy: 'Usiamo i suoi dati solo per rispondere a questa richiesta. Non li condividiamo con nessuno.',
  },
};

interface EnquiryFormProps {
  propertyRef: string;
  /** Several homes at once (the shortlist's "one enquiry for all"): named, not typed. */
  refs?: readonly string[];
  /** How the enquiry goes out; defaults to the app's mail sender. */
  send?: SendEnquiry;
}

/** Spec §2 'Enquire about this property!': idle → invalid | sending → sent | failed. */
export function EnquiryForm({ propertyRef, refs, send }: EnquiryFormProps) {
  const defaultSend = useSendEnquiry();
  const sendEnquiry = send ?? defaultSend;
  const id = useId();
  const language = useLanguage();
  const text = TEXT[language];
  const [fields, setFields] = useState<Record<keyof Enquiry, string>>({
    name: '',
    ref: refs ? refs.join(', ') : propertyRef,
    email: '',
    message: '',
  });
  const { status, submit, locked, captcha } = useCaptchaSubmit({
    check: checkEnquiryIn(language),
    deliver: (enquiry: Enquiry, token: string) => sendEnquiry(refs ? { ...enquiry, refs } : enquiry, token),
    failureLog: 'Enquiry not sent',
  });

  const update = (field: keyof Enquiry) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  // The message names the first wrong field: that field is marked, described by it and focused.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, status);
  const errorAria = (field: keyof Enquiry, describedBy?: string) => fieldErrorProps(errorIdFor(status, field, `${id}-error`), describedBy);

  // A part of the page asked for something (a document on request): the message says what,
  // and the visitor lands on the form to add their details.
  const messageInput = useRef<HTMLTextAreaElement>(null);
  useEffect(
    () =>
      onEnquiryAsked((message) => {
        setFields((current) => ({ ...current, message: message.slice(0, ENQUIRY_MESSAGE_MAX) }));
        messageInput.current?.focus({ preventScroll: true });
        // Not every environment scrolls (jsdom has no layout).
        messageInput.current?.scrollIntoView?.({ block: 'center' });
      }),
    [],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(fields);
  };

  return (
    <section className={styles.enquiry} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{refs ? text.headingMany : text.heading}</h2>
      {/* post: were it ever sent as a plain form, nothing typed would go into the address. */}
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={captcha.onFocus} className={styles.form}>
        <NoScriptSendNote language={language} />
        <fieldset disabled={locked} className={styles.fields}>
          {/* The group's name for assistive technology; the heading above says it on screen. */}
          <legend className="visually-hidden">{text.legend}</legend>
          <label htmlFor={`${id}-name`}>{text.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            value={fields.name}
            onChange={(e) => update('name')(e.target.value)}
            {...errorAria('name')}
          />
          <label htmlFor={`${id}-ref`}>{refs ? text.refs : text.ref}</label>
          {refs ? (
            <input id={`${id}-ref`} name="refs" value={fields.ref} readOnly {...errorAria('ref')} />
          ) : (
            <input
              id={`${id}-ref`}
              name="ref"
              value={fields.ref}
              maxLength={3}
              onChange={(e) => update('ref')(e.target.value)}
              {...errorAria('ref')}
            />
          )}
          <label htmlFor={`${id}-email`}>{text.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(e) => update('email')(e.target.value)}
            {...errorAria('email')}
          />
          <label htmlFor={`${id}-message`}>{text.message}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            ref={messageInput}
            rows={6}
            maxLength={ENQUIRY_MESSAGE_MAX}
            value={fields.message}
            onChange={(e) => update('message')(e.target.value)}
            {...errorAria('message', `${id}-count`)}
          />
          <p id={`${id}-count`} className={styles.counter}>
            {fields.message.length}/{ENQUIRY_MESSAGE_MAX} {text.characters}
          </p>
        </fieldset>
        {captcha.slot}
        <div aria-live="polite" className={styles.status}>
          {status.kind === 'invalid' && (
            <p id={`${id}-error`} className={styles.error}>
              {status.message}
            </p>
          )}
          {status.kind === 'failed' && <p className={styles.error}>{text.failed}</p>}
          {status.kind === 'sent' && <p className={styles.success}>{text.sent}</p>}
        </div>
        {status.kind !== 'sent' && (
          <button type="submit" className={styles.send} disabled={locked}>
            {status.kind === 'sending' ? text.sending : text.send}
          </button>
        )}
        <p className={styles.privacy}>{text.privacy}</p>
        <PrivacyPolicyNote className={styles.privacy} />
      </form>
    </section>
  );
}
