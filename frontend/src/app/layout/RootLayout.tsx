import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useCountNavigations } from '@/features/visits';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { StaffBar } from './StaffBar';

const SKIP_TEXT = { en: 'Skip to main content', it: 'Vai al contenuto principale' } as const;

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
  const { token, user } = useSession();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useFocusMainOnNavigation();
  useCountNavigations();

  return (
    <>
      <a className="skip-link" href="#main-content">
        {SKIP_TEXT[language]}
      </a>
      {token && user && <StaffBar />}
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
