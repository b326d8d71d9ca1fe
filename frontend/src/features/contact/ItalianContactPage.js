import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ITALIAN_CONTACT_MESSAGES } from './contact-schema';
import styles from './ContactPage.module.css';
const FORM_TEXT = {
    heading: 'Scrivici',
    name: 'Nome',
    email: 'Email',
    message: 'Messaggio',
    send: 'Invia messaggio',
    sending: 'Invio in corso…',
    success: 'Messaggio inviato con successo!',
    failure: "C'è stato un problema. Riprova più tardi o mandaci un email.",
    privacy: 'Usiamo i tuoi dati solo per risponderti. Non li condividiamo con nessuno e non ti iscriviamo ad alcuna lista.',
    subject: 'Italian Contact Page',
    source: 'Pagina contatti italiana',
    messages: ITALIAN_CONTACT_MESSAGES,
};
export function ItalianContactPage() {
    usePageMeta({
        title: 'Contatti – Langhe Property immobiliare',
        description: 'Contatta Langhe Property ad Alba per vendere casa a clienti internazionali, per un servizio fotografico o per una consulenza immobiliare nelle Langhe.',
        canonical: paths.it.contact,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("h1", { children: "Contatti" }), _jsx("p", { className: "lead", children: "Vuoi vendere la tua casa a un acquirente straniero o hai bisogno di foto professionali per il tuo immobile? Scrivici: rispondiamo personalmente, di solito entro un giorno lavorativo." })] }) }), _jsx("div", { className: "container section", children: _jsxs("div", { className: styles.layout, children: [_jsx(ContactForm, { text: FORM_TEXT }), _jsxs("div", { children: [_jsx(ContactDetails, { language: "it" }), _jsxs("p", { children: ["Scopri i nostri ", _jsx(SmartLink, { href: paths.it.services, children: "servizi per chi vende" }), " e il ", _jsx(SmartLink, { href: paths.it.photoShoot, children: "servizio fotografico" }), "."] })] })] }) })] }));
}
