import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SmartLink } from '@/components/SmartLink';
import { LoadingOverlay } from '@/components/loading';
import { ENGLISH_MENU, ITALIAN_MENU, LANGUAGE_SWITCH } from '@/config/menus';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { AccountSlot } from '@/features/auth/components/AccountSlot';
import { Logo } from './Logo';
import styles from './Header.module.css';
const TEXT = {
    en: { menu: 'Menu', main: 'Main', home: 'Langhe Property home' },
    it: { menu: 'Menu', main: 'Principale', home: 'Langhe Property, pagina iniziale' },
};
export function Header() {
    const language = useLanguage();
    const text = TEXT[language];
    const menu = language === 'it' ? ITALIAN_MENU : ENGLISH_MENU;
    const switchTo = LANGUAGE_SWITCH[language];
    const [menuOpen, setMenuOpen] = useState(false);
    const menuId = useId();
    const { pathname } = useLocation();
    useEffect(() => setMenuOpen(false), [pathname]);
    return (_jsxs("header", { className: styles.header, children: [_jsx(LoadingOverlay, {}), _jsxs("div", { className: `container ${styles.bar}`, children: [_jsxs(SmartLink, { href: language === 'it' ? paths.it.home : paths.home, className: styles.brand, "aria-label": text.home, children: [_jsx(Logo, { className: styles.logo }), _jsxs("span", { className: styles.brandName, children: ["Langhe ", _jsx("span", { className: styles.brandAccent, children: "Property" })] })] }), _jsxs("button", { type: "button", className: styles.toggle, "aria-expanded": menuOpen, "aria-controls": menuId, onClick: () => setMenuOpen((open) => !open), onKeyDown: (event) => {
                            if (event.key === 'Escape')
                                setMenuOpen(false);
                        }, children: [_jsx("span", { className: styles.toggleIcon, "aria-hidden": "true" }), text.menu] }), _jsx("nav", { id: menuId, className: `${styles.nav} ${menuOpen ? styles.navOpen : ''}`, "aria-label": text.main, onKeyDown: (event) => {
                            if (event.key === 'Escape')
                                setMenuOpen(false);
                        }, children: _jsxs("ul", { className: styles.menu, children: [menu.map((item) => (_jsx("li", { children: _jsx(SmartLink, { href: item.href, section: item.section, markCurrent: true, className: styles.link, children: item.name }) }, item.href))), _jsx("li", { children: _jsx(SmartLink, { href: switchTo.href, hrefLang: switchTo.lang, lang: switchTo.lang, className: `${styles.link} ${styles.language}`, children: switchTo.name }) })] }) }), _jsx(AccountSlot, {})] })] }));
}
