/**
 * The consultant's own videos on the channel. The ids are content, edited here when a
 * video is replaced; posters are local so nothing loads from YouTube before consent.
 */
export const HOME_VIDEOS = [
    { youtubeId: 'Qm3xV7pLk2s', title: 'Living in the Langhe: a year among the vineyards', poster: '/content/videos/poster-1.svg' },
    { youtubeId: 'Tz8bN4wRc1e', title: 'Buying a home in Piedmont: the steps explained', poster: '/content/videos/poster-2.svg' },
    { youtubeId: 'Hd5kJ9sYf0a', title: 'Harvest time in the Barolo vineyards', poster: '/content/videos/poster-3.svg' },
];
export const ABOUT_VIDEO = HOME_VIDEOS[0];
