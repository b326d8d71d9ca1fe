import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DeliveryStatus } from './DeliveryStatus';
import styles from './Inbox.module.css';
const KIND_LABELS = {
    property_enquiry: 'Property enquiry',
    contact: 'Contact',
    italian_contact: 'Italian contact',
    consultancy: 'Consultancy',
    message: 'Message',
};
const receivedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** The enquiries as the server orders them (newest first). */
export function EnquiryTable({ enquiries }) {
    return (_jsx("div", { className: styles.scroller, children: _jsxs("table", { className: styles.table, children: [_jsx("caption", { children: "Enquiries, newest first, with their delivery status" }), _jsx("thead", { children: _jsxs("tr", { children: [_jsx("th", { scope: "col", children: "Received" }), _jsx("th", { scope: "col", children: "Form" }), _jsx("th", { scope: "col", children: "Name" }), _jsx("th", { scope: "col", children: "Email" }), _jsx("th", { scope: "col", children: "Ref" }), _jsx("th", { scope: "col", children: "Delivery" })] }) }), _jsx("tbody", { children: enquiries.map((enquiry) => (_jsxs("tr", { children: [_jsx("th", { scope: "row", children: _jsx("time", { dateTime: enquiry.received_at, children: receivedFormat.format(new Date(enquiry.received_at)) }) }), _jsxs("td", { children: [_jsx("span", { className: styles.kind, children: KIND_LABELS[enquiry.kind] ?? enquiry.kind }), _jsx("span", { className: styles.detail, children: enquiry.subject })] }), _jsx("td", { children: enquiry.name }), _jsx("td", { children: enquiry.email && _jsx("a", { href: `mailto:${enquiry.email}`, children: enquiry.email }) }), _jsx("td", { children: enquiry.ref &&
                                    (enquiry.property_url ? (_jsx(Link, { to: paths.propertyDetail(enquiry.ref), children: enquiry.ref })) : (enquiry.ref)) }), _jsx("td", { children: _jsx(DeliveryStatus, { enquiry: enquiry }) })] }, enquiry.id))) })] }) }));
}
