import { SmartLink } from '@/components/SmartLink';
import { CONTACT_DETAILS, SOCIAL_LINKS } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { NewsletterForm } from '@/features/newsletter';
import { useLanguage } from '@/lib/i18n';
import { FOOTER_LINKS } from './footer-links';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

const TEXT = {
  en: {
    contact: 'Contact us',
    newsletter: 'Newsletter',
    follow: 'Follow us',
    rights: 'All rights reserved.',
    vat: 'VAT number (P.IVA)',
    top: 'Back to top',
    newTab: 'opens in a new tab',
    version: 'Version',
    privacy: 'Privacy and cookie policy',
    privacyHref: paths.privacyPolicy,
    tagline: 'Independent property consultant for Langhe, Roero and Monferrato.',
  },
  it: {
    contact: 'Contatti',
    newsletter: 'Newsletter',
    follow: 'Ci segua',
    rights: 'Tutti i diritti riservati.',
    vat: 'P.IVA',
    top: "Torna all'inizio",
    newTab: 'si apre in una nuova scheda',
    version: 'Versione',
    privacy: 'Informativa sulla privacy e sui cookie',
    privacyHref: paths.it.privacyPolicy,
    tagline: 'Consulente immobiliare indipendente per Langhe, Roero e Monferrato.',
  },
} as const;

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

export function Footer() {
  const language = useLanguage();
  const text = TEXT[language];
  const columns = FOOTER_LINKS[language];
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} lang={language} data-print="hide">
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {text.contact}
          </h2>
          <p className={styles.tagline}>{text.tagline}</p>
          <address className={styles.address}>
            <strong>{CONTACT_DETAILS.businessName}</strong> – {CONTACT_DETAILS.consultant}
            <br />
            {CONTACT_DETAILS.street}
            <br />
            {CONTACT_DETAILS.postcodeTown}, {language === 'it' ? CONTACT_DETAILS.countryIt : CONTACT_DETAILS.country}
            <br />
            <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phoneDisplay}</a>
            <br />
            <a href={CONTACT_DETAILS.mobileHref}>{CONTACT_DETAILS.mobileDisplay}</a>
            <br />
            <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
          </address>
          <h3 className={styles.subheading}>{text.follow}</h3>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener" target="_blank" aria-label={`${link.name} (${text.newTab})`}>
                  <SocialIcon icon={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        {[columns.services, columns.explore, columns.italian].map((column) => (
          <nav key={column.heading} aria-label={column.heading} className={styles.column}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.name}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.newsletter}>
          <h2 className={styles.heading}>{text.newsletter}</h2>
          <NewsletterForm showInvitation />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomBar}`}>
          <p>
            © {year} {CONTACT_DETAILS.businessName}. {text.rights}
          </p>
          <p>
            {text.vat} {CONTACT_DETAILS.vatNumber}
          </p>
          <p>
            <SmartLink href={text.privacyHref}>{text.privacy}</SmartLink>
          </p>
          {siteConfig.version && (
            <p className={styles.version}>
              {text.version} {siteConfig.version}
            </p>
          )}
          <button type="button" className={styles.top} onClick={scrollToTop} aria-label={text.top}>
            <span aria-hidden="true">↑</span>
          </button>
        </div>
      </div>
    </footer>
  );
}
