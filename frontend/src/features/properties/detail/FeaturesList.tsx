import styles from './detail.module.css';

/** Features as the server writes them, sqm entries already carrying sq ft / acres. */
export function FeaturesList({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        Features
      </h2>
      <ul className={styles.features}>
        {features.map((feature, index) => (
          <li key={`${index}-${feature}`}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
