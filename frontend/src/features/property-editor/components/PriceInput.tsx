import { useId, useLayoutEffect, useRef, useState } from 'react';
import { priceText, priceValue, typePrice } from '../lib/price-typing';
import styles from './editor.module.css';

interface PriceInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * The price in whole euros, grouped as she types ('1,250,000'): a text input, since a number
 * input cannot show separators, that keeps only digits (so never below 0) and hands the
 * editor a number. The caret stays beside the digit she typed when the separators move.
 */
export function PriceInput({ label, value, onChange }: PriceInputProps) {
  const id = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(() => priceText(value));
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  // A value set from outside (a reset) replaces what was typed.
  const shown = priceValue(typed) === value ? typed : priceText(value);

  useLayoutEffect(() => {
    if (caret && input.current === document.activeElement) input.current?.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={hintId}
        value={shown}
        onChange={(event) => {
          const next = typePrice(event.target.value, event.target.selectionStart ?? event.target.value.length);
          setTyped(next.text);
          setCaret({ at: next.caret });
          onChange(next.value);
        }}
      />
      <span id={hintId} className={styles.note}>
        Whole euros; 0 shows &lsquo;Please call&rsquo;.
      </span>
    </div>
  );
}
