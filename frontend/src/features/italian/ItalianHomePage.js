import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { ServiceCards } from '@/components/ServiceCards';
import { SmartLink } from '@/components/SmartLink';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { paths } from '@/config/paths';
const CARDS = [
    {
        title: 'Vendere a clienti internazionali',
        text: 'Presentiamo la tua casa agli acquirenti stranieri che cercano un immobile nelle Langhe, con descrizioni in inglese e un contatto diretto con i nostri clienti.',
        href: paths.it.services,
        linkText: 'I nostri servizi',
        image: '/content/services/sell-your-home.svg',
    },
    {
        title: 'Servizio fotografico',
        text: 'Foto professionali di interni ed esterni, riprese con drone e brevi video: le immagini che convincono un acquirente a prendere l’aereo.',
        href: paths.it.photoShoot,
        linkText: 'Il servizio fotografico',
        image: '/content/services/find-a-home.svg',
    },
    {
        title: 'Fotografia',
        text: 'Immobili, drone, eventi e paesaggi: sfoglia il nostro portfolio e scopri come raccontiamo il territorio.',
        href: paths.it.photography,
        linkText: 'Guarda il portfolio',
        image: '/content/services/consultancy.svg',
    },
];
export function ItalianHomePage() {
    usePageMeta({
        title: 'Langhe Property – immobiliare ad Alba per clienti internazionali',
        description: 'Langhe Property, consulente immobiliare indipendente ad Alba: vendiamo case nelle Langhe, nel Roero e nel Monferrato ad acquirenti di tutto il mondo.',
        canonical: paths.it.home,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("p", { className: "eyebrow", children: "Langhe \u00B7 Roero \u00B7 Monferrato" }), _jsx("h1", { children: "Vendi la tua casa nelle Langhe a chi la sogna da lontano" }), _jsx("p", { className: "lead", children: "Langhe Property \u00E8 un consulente immobiliare indipendente con sede ad Alba. Da oltre quindici anni mettiamo in contatto i proprietari piemontesi con acquirenti provenienti da tutto il mondo." }), _jsx("div", { className: "button-row", children: _jsx(SmartLink, { className: "button button-gold", href: paths.it.contact, children: "Contattaci" }) })] }) }), _jsxs("section", { className: "container section grid-2", "aria-labelledby": "chi-siamo", children: [_jsxs("div", { className: "prose", children: [_jsx("h2", { id: "chi-siamo", children: "Chi siamo" }), _jsxs("p", { children: ["Sono ", CONTACT_DETAILS.consultant, ", sono nato ad Alba e lavoro da sempre tra queste colline. Dopo alcuni anni a Londra sono tornato a casa con un\u2019idea semplice: chi all\u2019estero sogna una casa nelle Langhe merita qualcuno sul posto che parli la sua lingua e gli dica la verit\u00E0. E chi vende merita di raggiungere proprio quelle persone."] }), _jsx("p", { children: "Lavoriamo con pochi immobili alla volta, in genere dai 350.000 euro in su: cascine ristrutturate, case di paese con carattere, ville e tenute con vigneti o noccioleti. Ogni casa che proponiamo l\u2019abbiamo visitata; ogni cliente lo conosciamo di persona." })] }), _jsxs("figure", { className: "figure", children: [_jsx("img", { src: "/content/office.svg", alt: "L\u2019ufficio di Langhe Property ad Alba, con una finestra che guarda le colline", width: 1200, height: 800 }), _jsx("figcaption", { children: "Il nostro ufficio nel centro di Alba." })] })] }), _jsx("section", { className: "section section-soft", "aria-labelledby": "servizi", children: _jsxs("div", { className: "container", children: [_jsx("h2", { id: "servizi", children: "Cosa possiamo fare per te" }), _jsx(ServiceCards, { cards: CARDS })] }) })] }));
}
