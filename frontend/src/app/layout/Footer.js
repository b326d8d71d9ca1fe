import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { SmartLink } from '@/components/SmartLink';
import { CONTACT_DETAILS, SOCIAL_LINKS } from '@/config/contact-details';
import { siteConfig } from '@/config/site';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { useLanguage } from '@/lib/i18n';
import { FOOTER_LINKS } from './footer-links';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';
const TEXT = {
    en: {
        contact: 'Contact us',
        newsletter: 'Newsletter',
        follow: 'Follow us',
        rights: 'All rights reserved.',
        vat: 'VAT number (P.IVA)',
        top: 'Back to top',
        version: 'Version',
        tagline: 'Independent property consultant for Langhe, Roero and Monferrato.',
    },
    it: {
        contact: 'Contatti',
        newsletter: 'Newsletter',
        follow: 'Seguici',
        rights: 'Tutti i diritti riservati.',
        vat: 'P.IVA',
        top: "Torna all'inizio",
        version: 'Versione',
        tagline: 'Consulente immobiliare indipendente per Langhe, Roero e Monferrato.',
    },
};
function scrollToTop() {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
}
export function Footer() {
    const language = useLanguage();
    const text = TEXT[language];
    const columns = FOOTER_LINKS[language];
    const year = new Date().getFullYear();
    return (_jsxs("footer", { className: styles.footer, lang: language, children: [_jsxs("div", { className: `container ${styles.grid}`, children: [_jsxs("section", { className: styles.about, "aria-labelledby": "footer-contact", children: [_jsx("h2", { id: "footer-contact", className: styles.heading, children: text.contact }), _jsx("p", { className: styles.tagline, children: text.tagline }), _jsxs("address", { className: styles.address, children: [_jsx("strong", { children: CONTACT_DETAILS.businessName }), " \u2013 ", CONTACT_DETAILS.consultant, _jsx("br", {}), CONTACT_DETAILS.street, _jsx("br", {}), CONTACT_DETAILS.postcodeTown, ", ", language === 'it' ? CONTACT_DETAILS.countryIt : CONTACT_DETAILS.country, _jsx("br", {}), _jsx("a", { href: CONTACT_DETAILS.phoneHref, children: CONTACT_DETAILS.phoneDisplay }), _jsx("br", {}), _jsx("a", { href: CONTACT_DETAILS.mobileHref, children: CONTACT_DETAILS.mobileDisplay }), _jsx("br", {}), _jsx("a", { href: `mailto:${CONTACT_DETAILS.email}`, children: CONTACT_DETAILS.email })] }), _jsx("h3", { className: styles.subheading, children: text.follow }), _jsx("ul", { className: styles.social, children: SOCIAL_LINKS.map((link) => (_jsx("li", { children: _jsx("a", { href: link.href, rel: "noopener", target: "_blank", "aria-label": `${link.name} (opens in a new tab)`, children: _jsx(SocialIcon, { icon: link.icon }) }) }, link.name))) })] }), [columns.services, columns.explore, columns.italian].map((column) => (_jsxs("nav", { "aria-label": column.heading, className: styles.column, children: [_jsx("h2", { className: styles.heading, children: column.heading }), _jsx("ul", { className: styles.links, children: column.links.map((link) => (_jsx("li", { children: _jsx(SmartLink, { href: link.href, children: link.name }) }, link.href))) })] }, column.heading))), _jsxs("div", { className: styles.newsletter, children: [_jsx("h2", { className: styles.heading, children: text.newsletter }), _jsx(NewsletterForm, { showInvitation: true })] })] }), _jsx("div", { className: styles.bottom, children: _jsxs("div", { className: `container ${styles.bottomBar}`, children: [_jsxs("p", { children: ["\u00A9 ", year, " ", CONTACT_DETAILS.businessName, ". ", text.rights] }), _jsxs("p", { children: [text.vat, " ", CONTACT_DETAILS.vatNumber] }), siteConfig.version && (_jsxs("p", { className: styles.version, children: [text.version, " ", siteConfig.version] })), _jsx("button", { type: "button", className: styles.top, onClick: scrollToTop, "aria-label": text.top, children: _jsx("span", { "aria-hidden": "true", children: "\u2191" }) })] }) })] }));
}
