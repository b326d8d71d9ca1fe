import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import { useLanguage } from '@/lib/i18n';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
const SKIP_TEXT = { en: 'Skip to main content', it: 'Vai al contenuto principale' };
/**
 * After an in-app navigation, focus would stay on the clicked link (often in the footer);
 * moving it to the new screen is what a full page load would do for keyboard users.
 */
function useFocusMainOnNavigation() {
    const { pathname } = useLocation();
    const firstRender = useRef(true);
    useEffect(() => {
        if (firstRender.current) {
            firstRender.current = false;
            return;
        }
        document.getElementById('main-content')?.focus({ preventScroll: true });
    }, [pathname]);
}
export function RootLayout() {
    const language = useLanguage();
    useEffect(() => {
        document.documentElement.lang = language;
    }, [language]);
    useFocusMainOnNavigation();
    return (_jsxs(_Fragment, { children: [_jsx("a", { className: "skip-link", href: "#main-content", children: SKIP_TEXT[language] }), _jsx(Header, {}), _jsx("main", { id: "main-content", tabIndex: -1, children: _jsx(Outlet, {}) }), _jsx(Footer, {}), _jsx(CookieBanner, {}), _jsx(Toaster, {}), _jsx(ScrollRestoration, {})] }));
}
