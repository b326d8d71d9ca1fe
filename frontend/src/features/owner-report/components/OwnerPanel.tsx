import { useId, useState } from 'react';
import { usePropertyOwner } from '../api/get-owner';
import type { Notice } from '../lib/notice';
import type { OwnerReportLink } from '../types';
import { useCan } from '@/lib/session';
import { OwnerForm } from './OwnerForm';
import { OwnerLog } from './OwnerLog';
import { OwnerSummary } from './OwnerSummary';
import { ReportButtons } from './ReportButtons';
import { SentReportLink } from './SentReportLink';
import styles from './OwnerPanel.module.css';

/** The home's owner and their report, in the property editor (staff only, issue #29). */
export function OwnerPanel({ propertyRef }: { propertyRef: string }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Owner
      </h2>
      <p className={styles.note}>Only staff see the owner&rsquo;s details: they are never shown to visitors.</p>
      <OwnerDetails propertyRef={propertyRef} />
    </section>
  );
}

/** The owner's form (empty when none is recorded), the report's buttons and what they did. */
function OwnerDetails({ propertyRef }: { propertyRef: string }) {
  const owner = usePropertyOwner(propertyRef);
  // Where the reports go is the admin's to say (the server refuses an agent's change): an
  // agent reads the owner and sends the report.
  const mayManage = useCan('manageOwners');
  const [notice, setNotice] = useState<Notice>(null);
  const [sent, setSent] = useState<OwnerReportLink | null>(null);

  if (owner.isError) {
    return (
      <p role="alert" className={styles.problem}>
        {owner.error.message}
      </p>
    );
  }
  if (owner.isPending) return <p role="status">Loading the owner…</p>;

  const recorded = owner.data;
  return (
    <>
      {!recorded && <p className={styles.empty}>No owner is recorded for this home yet.</p>}
      {mayManage ? (
        // Keyed by what is stored: after a save or a removal the form shows the stored owner.
        <OwnerForm
          key={JSON.stringify(recorded)}
          propertyRef={propertyRef}
          owner={recorded}
          onNotice={setNotice}
          onRemoved={() => setSent(null)}
        />
      ) : (
        <OwnerSummary owner={recorded} />
      )}
      <ReportButtons propertyRef={propertyRef} owner={recorded} onNotice={setNotice} onSent={setSent} onRevoked={() => setSent(null)} />
      <p role="status" className={styles.status}>
        {notice?.tone === 'done' ? notice.text : ''}
      </p>
      <p role="alert" className={styles.problem}>
        {notice?.tone === 'problem' ? notice.text : ''}
      </p>
      {sent && <SentReportLink link={sent} onNotice={setNotice} />}
      {mayManage && <OwnerLog propertyRef={propertyRef} />}
    </>
  );
}
