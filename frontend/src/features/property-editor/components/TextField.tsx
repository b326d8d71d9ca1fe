import { useId, type InputHTMLAttributes } from 'react';
import { DEFAULT_TEXT_HINT, defaultTextProps, isDefaultText } from '@/lib/default-text';
import styles from './editor.module.css';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text a new property starts with here: while it is left, it reads as a hint. */
  defaultText?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input for the edit layer. */
export function TextField({ label, value, onChange, className, defaultText, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-default`;
  const isDefault = isDefaultText(value, defaultText);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={isDefault ? hintId : undefined}
        {...defaultTextProps(value, defaultText)}
        {...rest}
      />
      {isDefault && (
        <p id={hintId} className={styles.defaultHint}>
          {DEFAULT_TEXT_HINT}
        </p>
      )}
    </div>
  );
}
