import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SmartLink } from '@/components/SmartLink';
import { LoadingOverlay } from '@/components/loading';
import { ENGLISH_MENU, ITALIAN_MENU, LANGUAGE_SWITCH } from '@/config/menus';
import { paths } from '@/config/paths';
import { languageSwitchHref } from '@/config/language-switch';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { AccountSlot } from '@/features/auth/components/AccountSlot';
import { CurrencyPicker } from '@/features/currency';
import { Logo } from './Logo';
import styles from './Header.module.css';

const TEXT = {
  en: { menu: 'Menu', main: 'Main', home: 'Langhe Property home' },
  it: { menu: 'Menu', main: 'Principale', home: 'Langhe Property, pagina iniziale' },
} as const;

/** One header a page: the menu's fixed id is what the no-JavaScript toggle links to. */
const MENU_ID = 'main-menu';

export function Header() {
  const language = useLanguage();
  const text = TEXT[language];
  const menu = language === 'it' ? ITALIAN_MENU : ENGLISH_MENU;
  const switchTo = LANGUAGE_SWITCH[language];
  const { pathname, search } = useLocation();
  // The same page in the other language where there is one (a home's, the list's), else its home.
  const switchHref = languageSwitchHref(pathname, search, language);
  const { token, user } = useSession();
  // The menu is open on the address it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((typeof open === 'function' ? open(menuOpen) : open) ? pathname : null);

  return (
    <header className={styles.header} data-print="hide">
      <LoadingOverlay />
      <div className={`container ${styles.bar}`}>
        <SmartLink href={language === 'it' ? paths.it.home : paths.home} className={styles.brand} aria-label={text.home}>
          <Logo className={styles.logo} />
          <span className={styles.brandName}>
            Langhe <span className={styles.brandAccent}>Property</span>
          </span>
        </SmartLink>
        <CurrencyPicker className={styles.currency} />
        {/* A link to the menu, so that it opens without JavaScript too (the menu's :target
            shows it); with JavaScript it toggles in place like a button. */}
        <a
          href={`#${MENU_ID}`}
          role="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            setMenuOpen((open) => !open);
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Escape') setMenuOpen(false);
            if (event.key === ' ') {
              event.preventDefault();
              setMenuOpen((open) => !open);
            }
          }}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {text.menu}
        </a>
        <nav
          id={MENU_ID}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          aria-label={text.main}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <ul className={styles.menu}>
            {menu.map((item) => (
              <li key={item.href}>
                <SmartLink href={item.href} section={item.section} markCurrent className={styles.link}>
                  {item.name}
                </SmartLink>
              </li>
            ))}
            <li>
              <SmartLink href={switchHref} hrefLang={switchTo.lang} lang={switchTo.lang} className={`${styles.link} ${styles.language}`}>
                {switchTo.name}
              </SmartLink>
            </li>
          </ul>
        </nav>
        {/* Signed in, the account sits in the staff bar above (StaffBar.tsx). */}
        {!(token && user) && <AccountSlot />}
      </div>
    </header>
  );
}
