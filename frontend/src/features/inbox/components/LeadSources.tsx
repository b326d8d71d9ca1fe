import { useId, useState } from 'react';
import { useLeadSources, type SourcePeriod } from '../api/get-lead-sources';
import styles from './Inbox.module.css';
import staff from '@/components/staff-page/StaffPage.module.css';

/** What the table calls leads with no source: they came straight, or their browser told nothing. */
export const NO_SOURCE = 'Direct or unknown';

/** Leads counted by where they came from, over the days chosen (both included; blank is open). */
export function LeadSources() {
  const [period, setPeriod] = useState<SourcePeriod>({ from: '', to: '' });
  const counts = useLeadSources(period);
  const id = useId();
  const reversed = period.from !== '' && period.to !== '' && period.from > period.to;

  return (
    <section className={styles.sources} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sourcesHeading}>
        Leads by source
      </h2>
      <div className={styles.period}>
        <label>
          From <input type="date" value={period.from} max={period.to || undefined} onChange={(event) => setPeriod({ ...period, from: event.target.value })} />
        </label>
        <label>
          To <input type="date" value={period.to} min={period.from || undefined} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />
        </label>
      </div>
      {reversed ? (
        <p role="alert">The first day must not be after the last.</p>
      ) : counts.isError ? (
        <p role="alert">{counts.error.message}</p>
      ) : !counts.data ? (
        <p role="status">Counting leads…</p>
      ) : counts.data.sources.length === 0 ? (
        <p>No leads in this period.</p>
      ) : (
        <div className={staff.scroller}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {counts.data.sources.map((row) => (
                <tr key={row.source ?? ''}>
                  <th scope="row">{row.source ?? NO_SOURCE}</th>
                  <td>{row.leads}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">All leads</th>
                <td>{counts.data.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
