import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { CONTACT_DETAILS } from '@/config/contact-details';
import styles from './ContactPage.module.css';
const TEXT = {
    en: { heading: 'Contact details', office: 'Office', phone: 'Phone', mobile: 'Mobile / WhatsApp', email: 'Email', hours: 'Office hours', hoursValue: 'Monday to Friday, 9:00–18:00 (CET). Saturday by appointment.', country: CONTACT_DETAILS.country },
    it: { heading: 'Recapiti', office: 'Ufficio', phone: 'Telefono', mobile: 'Cellulare / WhatsApp', email: 'Email', hours: 'Orari', hoursValue: 'Dal lunedì al venerdì, 9:00–18:00. Sabato su appuntamento.', country: CONTACT_DETAILS.countryIt },
};
export function ContactDetails({ language }) {
    const text = TEXT[language];
    return (_jsxs("section", { className: styles.details, "aria-labelledby": "contact-details-heading", children: [_jsx("h2", { id: "contact-details-heading", children: text.heading }), _jsxs("dl", { className: styles.list, children: [_jsx("dt", { children: text.office }), _jsx("dd", { children: _jsxs("address", { children: [CONTACT_DETAILS.businessName, " \u2013 ", CONTACT_DETAILS.consultant, _jsx("br", {}), CONTACT_DETAILS.street, _jsx("br", {}), CONTACT_DETAILS.postcodeTown, ", ", text.country] }) }), _jsx("dt", { children: text.phone }), _jsx("dd", { children: _jsx("a", { href: CONTACT_DETAILS.phoneHref, children: CONTACT_DETAILS.phoneDisplay }) }), _jsx("dt", { children: text.mobile }), _jsx("dd", { children: _jsx("a", { href: CONTACT_DETAILS.mobileHref, children: CONTACT_DETAILS.mobileDisplay }) }), _jsx("dt", { children: text.email }), _jsx("dd", { children: _jsx("a", { href: `mailto:${CONTACT_DETAILS.email}`, children: CONTACT_DETAILS.email }) }), _jsx("dt", { children: text.hours }), _jsx("dd", { children: text.hoursValue })] })] }));
}
