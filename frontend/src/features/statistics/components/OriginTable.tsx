import { formatNumber } from '@/lib/format-number';
import { originLabel } from '../lib/origin-labels';
import type { StatisticsOrigin } from '../types';
import staff from '@/components/staff-page/StaffPage.module.css';
import styles from './Statistics.module.css';

/**
 * Where the views came from (portals, search engines, …), the most first, with each one's
 * share. `heading` names whose visits they are: the site's and a home's are on one screen.
 * `counted` names what the numbers are: the site counts visits by where they began (a
 * visit's later pages are not counted again), a home counts each of its views, those reached
 * from the site's own pages included.
 */
export function OriginTable({
  heading,
  origins,
  empty,
  counted,
}: {
  heading: string;
  origins: readonly StatisticsOrigin[];
  empty: string;
  counted: 'Visits' | 'Views';
}) {
  const total = origins.reduce((sum, origin) => sum + origin.views, 0);
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      {total === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={staff.scroller}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">Origin</th>
                <th scope="col" className={styles.number}>
                  {counted}
                </th>
                <th scope="col" className={styles.number}>
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {origins.map((origin) => (
                <tr key={origin.origin}>
                  <th scope="row">{originLabel(origin.origin)}</th>
                  <td className={styles.number}>{formatNumber(origin.views, 'en')}</td>
                  <td className={styles.number}>{formatNumber((origin.views / total) * 100, 'en')}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
