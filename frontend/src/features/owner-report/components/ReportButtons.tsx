import { useRevokeOwnerReports } from '../api/revoke-owner-reports';
import { useSendOwnerReport } from '../api/send-owner-report';
import { problemText, type Notice } from '../lib/notice';
import { romeDay } from '../lib/rome-day';
import { OWNER_LANGUAGES, type OwnerReportLink, type PropertyOwner } from '../types';
import styles from './OwnerPanel.module.css';

interface ReportButtonsProps {
  propertyRef: string;
  owner: PropertyOwner | null;
  onNotice: (notice: Notice) => void;
  onSent: (link: OwnerReportLink) => void;
  onRevoked: () => void;
}

const closedText = (revoked: number) =>
  revoked === 0
    ? 'No report links were open.'
    : revoked === 1
      ? '1 report link closed: it no longer opens the report.'
      : `${revoked} report links closed: they no longer open the report.`;

/**
 * Send report to owner (when one is recorded) and Revoke report links. Revoking is offered
 * without an owner too: links already sent outlive a removed owner.
 */
export function ReportButtons({ propertyRef, owner, onNotice, onSent, onRevoked }: ReportButtonsProps) {
  const send = useSendOwnerReport();
  const revoke = useRevokeOwnerReports();
  const languageName = OWNER_LANGUAGES.find(({ code }) => code === owner?.language)?.inEnglish ?? owner?.language;

  const onSend = async () => {
    if (!owner) return;
    try {
      const link = await send.mutateAsync(propertyRef);
      onSent(link);
      onNotice({ tone: 'done', text: `Report sent to ${owner.email}. The link works until ${romeDay(link.expires_at)}.` });
    } catch (error) {
      onNotice({ tone: 'problem', text: problemText(error, 'The report was not sent') });
    }
  };

  const onRevoke = async () => {
    try {
      const { revoked } = await revoke.mutateAsync(propertyRef);
      onRevoked();
      onNotice({ tone: 'done', text: closedText(revoked) });
    } catch (error) {
      onNotice({ tone: 'problem', text: problemText(error, 'The report links were not closed') });
    }
  };

  return (
    <div className={styles.report}>
      <h3 className={styles.subtitle}>Owner&rsquo;s report</h3>
      <p className={styles.note}>
        {owner
          ? `Mails ${owner.email} a link to this home's report in ${languageName}: views, visitors, viewings and price changes. The link works for 30 days.`
          : 'Save an owner to send them the report.'}
      </p>
      <div className={styles.buttons}>
        {owner && (
          <button type="button" className="button button-primary" onClick={() => void onSend()} disabled={send.isPending}>
            Send report to owner
          </button>
        )}
        <button type="button" className="button button-outline" onClick={() => void onRevoke()} disabled={revoke.isPending}>
          Revoke report links
        </button>
      </div>
    </div>
  );
}
