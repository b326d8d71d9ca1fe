import { Link } from 'react-router-dom';
import { useSiteStatistics } from '../api/get-site-statistics';
import { periodDates, periodName } from '../lib/period-text';
import { isSitePage } from '../lib/site-page';
import type { Period } from '../lib/statistics-view';
import { DailyChart } from './DailyChart';
import { EmptySearches } from './EmptySearches';
import { Figures } from './Figures';
import { OriginTable } from './OriginTable';
import { RankedTable } from './RankedTable';
import styles from './Statistics.module.css';

/** A page of this site, as a link to it; any other key (a path no route draws, "other") as text. */
const pageLink = (path: string) => (isSitePage(path) ? <Link to={path}>{path}</Link> : path);

/** The whole site over the period: totals, the daily chart, the top lists and the empty searches. */
export function SiteStatisticsSection({ days }: { days: Period }) {
  const statistics = useSiteStatistics(days);
  const period = periodName(days);

  return (
    <section className={styles.section} aria-labelledby="site-statistics">
      <h2 id="site-statistics">The whole site</h2>
      {statistics.isError ? (
        <p role="alert">{statistics.error.message}</p>
      ) : !statistics.data ? (
        <p role="status">Counting visits…</p>
      ) : (
        <>
          <p className={styles.period}>{periodDates(statistics.data)}</p>
          <Figures
            figures={[
              { label: 'Page views', value: statistics.data.views },
              { label: 'Visitors', value: statistics.data.visitors },
              { label: 'Enquiries', value: statistics.data.enquiries },
              { label: 'Viewing requests', value: statistics.data.viewing_requests },
              { label: 'Brochure prints', value: statistics.data.brochure_prints },
              { label: 'Clicks from alert mails', value: statistics.data.alert_clicks },
            ]}
          />
          {statistics.data.views === 0 ? (
            <p>No visits counted in {period} yet.</p>
          ) : (
            <>
              <DailyChart daily={statistics.data.daily} />
              <div className={styles.tables}>
                <RankedTable heading="Most viewed pages" entries={statistics.data.top_pages} keyName="Page" countName="Views" empty={`No pages viewed in ${period}.`} renderKey={pageLink} />
                <RankedTable
                  heading="Landing pages"
                  explanation="The pages visits began on."
                  entries={statistics.data.top_entries}
                  keyName="Page"
                  countName="Visits"
                  empty={`No visits began in ${period}.`}
                  renderKey={pageLink}
                />
                <RankedTable
                  heading="Exit pages"
                  explanation="The pages visitors' days on the site ended on: the last page each saw that day."
                  entries={statistics.data.top_exits}
                  keyName="Page"
                  countName="Visitors whose day ended here"
                  visitorsName={null}
                  empty={`No visits ended in ${period}.`}
                  renderKey={pageLink}
                />
                <RankedTable heading="Referring sites" entries={statistics.data.top_referrers} keyName="Site" countName="Visits" empty={`No other site sent visits in ${period}.`} />
                <RankedTable
                  heading="Campaigns"
                  explanation="Links tagged with utm_source, utm_medium and utm_campaign."
                  entries={statistics.data.top_campaigns}
                  keyName="Campaign"
                  countName="Visits"
                  empty={`No campaign links were followed in ${period}.`}
                />
                <OriginTable counted="Visits" heading="Where visits came from" origins={statistics.data.origins} empty={`No visits counted in ${period} yet.`} />
              </div>
            </>
          )}
          <div className={styles.tables}>
            <EmptySearches entries={statistics.data.empty_searches} period={period} />
          </div>
        </>
      )}
    </section>
  );
}
