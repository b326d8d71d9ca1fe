import { useLocation } from 'react-router-dom';
/** The site is English except the pages under /it/ (SPEC §2 footer rule). */
export function languageOf(pathname) {
    return pathname === '/it' || pathname.startsWith('/it/') ? 'it' : 'en';
}
export function useLanguage() {
    return languageOf(useLocation().pathname);
}
