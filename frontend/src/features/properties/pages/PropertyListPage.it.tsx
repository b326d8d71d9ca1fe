import { PropertyListPage } from './PropertyListPage';

/** The list in Italian (issue #30): the same screen, its words and links in Italian (`useLanguage`). */
export function ItalianPropertyListPage() {
  return <PropertyListPage />;
}
