import { useId, type InputHTMLAttributes } from 'react';
import styles from './editor.module.css';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input for the edit layer. */
export function TextField({ label, value, onChange, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
    </div>
  );
}
