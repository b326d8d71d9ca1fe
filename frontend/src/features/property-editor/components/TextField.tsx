import { useId, type InputHTMLAttributes } from 'react';
import { DEFAULT_TEXT_HINT, defaultTextProps, isDefaultText } from '@/lib/default-text';
import styles from './editor.module.css';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text a new property starts with here: while it is left, it reads as a hint. */
  defaultText?: string;
  /** A line under the label saying what the field is for, in her words. */
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input for the edit layer, with its hint and the default-text note read with it. */
export function TextField({ label, value, onChange, className, defaultText, hint, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const defaultId = `${id}-default`;
  const isDefault = isDefaultText(value, defaultText);
  const describedBy = [hint ? hintId : null, isDefault ? defaultId : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
        {...defaultTextProps(value, defaultText)}
        {...rest}
      />
      {isDefault && (
        <p id={defaultId} className={styles.defaultHint}>
          {DEFAULT_TEXT_HINT}
        </p>
      )}
    </div>
  );
}
