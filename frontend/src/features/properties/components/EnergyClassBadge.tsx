import styles from './badges.module.css';

/**
 * The energy class Italian law asks for on every sale advertisement. The colour stripe
 * follows the usual green-to-red scale; the text carries the meaning.
 */
export function EnergyClassBadge({ energyClass }: { energyClass: string | null | undefined }) {
  if (!energyClass) return null;
  const scale = energyClass.charAt(0).toUpperCase();
  return (
    <span className={`${styles.badge} ${styles.energy}`} data-scale={scale}>
      Energy class <strong>{energyClass}</strong>
    </span>
  );
}
