import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { homeName, useEveryHome } from '@/features/property-data';
import { ApiError } from '@/lib/api/api-error';
import { usePropertyStatistics } from '../api/get-property-statistics';
import { periodDates, periodName } from '../lib/period-text';
import type { StatisticsView } from '../lib/statistics-view';
import type { PropertyStatistics } from '../types';
import { DailyChart } from './DailyChart';
import { Figures } from './Figures';
import { HomesTable } from './HomesTable';
import { OriginTable } from './OriginTable';
import { RefForm } from './RefForm';
import styles from './Statistics.module.css';

function daysOnMarket(days: number | null | undefined): string | number {
  return days == null ? 'Never listed' : days;
}

/**
 * One home over the period: its totals, chart and origins once chosen, then a field for a ref
 * she knows by heart and her homes to choose from.
 */
export function PropertyStatisticsSection({ view }: { view: StatisticsView }) {
  const statistics = usePropertyStatistics(view.ref, view.days);

  return (
    <section className={styles.section} aria-labelledby="property-statistics">
      <h2 id="property-statistics">One home</h2>
      {view.ref === '' ? (
        <p>Choose one of your homes below, or type its ref, to see how it was seen.</p>
      ) : statistics.isError ? (
        <p role="alert">
          {statistics.error instanceof ApiError && statistics.error.isNotFound ? `No property has the ref ${view.ref}.` : statistics.error.message}
        </p>
      ) : !statistics.data ? (
        <p role="status">Counting visits to ref {view.ref}…</p>
      ) : (
        <PropertyFigures statistics={statistics.data} />
      )}
      {/* The field before the list: a list of a hundred homes would hide it. */}
      <RefForm view={view} />
      <HomesTable view={view} />
    </section>
  );
}

function PropertyFigures({ statistics }: { statistics: PropertyStatistics }) {
  const period = periodName(statistics.days);
  const homes = useEveryHome().data;
  return (
    <>
      <p className={styles.period}>
        <strong className={styles.homeName}>{homeName(statistics.ref, homes)}</strong> (<Link to={paths.propertyDetail(statistics.ref)}>open its page</Link>).{' '}
        {periodDates(statistics)}
      </p>
      <Figures
        figures={[
          { label: 'Page views', value: statistics.views },
          { label: 'Visitors', value: statistics.visitors },
          { label: 'Enquiries', value: statistics.enquiries },
          { label: 'Viewing requests', value: statistics.viewing_requests },
          { label: 'Brochure prints', value: statistics.brochure_prints },
          { label: 'Clicks from alert mails', value: statistics.alert_clicks },
          { label: 'Alert mails naming it', value: statistics.alert_matches },
          { label: 'Days on market', value: daysOnMarket(statistics.days_on_market) },
        ]}
      />
      {statistics.views === 0 ? (
        <p>No visits to this home counted in {period} yet.</p>
      ) : (
        <>
          <DailyChart daily={statistics.daily} />
          <div className={styles.tables}>
            <OriginTable counted="Views" heading="Where its visits came from" origins={statistics.origins} empty={`No visits to this home counted in ${period} yet.`} />
          </div>
        </>
      )}
    </>
  );
}
