import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format-number';
import type { StatisticsEntry } from '../types';
import staff from '@/components/staff-page/StaffPage.module.css';
import styles from './Statistics.module.css';

interface RankedTableProps {
  heading: string;
  /** One line under the heading saying what the list is, when its name does not. */
  explanation?: string;
  entries: readonly StatisticsEntry[];
  /** The first column's name: 'Page', 'Site', 'Campaign', 'Search'. */
  keyName: string;
  /** The count's name: 'Views', 'Visits', 'Times'. */
  countName: string;
  /**
   * The distinct visitors' column name; null leaves the column out, for a list whose count is
   * its visitors already (the exit pages: the API gives both as the same number).
   */
  visitorsName?: string | null;
  /** What shows when the list is empty. */
  empty: string;
  /** How an entry's key is shown (a link, a readable text); the key itself when left out. */
  renderKey?: (key: string) => ReactNode;
}

/** One of the period's top-ten lists, the most first, with how many distinct visitors each had. */
export function RankedTable({ heading, explanation, entries, keyName, countName, visitorsName = 'Visitors', empty, renderKey = (key) => key }: RankedTableProps) {
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      {explanation && <p>{explanation}</p>}
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={staff.scroller}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">{keyName}</th>
                <th scope="col" className={styles.number}>
                  {countName}
                </th>
                {visitorsName !== null && (
                  <th scope="col" className={styles.number}>
                    {visitorsName}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.key}>
                  <th scope="row">{renderKey(entry.key)}</th>
                  <td className={styles.number}>{formatNumber(entry.count, 'en')}</td>
                  {visitorsName !== null && <td className={styles.number}>{formatNumber(entry.visitors, 'en')}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
