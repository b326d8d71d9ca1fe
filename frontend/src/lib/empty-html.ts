/**
 * Rich text with no words in it counts as not written: an emptied editor holds '<p></p>', which
 * saved as an Italian text would stand in front of the English one with nothing to read.
 */
export const withoutEmptyHtml = (html: string): string => (html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : html);
