import { paths } from './paths';
/** The three services of SPEC §1, as the English pages present them. */
export const SERVICE_CARDS = [
    {
        title: 'Find a home',
        text: 'Farmhouses among the vineyards, town houses in historic villages and estates with land: a personal selection of homes across Langhe, Roero and Monferrato, visited and vetted before you see them.',
        href: paths.propertyListPage(1),
        linkText: 'See the homes for sale',
        image: '/content/services/find-a-home.svg',
    },
    {
        title: 'Consultancy',
        text: 'Two hours of independent advice on areas, prices, the buying process, taxes and renovation – in person or by video, and useful even if you buy through someone else.',
        href: paths.consultancy,
        linkText: 'Book a consultation',
        image: '/content/services/consultancy.svg',
    },
    {
        title: 'Sell your home',
        text: 'International buyers look for Piedmont homes online, in English. We present your property with professional photography, careful writing and our network of foreign clients.',
        href: paths.selling,
        linkText: 'Selling with Langhe Property',
        image: '/content/services/sell-your-home.svg',
    },
];
