import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './detail.module.css';

/** Spec §8 leaves the page empty when a ref fails to load; a short note is kinder. */
export function PropertyNotFound({ reason }: { reason: 'missing' | 'failed' }) {
  return (
    <div className={styles.notFound} role="status">
      <h1>{reason === 'missing' ? 'Property not found' : 'This property could not be loaded'}</h1>
      <p>
        {reason === 'missing'
          ? 'This property is no longer on our books, or the link is mistyped.'
          : 'Please try again in a moment.'}
      </p>
      <p>
        <Link to={paths.propertyListPage(1)}>See the homes for sale</Link>
      </p>
    </div>
  );
}
