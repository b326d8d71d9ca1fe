import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
const PACKAGES = [
    {
        name: 'Interni ed esterni',
        text: 'Da 25 a 35 fotografie elaborate della casa, degli spazi esterni e del panorama, scattate nella luce migliore della giornata.',
    },
    {
        name: 'Interni, esterni e drone',
        text: 'Il servizio completo, con 8–10 riprese aeree che mostrano il terreno, i confini, la posizione e la vista. Ideale per cascine e proprietà con terreno.',
    },
    {
        name: 'Video di presentazione',
        text: 'Un breve filmato di 90 secondi, con riprese da terra e dal drone, pensato per i portali internazionali e i social network.',
    },
];
export function PhotoShootPage() {
    usePageMeta({
        title: 'Servizio fotografico immobiliare nelle Langhe',
        description: 'Servizio fotografico professionale per chi vende casa nelle Langhe, nel Roero e nel Monferrato: foto di interni ed esterni, riprese con drone e video.',
        canonical: paths.it.photoShoot,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("h1", { children: "Servizio fotografico" }), _jsx("p", { className: "lead", children: "Chi cerca casa dall\u2019estero decide quali immobili visitare guardando le foto. Facciamo in modo che la tua casa sia tra quelle." })] }) }), _jsxs("div", { className: "container section prose", children: [_jsx("h2", { children: "Perch\u00E9 le foto contano" }), _jsx("p", { children: "Un acquirente straniero guarda decine di annunci prima di prenotare un volo per venire a vedere due o tre case. Foto buie, storte o scattate con il cellulare bastano a escludere un immobile, anche quando \u00E8 il pi\u00F9 adatto. Un servizio fotografico professionale costa poco rispetto al valore della casa e accorcia i tempi di vendita." }), _jsx("h2", { children: "Cosa offriamo" }), _jsx("ul", { children: PACKAGES.map((item) => (_jsxs("li", { children: [_jsxs("strong", { children: [item.name, "."] }), " ", item.text] }, item.name))) }), _jsx("p", { children: "Il servizio \u00E8 compreso per tutti gli immobili che vendiamo noi, ed \u00E8 disponibile anche per proprietari, agenzie, agriturismi e cantine. I voli con il drone sono effettuati da un pilota certificato, nel rispetto delle regole ENAC e della privacy dei vicini." }), _jsx("h2", { children: "Come si svolge" }), _jsxs("ol", { children: [_jsx("li", { children: "Ci sentiamo per telefono o via email e fissiamo una data, scegliendo l\u2019ora in base all\u2019esposizione della casa." }), _jsx("li", { children: "Ti inviamo una breve lista di cose da preparare: stanze in ordine, luci accese, auto spostate dal cortile." }), _jsx("li", { children: "Il giorno del servizio restiamo da due a quattro ore, a seconda della dimensione dell\u2019immobile." }), _jsx("li", { children: "Entro una settimana ricevi le foto elaborate in alta risoluzione, pronte per essere pubblicate." })] }), _jsxs("div", { className: "button-row", children: [_jsx(SmartLink, { className: "button button-primary", href: paths.it.contact, children: "Chiedi un preventivo" }), _jsx(SmartLink, { className: "button button-outline", href: paths.it.photography, children: "Guarda il portfolio" })] })] })] }));
}
