import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { usePageMeta } from '@/components/usePageMeta';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { useEnquiries } from './api/get-enquiries';
import { DownloadSubscribersButton } from './components/DownloadSubscribersButton';
import { EnquiryTable } from './components/EnquiryTable';
import styles from './components/Inbox.module.css';
function pageFrom(search) {
    const page = Number(search.get('page') ?? '1');
    return Number.isInteger(page) && page >= 1 ? page : 1;
}
/** /staff/enquiries: what visitors sent through the forms and whether it reached the consultant. */
export function InboxPage() {
    usePageMeta({ title: 'Enquiries', description: 'Staff inbox', canonical: paths.staffInbox });
    const [search] = useSearchParams();
    const page = pageFrom(search);
    const mayRead = useCan('readEnquiries');
    const mayExport = useCan('exportSubscribers');
    const enquiries = useEnquiries(page);
    return (_jsxs("section", { className: "container section", children: [_jsxs("div", { className: styles.header, children: [_jsx("h1", { children: "Enquiries" }), mayExport && _jsx(DownloadSubscribersButton, {})] }), !mayRead ? (_jsx("p", { role: "alert", children: "Sign in as an admin or agent to read enquiries." })) : enquiries.isError ? (_jsx("p", { role: "alert", children: enquiries.error.message })) : !enquiries.data ? (_jsx("p", { role: "status", children: "Loading enquiries\u2026" })) : enquiries.data.enquiries.length === 0 ? (_jsx("p", { children: "No enquiries yet." })) : (_jsxs(_Fragment, { children: [_jsx(EnquiryTable, { enquiries: enquiries.data.enquiries }), _jsx(Pagination, { page: page, pages: enquiries.data.pages, hrefFor: (n) => `${paths.staffInbox}?page=${n}`, label: "Enquiry pages" })] }))] }));
}
