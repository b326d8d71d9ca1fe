import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { usePageMeta } from '@/components/usePageMeta';
import { STAFF_HEADS } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { useEnquiries } from './api/get-enquiries';
import { ALERTS_FILE_NAME, downloadAlerts, useActiveAlerts } from './api/alerts';
import { downloadSubscribers, SUBSCRIBERS_FILE_NAME } from './api/download-subscribers';
import { DownloadCsvButton } from './components/DownloadCsvButton';
import { EnquiryTable } from './components/EnquiryTable';
import styles from '@/components/staff-page/StaffPage.module.css';

function pageFrom(search: URLSearchParams) {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /staff/enquiries: what visitors sent through the forms and whether it reached the consultant. */
export function InboxPage() {
  usePageMeta({ ...STAFF_HEADS.inbox, canonical: paths.staffInbox });
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const mayRead = useCan('readEnquiries');
  const mayExport = useCan('exportSubscribers');
  const enquiries = useEnquiries(page);
  const alerts = useActiveAlerts(mayRead);

  return (
    <section className="container section">
      <div className={styles.header}>
        <h1>Enquiries</h1>
        {mayExport && (
          <>
            <DownloadCsvButton label="Download subscribers (CSV)" fileName={SUBSCRIBERS_FILE_NAME} download={downloadSubscribers} />
            <DownloadCsvButton label="Download home alerts (CSV)" fileName={ALERTS_FILE_NAME} download={downloadAlerts} />
          </>
        )}
      </div>
      {alerts.data !== undefined && (
        <p>{alerts.data === 1 ? '1 active home alert' : `${alerts.data} active home alerts`}</p>
      )}
      {!mayRead ? (
        <p role="alert">Sign in as an admin or agent to read enquiries.</p>
      ) : enquiries.isError ? (
        <p role="alert">{enquiries.error.message}</p>
      ) : !enquiries.data ? (
        <p role="status">Loading enquiries…</p>
      ) : enquiries.data.enquiries.length === 0 ? (
        <p>No enquiries yet.</p>
      ) : (
        <>
          <EnquiryTable enquiries={enquiries.data.enquiries} />
          <Pagination
            page={page}
            pages={enquiries.data.pages}
            hrefFor={(n) => `${paths.staffInbox}?page=${n}`}
            label="Enquiry pages"
          />
        </>
      )}
    </section>
  );
}
