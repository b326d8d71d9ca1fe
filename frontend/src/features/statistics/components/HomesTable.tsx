import { Link } from 'react-router-dom';
import { useEveryHome } from '@/features/property-data';
import { statisticsHref, type StatisticsView } from '../lib/statistics-view';
import staff from '@/components/staff-page/StaffPage.module.css';
import styles from './Statistics.module.css';

/**
 * Her homes, as the list orders them (newest first), each linked to its figures over the
 * period shown: she picks a home by its name rather than by a ref she has to know. The
 * figures are one request per home (`/stats/properties/{ref}`), so they open on a click rather
 * than fill a column here.
 */
export function HomesTable({ view }: { view: StatisticsView }) {
  const homes = useEveryHome();
  return (
    <section aria-labelledby="statistics-homes" className={styles.homes}>
      <h3 id="statistics-homes">Your homes</h3>
      {homes.isError ? (
        <p role="alert">{homes.error.message}</p>
      ) : !homes.data ? (
        <p role="status">Loading your homes…</p>
      ) : homes.data.length === 0 ? (
        <p>No homes yet.</p>
      ) : (
        <div className={staff.scroller}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">Home</th>
                <th scope="col">Ref</th>
              </tr>
            </thead>
            <tbody>
              {homes.data.map((home) => (
                <tr key={home.ref}>
                  <th scope="row">
                    <Link to={statisticsHref({ ...view, ref: home.ref })} aria-current={view.ref === home.ref ? 'true' : undefined}>
                      {home.listing_title.trim() || `Ref ${home.ref}`}
                    </Link>
                  </th>
                  <td>{home.ref}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
