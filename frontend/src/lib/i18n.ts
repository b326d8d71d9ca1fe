import { useLocation } from 'react-router-dom';

export type Language = 'en' | 'it';

/** The site is English except the pages under /it/ (SPEC §2 footer rule). */
export function languageOf(pathname: string): Language {
  return pathname === '/it' || pathname.startsWith('/it/') ? 'it' : 'en';
}

export function useLanguage(): Language {
  return languageOf(useLocation().pathname);
}
