import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { Portfolio } from './Portfolio';
export function ItalianPhotographyPage() {
    usePageMeta({
        title: 'Fotografia – immobili, drone, eventi e paesaggi',
        description: 'Il portfolio fotografico di Langhe Property: fotografia immobiliare, riprese con drone, eventi e paesaggi di Langhe, Roero e Monferrato.',
        canonical: paths.it.photography,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("h1", { children: "Fotografia" }), _jsx("p", { className: "lead", children: "Immobili, riprese con drone, eventi e paesaggi: le immagini con cui raccontiamo le Langhe ai nostri clienti di tutto il mondo." })] }) }), _jsxs("div", { className: "container section", children: [_jsxs("div", { className: "prose", children: [_jsx("p", { children: "Ogni servizio \u00E8 pensato in funzione della luce: le stanze esposte a est al mattino, i terrazzi e i panorami all\u2019ora dorata, i voli con il drone nelle giornate limpide e sempre con le autorizzazioni necessarie. Le foto, gi\u00E0 elaborate e in alta risoluzione, vengono consegnate entro una settimana." }), _jsxs("p", { children: ["Vuoi far fotografare la tua casa prima di metterla in vendita? Leggi il nostro ", _jsx(SmartLink, { href: paths.it.photoShoot, children: "servizio fotografico" }), " oppure", ' ', _jsx(SmartLink, { href: paths.it.contact, children: "contattaci" }), "."] })] }), _jsx(Portfolio, { language: "it" })] })] }));
}
