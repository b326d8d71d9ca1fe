import styles from './detail.module.css';

export function DescriptionList({ entries }: { entries: readonly string[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className={styles.descriptionList}>
      {entries.map((entry, index) => (
        <li key={`${index}-${entry}`}>{entry}</li>
      ))}
    </ul>
  );
}
