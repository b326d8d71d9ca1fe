import { formatNumber } from '@/lib/format-number';
import { dayText } from '../lib/day-text';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, chartSummary } from '../lib/daily-chart';
import type { StatisticsDay } from '../types';
import staff from '@/components/staff-page/StaffPage.module.css';
import styles from './Statistics.module.css';

/**
 * Views (bars) and visitors (line) per day, drawn as plain SVG. The picture is one image named
 * by a sentence of what it shows; the numbers themselves are in a table under it, for screen
 * readers and for anyone who wants the exact count of a day.
 */
export function DailyChart({ daily }: { daily: readonly StatisticsDay[] }) {
  const { bars, visitorLine, top } = chartGeometry(daily);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={chartSummary(daily)}>
        {bars.map((bar) => (
          <rect key={bar.day} className={styles.bar} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
        ))}
        <polyline className={styles.visitorLine} points={visitorLine} />
      </svg>
      <figcaption>
        {daily.length > 0 && (
          <span className={styles.axis}>
            <span>{dayText(daily[0].day)}</span>
            <span>{dayText(daily[daily.length - 1].day)}</span>
          </span>
        )}
        <span className={styles.legend}>
          <span>
            <span className={`${styles.key} ${styles.keyViews}`} aria-hidden="true" />
            Views (top of the chart: {formatNumber(top, 'en')})
          </span>
          <span>
            <span className={`${styles.key} ${styles.keyVisitors}`} aria-hidden="true" />
            Visitors
          </span>
        </span>
      </figcaption>
      <details>
        <summary>The numbers, day by day</summary>
        <div className={staff.scroller}>
          <table className={staff.table}>
            <caption>Views and visitors per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className={styles.number}>
                  Views
                </th>
                <th scope="col" className={styles.number}>
                  Visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{dayText(day.day)}</th>
                  <td className={styles.number}>{formatNumber(day.views, 'en')}</td>
                  <td className={styles.number}>{formatNumber(day.visitors, 'en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
