import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n';

/** The catalogue's addresses in one language: its list pages and its property pages. */
export interface CataloguePaths {
  listPage: (page: number) => string;
  propertyPage: (property: { ref: string; path: string }) => string;
}

export const CATALOGUE_PATHS: Record<Language, CataloguePaths> = {
  en: { listPage: paths.propertyListPage, propertyPage: paths.propertyPage },
  it: { listPage: paths.italianPropertyListPage, propertyPage: paths.italianPropertyPage },
};
