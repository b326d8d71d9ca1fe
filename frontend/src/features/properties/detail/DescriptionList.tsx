import styles from './detail.module.css';

export function DescriptionList({ entries, lang }: { entries: readonly string[]; lang?: 'en' }) {
  if (entries.length === 0) return null;
  return (
    <ul className={styles.descriptionList} lang={lang}>
      {entries.map((entry, index) => (
        <li key={`${index}-${entry}`}>{entry}</li>
      ))}
    </ul>
  );
}
