import { PropertyDetailPage } from './PropertyDetailPage';

/** A property's Italian page (issue #30): the same screen, in Italian where the texts are written (`useLanguage`). */
export function ItalianPropertyDetailPage() {
  return <PropertyDetailPage />;
}
