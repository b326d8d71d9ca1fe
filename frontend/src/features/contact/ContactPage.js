import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ENGLISH_CONTACT_MESSAGES } from './contact-schema';
import styles from './ContactPage.module.css';
const FORM_TEXT = {
    heading: 'Send us a message',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending your message…',
    success: 'Message sent successfully!',
    failure: 'There was a problem. Try again later or send us an email.',
    privacy: 'We use your details only to answer your message. We never share them or add you to a mailing list.',
    subject: 'Contact Page',
    source: 'English contact page',
    messages: ENGLISH_CONTACT_MESSAGES,
};
export function ContactPage() {
    usePageMeta({
        title: 'Contact Langhe Property',
        description: 'Contact Langhe Property, the independent property consultant in Alba, about buying or selling a home in Langhe, Roero and Monferrato.',
        canonical: paths.contact,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("h1", { children: "Contact us" }), _jsx("p", { className: "lead", children: "Thinking about a home in Piedmont, or about selling one? Tell us what you have in mind. We answer every message personally, usually within one working day." })] }) }), _jsx("div", { className: "container section", children: _jsxs("div", { className: styles.layout, children: [_jsx(ContactForm, { text: FORM_TEXT }), _jsxs("div", { children: [_jsx(ContactDetails, { language: "en" }), _jsxs("p", { children: ["Prefer to talk it through first? Our ", _jsx(SmartLink, { href: paths.consultancy, children: "consultancy service" }), " offers a two-hour meeting, in person or by video."] }), _jsx("p", { lang: "it", children: _jsx(SmartLink, { href: paths.it.contact, hrefLang: "it", children: "Scrivici in italiano" }) })] })] }) })] }));
}
