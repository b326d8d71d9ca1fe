import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { usePageMeta } from '@/components/usePageMeta';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { CONSULTATION } from './offer';
const STEPS = [
    {
        title: 'You tell me your plans',
        text: 'Use the request form to suggest a date and time and to describe the home you have in mind, your timeline and your budget. I reply within a working day to confirm the appointment.',
    },
    {
        title: 'I prepare',
        text: 'Before we meet I look at the towns you mentioned, recent sale prices in those areas and any listings you have sent me, so that our two hours go into your questions rather than generalities.',
    },
    {
        title: 'We meet',
        text: `In person within ${CONSULTATION.radius} of Alba, or by video. We go through areas, prices, the buying process, taxes and renovation, and anything else on your list.`,
    },
    {
        title: 'You receive a written summary',
        text: 'Within three working days you receive a summary of what we discussed, the contacts you are likely to need (surveyor, notary, translator, bank) and a clear list of next steps.',
    },
];
export function ConsultancyInfoPage() {
    usePageMeta({
        title: 'Consultancy service – how it works',
        description: 'How the Langhe Property consultancy works: a two-hour independent meeting about buying a home in Piedmont, its price, what it covers and who it is for.',
        canonical: paths.consultancyInfo,
    });
    return (_jsxs(_Fragment, { children: [_jsx("div", { className: "page-hero", children: _jsxs("div", { className: "container", children: [_jsx("h1", { children: "The consultancy service" }), _jsx("p", { className: "lead", children: "Independent, practical advice for anyone thinking of buying a home in Langhe, Roero or Monferrato \u2013 including people who are not buying through me." })] }) }), _jsxs("div", { className: "container section prose", children: [_jsx("h2", { children: "Who it is for" }), _jsx("p", { children: "Most of my clients come from abroad. Some have fallen for a particular house and want a second opinion before making an offer; some are still choosing between the Langhe and Monferrato; others are planning a move in two or three years and want to understand the market before they start looking seriously. What they have in common is that they want to decide with full information, from someone who is not trying to sell them a particular property." }), _jsx("h2", { children: "How it works" }), _jsx("ol", { children: STEPS.map((step) => (_jsxs("li", { children: [_jsxs("strong", { children: [step.title, "."] }), " ", step.text] }, step.title))) }), _jsx("h2", { children: "Price" }), _jsxs("p", { children: ["A ", CONSULTATION.hours, "-hour consultation costs ", CONSULTATION.price, " plus VAT, ", CONSULTATION.total, " in total. Travel within ", CONSULTATION.radius, " of Alba is included. If you would like me to accompany you to view properties afterwards, we agree that separately."] }), _jsx("h2", { children: "What it is not" }), _jsx("p", { children: "I am not a lawyer, a surveyor or a tax adviser, and the consultation does not replace them. What I can do is explain how their work fits into an Italian purchase, tell you when you need them and introduce you to professionals who work in English." }), _jsxs("div", { className: "button-row", children: [_jsx(SmartLink, { className: "button button-primary", href: paths.consultancy, children: "Request a consultation" }), _jsx(SmartLink, { className: "button button-outline", href: paths.buyersGuide, children: "Read the buyer's guide" })] })] })] }));
}
