import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './badges.module.css';

/**
 * The energy class Italian law asks for on every sale advertisement, named in the page's
 * language. The colour stripe follows the usual green-to-red scale; the text carries the meaning.
 */
export function EnergyClassBadge({ energyClass }: { energyClass: string | null | undefined }) {
  const label = CATALOGUE_TEXT[useLanguage()].facts.energyClass;
  if (!energyClass) return null;
  const scale = energyClass.charAt(0).toUpperCase();
  return (
    <span className={`${styles.badge} ${styles.energy}`} data-scale={scale}>
      {label} <strong>{energyClass}</strong>
    </span>
  );
}
