import { Link } from 'react-router-dom';
import { PERIODS, statisticsHref, type StatisticsView } from '../lib/statistics-view';
import styles from './Statistics.module.css';

/** The last 7, 30 or 90 days: each a link, so the period is in the address and survives a reload. */
export function PeriodSwitch({ view }: { view: StatisticsView }) {
  return (
    <nav aria-label="Period">
      <ul className={styles.periods}>
        {PERIODS.map((days) => (
          <li key={days}>
            <Link to={statisticsHref({ ...view, days })} aria-current={view.days === days ? 'true' : undefined}>
              {days} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
