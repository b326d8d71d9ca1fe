import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { usePageMeta } from '@/components/usePageMeta';
import { STAFF_HEADS } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { useEnquiries, type InboxView } from './api/get-enquiries';
import { ALERTS_FILE_NAME, downloadAlerts, useActiveAlerts } from './api/alerts';
import { downloadSubscribers, SUBSCRIBERS_FILE_NAME } from './api/download-subscribers';
import { downloadEnquiries, ENQUIRIES_FILE_NAME } from './api/download-enquiries';
import { DownloadCsvButton } from './components/DownloadCsvButton';
import { EnquiryList } from './components/EnquiryList';
import { ContactView } from './components/ContactView';
import { InboxControls } from './components/InboxControls';
import { LeadSources } from './components/LeadSources';
import { LeadFilters } from './components/LeadFilters';
import { inboxHref, viewFrom } from './inbox-view';
import styles from '@/components/staff-page/StaffPage.module.css';

function emptyText(view: InboxView) {
  if (view.search.trim()) return `No enquiry matches “${view.search.trim()}”.`;
  if (view.stage || view.ref.trim() || view.due) return 'No enquiry matches these filters.';
  return view.unreadOnly ? 'No unread enquiries.' : 'No enquiries yet.';
}

/**
 * /staff/enquiries: what visitors sent through the forms, worked as leads on the desk (stage,
 * follow-up, notes, replies), and whether it reached the consultant's mailbox. With
 * `?contact={email}` it shows that person's whole history instead.
 */
export function InboxPage() {
  usePageMeta({ ...STAFF_HEADS.inbox, canonical: paths.staffInbox });
  const [search] = useSearchParams();
  const view = viewFrom(search);
  const contact = search.get('contact') ?? '';
  const mayRead = useCan('readEnquiries');
  const mayExport = useCan('exportSubscribers');
  const enquiries = useEnquiries(view);
  const alerts = useActiveAlerts(mayRead);

  return (
    <section className="container section">
      <h1>Enquiries</h1>
      {!mayRead ? (
        <p role="alert">Sign in as an admin or agent to read enquiries.</p>
      ) : contact ? (
        <ContactView email={contact} />
      ) : (
        <>
          <InboxControls view={view} unread={enquiries.data?.unread} />
          <LeadFilters view={view} />
          {enquiries.isError ? (
            <p role="alert">{enquiries.error.message}</p>
          ) : !enquiries.data ? (
            <p role="status">Loading enquiries…</p>
          ) : enquiries.data.enquiries.length === 0 ? (
            <p>{emptyText(view)}</p>
          ) : (
            <>
              <EnquiryList key={inboxHref(view)} enquiries={enquiries.data.enquiries} />
              <Pagination
                page={view.page}
                pages={enquiries.data.pages}
                hrefFor={(n) => inboxHref({ ...view, page: n })}
                label="Enquiry pages"
              />
            </>
          )}
          {/* Figures and exports come after the leads: she opens the inbox to answer people. */}
          <div className={styles.reports}>
            {alerts.data !== undefined && (
              <p>{alerts.data === 1 ? '1 active home alert' : `${alerts.data} active home alerts`}</p>
            )}
            <LeadSources />
            {mayExport && (
              <div className={styles.header}>
                <DownloadCsvButton label="Download enquiries (CSV)" fileName={ENQUIRIES_FILE_NAME} download={downloadEnquiries} />
                <DownloadCsvButton label="Download subscribers (CSV)" fileName={SUBSCRIBERS_FILE_NAME} download={downloadSubscribers} />
                <DownloadCsvButton label="Download home alerts (CSV)" fileName={ALERTS_FILE_NAME} download={downloadAlerts} />
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
