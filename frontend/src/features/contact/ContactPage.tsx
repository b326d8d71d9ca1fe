import { usePageMeta } from '@/components/usePageMeta';
import { staticPageHead } from '@/config/page-heads';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ContactDetails } from './ContactDetails';
import { ContactForm, type ContactFormText } from './ContactForm';
import { ENGLISH_CONTACT_MESSAGES } from './contact-schema';
import styles from './ContactPage.module.css';

const FORM_TEXT: ContactFormText = {
  heading: 'Send us a message',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send message',
  sending: 'Sending your message…',
  success: 'Message sent successfully!',
  failure: 'There was a problem. Try again later or send us an email.',
  privacy: 'We use your details only to answer your message. We never share them or add you to a mailing list.',
  subject: 'Contact Page',
  source: 'English contact page',
  messages: ENGLISH_CONTACT_MESSAGES,
};

export function ContactPage() {
  usePageMeta(staticPageHead(paths.contact));
  return (
    <>
      <div className="page-hero">
        <div className="container">
          <h1>Contact us</h1>
          <p className="lead">
            Thinking about a home in Piedmont, or about selling one? Tell us what you have in mind. We answer every message personally, usually within one working day.
          </p>
        </div>
      </div>
      <div className="container section">
        <div className={styles.layout}>
          <ContactForm text={FORM_TEXT} />
          <div>
            <ContactDetails language="en" />
            <p>
              Prefer to talk it through first? Our <SmartLink href={paths.consultancy}>consultancy service</SmartLink> offers a two-hour meeting, in person or by video.
            </p>
            <p lang="it">
              <SmartLink href={paths.it.contact} hrefLang="it">
                Scrivici in italiano
              </SmartLink>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
