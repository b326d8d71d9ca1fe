import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

interface FieldBase {
  label: string;
  hint?: string;
}

/** A labelled control with its optional hint; `control` gets the id and the hint's id. */
function Field({ label, hint, control }: FieldBase & { control: (id: string, describedBy: string | undefined) => ReactNode }) {
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
      {control(id, hint ? hintId : undefined)}
    </div>
  );
}

/** An input, `type="text"` unless told otherwise: stated, because HTML_CodeSniffer judges an
 * `autocomplete` token (e.g. "name") against the written type, not the default one. */
export function TextField({ label, hint, type = 'text', ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label} hint={hint} control={(id, describedBy) => <input id={id} className={styles.input} aria-describedby={describedBy} type={type} {...input} />} />;
}

export function TextAreaField({ label, hint, ...textarea }: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      label={label}
      hint={hint}
      control={(id, describedBy) => <textarea id={id} className={styles.textarea} rows={6} aria-describedby={describedBy} {...textarea} />}
    />
  );
}
