import { CONTACT_DETAILS } from '@/config/contact-details';
import styles from './ContactPage.module.css';

const TEXT = {
  en: { heading: 'Contact details', office: 'Office', phone: 'Phone', mobile: 'Mobile / WhatsApp', email: 'Email', hours: 'Office hours', hoursValue: 'Monday to Friday, 9:00–18:00 (CET). Saturday by appointment.', country: CONTACT_DETAILS.country },
  it: { heading: 'Recapiti', office: 'Ufficio', phone: 'Telefono', mobile: 'Cellulare / WhatsApp', email: 'Email', hours: 'Orari', hoursValue: 'Dal lunedì al venerdì, 9:00–18:00. Sabato su appuntamento.', country: CONTACT_DETAILS.countryIt },
} as const;

export function ContactDetails({ language }: { language: 'en' | 'it' }) {
  const text = TEXT[language];
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{text.heading}</h2>
      <dl className={styles.list}>
        <dt>{text.office}</dt>
        <dd>
          <address>
            {CONTACT_DETAILS.businessName} – {CONTACT_DETAILS.consultant}
            <br />
            {CONTACT_DETAILS.street}
            <br />
            {CONTACT_DETAILS.postcodeTown}, {text.country}
          </address>
        </dd>
        <dt>{text.phone}</dt>
        <dd>
          <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phoneDisplay}</a>
        </dd>
        <dt>{text.mobile}</dt>
        <dd>
          <a href={CONTACT_DETAILS.mobileHref}>{CONTACT_DETAILS.mobileDisplay}</a>
        </dd>
        <dt>{text.email}</dt>
        <dd>
          <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
        </dd>
        <dt>{text.hours}</dt>
        <dd>{text.hoursValue}</dd>
      </dl>
    </section>
  );
}
