// The visits feature's public entry: the browser's part of the cookie-less visit counts
// (issue 29). The server counts each page it answers; these count what it cannot see: the
// pages the app shows without asking it, brochure prints and searches that found nothing.
export { useCountNavigations } from './use-count-navigations';
export { useCountBrochurePrints } from './use-count-brochure-prints';
export { useCountEmptySearch } from './use-count-empty-search';
