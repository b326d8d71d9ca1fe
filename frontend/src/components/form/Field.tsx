import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

interface FieldBase {
  label: string;
  hint?: string;
}

export function TextField({ label, hint, ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input id={id} className={styles.input} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
    </div>
  );
}

export function TextAreaField({ label, hint, ...textarea }: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea id={id} className={styles.textarea} rows={6} aria-describedby={hint ? `${id}-hint` : undefined} {...textarea} />
    </div>
  );
}
