import { ContentPage } from '@/components/ContentPage';
import type { ReactNode } from 'react';
import type { StaticPagePath } from '@/config/page-heads';
import { ContactDetails } from './ContactDetails';
import { ContactForm, type ContactFormText } from './ContactForm';
import styles from './ContactPage.module.css';

/** What the English and Italian contact pages say (ContactPage.en.tsx, ContactPage.it.tsx). */
export interface ContactContent {
  language: 'en' | 'it';
  /** The page's own address: its head texts come from the server's table by it. */
  path: StaticPagePath;
  heading: string;
  lead: string;
  form: ContactFormText;
  /** What follows the contact details: where else to go. */
  more: ReactNode;
}

/** The contact page in either language: the form beside the contact details. */
export function ContactPage({ content }: { content: ContactContent }) {
  return (
    <ContentPage path={content.path} heading={content.heading} lead={content.lead}>
      <div className="container section">
        <div className={styles.layout}>
          <ContactForm text={content.form} />
          <div>
            <ContactDetails language={content.language} />
            {content.more}
          </div>
        </div>
      </div>
    </ContentPage>
  );
}
