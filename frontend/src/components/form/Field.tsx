import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldErrorProps } from '@/lib/field-error';
import styles from './Form.module.css';

interface FieldBase {
  label: string;
  hint?: string;
  /** The id of the form's message while it is about this field (`errorIdFor`): the control is then invalid and described by it. */
  errorId?: string;
}

type ControlProps = ReturnType<typeof fieldErrorProps> & { id: string };

/** A labelled control with its optional hint; `control` gets its id and ARIA (hint, error). */
function Field({ label, hint, errorId, control }: FieldBase & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {control({ id, ...fieldErrorProps(errorId, hint ? hintId : undefined) })}
    </div>
  );
}

/** An input, `type="text"` unless told otherwise: stated, because HTML_CodeSniffer judges an
 * `autocomplete` token (e.g. "name") against the written type, not the default one. */
export function TextField({ label, hint, errorId, type = 'text', ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} hint={hint} errorId={errorId} control={(aria) => <input className={styles.input} {...aria} type={type} {...input} />} />;
}

export function TextAreaField({ label, hint, errorId, ...textarea }: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label} hint={hint} errorId={errorId} control={(aria) => <textarea className={styles.textarea} rows={6} {...aria} {...textarea} />} />;
}
