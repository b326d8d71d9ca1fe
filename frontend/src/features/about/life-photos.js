export const LIFE_PHOTOS = [
    { src: '/content/life/01.svg', alt: 'Morning mist filling the valleys below vineyard-covered hills', caption: 'November mornings: the fog fills the valleys and the hilltops float above it.' },
    { src: '/content/life/02.svg', alt: 'A medieval tower on a hill above autumn vineyards', caption: 'Autumn walks between the castle villages of the Barolo area.' },
    { src: '/content/life/03.svg', alt: 'A long table under string lights at an evening summer feast', caption: 'Summer evenings at a village festa, one long table for everyone.' },
    { src: '/content/life/04.svg', alt: 'A restored farmhouse with cypress trees in late afternoon light', caption: 'Handing over the keys of a restored cascina near Treiso.' },
    { src: '/content/life/05.svg', alt: 'Foggy hills with a castle tower in the distance', caption: 'Truffle season: early starts, misty hills and a very good lunch afterwards.' },
    { src: '/content/life/06.svg', alt: 'Green hills and vineyards under a clear blue sky', caption: 'Spring in Roero, when the vines turn green again.' },
];
