import { useState } from 'react';
import { useOwnerLog } from '../api/get-owner-log';
import { romeTime } from '../lib/rome-day';
import type { OwnerLogEntry } from '../types';
import styles from './OwnerPanel.module.css';

const DONE: Record<OwnerLogEntry['action'], string> = {
  recorded: 'Owner recorded',
  removed: 'Owner removed',
  report_sent: 'Report mailed',
  monthly_report_sent: 'Monthly report mailed',
};

/** The home's entries of the owner log (admin only): read when she opens it. */
export function OwnerLog({ propertyRef }: { propertyRef: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.log} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Owner log</summary>
      {open && <OwnerLogEntries propertyRef={propertyRef} />}
    </details>
  );
}

function OwnerLogEntries({ propertyRef }: { propertyRef: string }) {
  const log = useOwnerLog(propertyRef);
  if (log.isError) return <p role="alert">{log.error.message}</p>;
  if (!log.data) return <p role="status">Loading the owner log…</p>;
  if (log.data.length === 0) return <p className={styles.empty}>Nothing has been done to this home&rsquo;s owner yet.</p>;
  return (
    <ol className={styles.logEntries}>
      {log.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          {romeTime(entry.at)}: {DONE[entry.action]} ({entry.email}) by {entry.by}
        </li>
      ))}
    </ol>
  );
}
