/** Client quotes shown on the home page (SPEC §1: about ten). */
export const TESTIMONIALS = [
    { quote: 'Stefano found us a farmhouse near Monforte that never appeared online. He knew the owners, the history of the house and exactly what the roof would cost to fix.', author: 'Helen and David M.', place: 'London, United Kingdom' },
    { quote: 'The consultation was the best money we spent. We arrived with a dream and left with a plan, a realistic budget and the names of people we could trust.', author: 'Karin S.', place: 'Hamburg, Germany' },
    { quote: 'We sold our house in Neive to a Danish family within five months. The photographs and the English description made all the difference.', author: 'Famiglia Bertola', place: 'Neive, Italy' },
    { quote: 'Honest to a fault. He talked us out of a beautiful house with serious damp problems and found us a better one three weeks later.', author: 'Michael R.', place: 'Boston, USA' },
    { quote: 'Buying from abroad felt impossible until we met Stefano. Every document was explained, translated and sent on time, and the notary appointment was a pleasure.', author: 'Anna and Pieter V.', place: 'Utrecht, Netherlands' },
    { quote: 'He knows every village, every winemaker and every short cut between Alba and Asti. Viewing houses with him was the best tour of the Langhe we could have had.', author: 'Sophie L.', place: 'Lyon, France' },
    { quote: 'After the purchase he stayed in touch: builders, a geometra, even a truffle hunter for our first autumn. That is rare.', author: 'James and Priya K.', place: 'Singapore' },
    { quote: 'Clear, calm and always available on WhatsApp. Our negotiation was long and he never lost patience with either side.', author: 'Thomas B.', place: 'Zurich, Switzerland' },
    { quote: 'We had looked on our own for two years. With Langhe Property we found our home in Roero in two visits.', author: 'Linda and Mark T.', place: 'Melbourne, Australia' },
    { quote: 'Professional, discreet and genuinely kind. We would recommend him to anyone thinking of buying or selling in Piedmont.', author: 'Roberto and Giulia F.', place: 'Milan, Italy' },
];
