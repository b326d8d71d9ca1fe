import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

/** Features as the server writes them, sqm entries already carrying sq ft / acres. */
export function FeaturesList({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <DetailSection id="features-title" title="Features">
      <ul className={styles.features}>
        {features.map((feature, index) => (
          <li key={`${index}-${feature}`}>{feature}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
