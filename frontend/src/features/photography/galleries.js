const TEXT = {
    'real-estate': {
        en: {
            title: 'Real estate',
            intro: 'Homes photographed in their best light, with the views and the land that make them special.',
            captions: ['Farmhouse near Barbaresco on a summer morning', 'Restored cascina above Treiso', 'Country house with cypresses, Roero', 'Stone house among autumn vines, La Morra', 'Villa with a view of the Alps, Monforte', 'Village house at golden hour, Neive'],
        },
        it: {
            title: 'Immobili',
            intro: 'Case fotografate nella luce migliore, con i panorami e i terreni che le rendono uniche.',
            captions: ['Cascina vicino a Barbaresco in una mattina d’estate', 'Cascina ristrutturata sopra Treiso', 'Casa di campagna con cipressi, Roero', 'Casa in pietra tra le vigne d’autunno, La Morra', 'Villa con vista sulle Alpi, Monforte', 'Casa di paese al tramonto, Neive'],
        },
    },
    drone: {
        en: {
            title: 'Drone',
            intro: 'Aerial pictures show what no ground photo can: the shape of the land, the vineyard rows and how a property sits in its landscape.',
            captions: ['Vineyard patchwork from above, Serralunga', 'Castle tower above the vines, Grinzane', 'Farmhouse and pool among the rows, Diano d’Alba', 'Hilltop village from the air, Barolo', 'Hazelnut groves and vineyards, Alta Langa', 'Estate boundaries from 100 metres, Monferrato'],
        },
        it: {
            title: 'Drone',
            intro: 'Le riprese aeree mostrano ciò che nessuna foto da terra può mostrare: la forma del terreno, i filari e come l’immobile si inserisce nel paesaggio.',
            captions: ['Il mosaico dei vigneti dall’alto, Serralunga', 'La torre del castello sopra le vigne, Grinzane', 'Cascina con piscina tra i filari, Diano d’Alba', 'Il borgo in collina visto dall’alto, Barolo', 'Noccioleti e vigneti, Alta Langa', 'I confini della tenuta da 100 metri, Monferrato'],
        },
    },
    events: {
        en: {
            title: 'Events',
            intro: 'Weddings, harvest dinners and village feasts, photographed discreetly from the first toast to the last dance.',
            captions: ['Harvest dinner under the lights', 'Wedding reception in a vineyard', 'Summer festa in the piazza', 'Wine tasting at sunset', 'Long table at a cascina', 'Evening concert among the vines'],
        },
        it: {
            title: 'Eventi',
            intro: 'Matrimoni, cene di vendemmia e feste di paese, fotografati con discrezione dal primo brindisi all’ultimo ballo.',
            captions: ['Cena di vendemmia sotto le luci', 'Ricevimento di nozze in vigna', 'Festa d’estate in piazza', 'Degustazione al tramonto', 'Tavolata in cascina', 'Concerto serale tra le vigne'],
        },
    },
    landscape: {
        en: {
            title: 'Landscape',
            intro: 'The hills of the Langhe, Roero and Monferrato through the seasons: a UNESCO landscape that never looks the same twice.',
            captions: ['Dawn over the Barolo hills', 'Fog in the Tanaro valley', 'Autumn colours, Castiglione Falletto', 'Golden evening, Roddino', 'Spring green, Canale', 'Dusk over Monferrato'],
        },
        it: {
            title: 'Paesaggi',
            intro: 'Le colline di Langhe, Roero e Monferrato nelle diverse stagioni: un paesaggio UNESCO che non è mai uguale a sé stesso.',
            captions: ['Alba sulle colline del Barolo', 'Nebbia nella valle del Tanaro', 'Colori d’autunno, Castiglione Falletto', 'Sera dorata, Roddino', 'Il verde della primavera, Canale', 'Crepuscolo sul Monferrato'],
        },
    },
};
const ORDER = ['real-estate', 'drone', 'events', 'landscape'];
export function galleries(language) {
    return ORDER.map((key) => {
        const text = TEXT[key][language];
        return {
            key,
            title: text.title,
            intro: text.intro,
            images: text.captions.map((caption, index) => ({
                src: `/content/portfolio/${key}/${String(index + 1).padStart(2, '0')}.svg`,
                alt: caption,
            })),
        };
    });
}
