import { useId } from 'react';
import { useLanguage } from '@/lib/i18n';
import { chooseCurrency, CURRENCIES, parseCurrency, usePreferredCurrency } from '../lib/preference';
import styles from './currency.module.css';

const TEXT = {
  en: { label: 'Currency' },
  it: { label: 'Valuta' },
} as const;

/** The currency prices are also shown in ('≈ £612,000'); the choice stays in this browser. */
export function CurrencyPicker({ className }: { className?: string }) {
  const language = useLanguage();
  const currency = usePreferredCurrency();
  const id = useId();
  return (
    <div className={`${styles.picker} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {TEXT[language].label}
      </label>
      <select id={id} className={styles.select} value={currency} onChange={(event) => chooseCurrency(parseCurrency(event.target.value))}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
