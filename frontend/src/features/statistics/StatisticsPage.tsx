import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/components/usePageMeta';
import { STAFF_HEADS } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { PeriodSwitch } from './components/PeriodSwitch';
import { PropertyStatisticsSection } from './components/PropertyStatisticsSection';
import { SiteStatisticsSection } from './components/SiteStatisticsSection';
import { viewFrom } from './lib/statistics-view';
import pageStyles from '@/components/staff-page/StaffPage.module.css';
import styles from './components/Statistics.module.css';

/**
 * /staff/statistics (admin, agent): how the site and each home were seen over the last 7, 30
 * or 90 days, counted without cookies (issue 29). `?days=` holds the period, `?ref=` the home.
 */
export function StatisticsPage() {
  usePageMeta({ ...STAFF_HEADS.statistics, canonical: paths.staffStatistics });
  const [search] = useSearchParams();
  const view = viewFrom(search);
  const mayRead = useCan('readStatistics');

  if (!mayRead) {
    return (
      <section className="container section">
        <h1>Statistics</h1>
        <p role="alert">Sign in as an admin or agent to read the statistics.</p>
      </section>
    );
  }

  return (
    <section className="container section">
      <div className={pageStyles.header}>
        <h1>Statistics</h1>
        <PeriodSwitch view={view} />
      </div>
      <p className={styles.note}>
        Counted without cookies and without storing anything in visitors’ browsers; robots and staff who are signed in are left out. A visitor is counted once a
        day: someone who comes back on three days counts three times.
      </p>
      <PropertyStatisticsSection view={view} />
      <SiteStatisticsSection days={view.days} />
    </section>
  );
}
