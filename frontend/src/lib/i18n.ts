import { useLocation } from 'react-router-dom';

export type Language = 'en' | 'it';

/** The site is English except the pages under /it/ (SPEC §2 footer rule). */
export function languageOf(pathname: string): Language {
  return pathname === '/it' || pathname.startsWith('/it/') ? 'it' : 'en';
}

export function useLanguage(): Language {
  return languageOf(useLocation().pathname);
}

/**
 * A text as a page in `language` shows it (issue #30): the Italian one when written, else the
 * English one, which is then marked `lang="en"` (a screen reader reads it as English, a
 * browser's translator knows to offer).
 */
export interface ShownText {
  text: string;
  /** `lang` of the block holding it: set only when it is not in the page's language. */
  lang: 'en' | undefined;
}

/** The one fallback rule of the bilingual catalogue, for properties, articles and towns alike. */
export function shownIn(language: Language, english: string, italian: string | undefined): ShownText {
  if (language === 'it' && italian && italian.trim() !== '') return { text: italian, lang: undefined };
  return { text: english, lang: language === 'it' ? 'en' : undefined };
}
