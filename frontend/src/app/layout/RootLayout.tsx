import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import { useLanguage } from '@/lib/i18n';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

const SKIP_TEXT = { en: 'Skip to main content', it: 'Vai al contenuto principale' } as const;

export function RootLayout() {
  const language = useLanguage();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <>
      <a className="skip-link" href="#main-content">
        {SKIP_TEXT[language]}
      </a>
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
