import { Link } from 'react-router-dom';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

/** Spec §8 leaves the page empty when a ref fails to load; a short note is kinder. */
export function PropertyNotFound({ reason }: { reason: 'missing' | 'failed' }) {
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language].notFound;
  return (
    <div className={styles.notFound} role="status">
      <h1>{reason === 'missing' ? words.missing : words.failed}</h1>
      <p>{reason === 'missing' ? words.missingText : words.failedText}</p>
      <p>
        <Link to={CATALOGUE_PATHS[language].listPage(1)}>{words.browse}</Link>
      </p>
    </div>
  );
}
