import { useId } from 'react';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n';
import { approximateText } from '../lib/convert';
import { useConversion } from '../lib/use-conversion';
import styles from './currency.module.css';

const TEXT = {
  en: { rateOf: (day: string) => `ECB reference rate of ${day}` },
  it: { rateOf: (day: string) => `Tasso di riferimento BCE del ${day}` },
} as const;

interface ApproximatePriceProps {
  /** The price in euro; nothing is shown for 0 ("please call"). */
  euros: number | null | undefined;
  /** The top of a range that starts at `euros` (an estimate's total). */
  upTo?: number;
  sold: boolean;
  className?: string;
  /**
   * Whether the line takes the keyboard's focus to show the rate's day. Not inside a link
   * (a card): there the card link's focus shows it.
   */
  focusable?: boolean;
}

/**
 * '≈ £612,000' beside a euro price, in the currency the visitor picked, with the rate's day
 * on hover and focus. Nothing while euro is picked, when sold or priced "please call", or
 * while there are no rates to show: the server's first screen is in euro, and this appears
 * once the page has started.
 */
export function ApproximatePrice({ euros, upTo, sold, className, focusable = false }: ApproximatePriceProps) {
  const language = useLanguage();
  const conversion = useConversion();
  const noteId = useId();
  if (!conversion || sold || !euros) return null;
  const note = TEXT[language].rateOf(formatDate(conversion.date, language) ?? conversion.date);
  return (
    <span
      className={`${styles.approx} ${className ?? ''}`}
      data-approximate-price={conversion.currency}
      tabIndex={focusable ? 0 : undefined}
      aria-describedby={noteId}
    >
      {approximateText(euros, conversion, language, upTo)}
      <span id={noteId} className={styles.rateNote}>
        {note}
      </span>
    </span>
  );
}
