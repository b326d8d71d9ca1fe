import { fieldNamedBy } from '@/lib/focus-field';

/** The field a refused article save names, as the editor marks it (`data-field`). */
const BY_BEGINNING: [string, string][] = [
  ['Italian listing description', 'italian_listing_description'],
  ['Italian meta title', 'italian_meta_title'],
  ['Italian meta description', 'italian_meta_description'],
  ['Italian second title', 'italian_title2'],
  ['Italian title', 'italian_title'],
  ['Italian article content text', 'italian_text'],
  ['Listing description', 'listing_description'],
  ['Meta title', 'meta_title'],
  ['Meta description', 'meta_description'],
  ['Path', 'path'],
  ['Second title', 'title2'],
  ['Title', 'title'],
  ['Article content text', 'text'],
];

export function articleFieldOfMessage(message: string): string | null {
  return fieldNamedBy(message, BY_BEGINNING);
}
