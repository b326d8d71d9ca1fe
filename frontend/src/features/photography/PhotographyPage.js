import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { Portfolio } from './Portfolio';
export function PhotographyPage() {
    usePageMeta({
        title: 'Photography service – real estate, drone, events, landscape',
        description: 'Professional photography in Piedmont: real estate, drone, events and landscape portfolios by Langhe Property.',
        canonical: paths.photography,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("h1", { children: "Photography service" }), _jsx("p", { className: "lead", children: "Good pictures sell houses. Our in-house photography presents every home we list, and is also available to owners, agencies, wineries and anyone celebrating in the Langhe." })] }) }), _jsxs("div", { className: "container section", children: [_jsxs("div", { className: "prose", children: [_jsx("p", { children: "Every shoot is planned around the light: east-facing rooms in the morning, terraces and views at golden hour, drone flights on clear days with permission from the owners and the authorities. You receive edited, high-resolution pictures within a week, ready for listings, brochures or social media." }), _jsxs("p", { children: ["To book a shoot or ask for a quote, ", _jsx(SmartLink, { href: paths.contact, children: "contact us" }), ". Italian-speaking owners can read about the", ' ', _jsx(SmartLink, { href: paths.it.photoShoot, hrefLang: "it", lang: "it", children: "servizio fotografico" }), "."] })] }), _jsx(Portfolio, { language: "en" })] })] }));
}
