// The shortlist feature's public entry: the hearts the listing cards and the property page
// show, and the link to the shortlist. Its pages are loaded by path (the server's route table
// names ShortlistPage.en.tsx and ShortlistPage.it.tsx), so none of their weight comes with a heart.
export { ShortlistHeart, ShortlistLink, ShortlistToggle } from './components/ShortlistHeart';
