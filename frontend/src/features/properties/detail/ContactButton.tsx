import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './buyer-first.module.css';

/** Where the contact buttons lead: the enquiry form's block on the same page. */
export const ENQUIRY_ANCHOR = 'enquire';

/** A link styled as a button: it jumps to the enquiry form, with or without script. */
export function ContactButton({ className }: { className?: string }) {
  return (
    <a className={`${styles.contactButton} ${className ?? ''}`} href={`#${ENQUIRY_ANCHOR}`}>
      {CATALOGUE_TEXT[useLanguage()].contact}
    </a>
  );
}
