import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ENGLISH_CONTACT_MESSAGES } from './contact-schema';
import { ContactPage, type ContactContent } from './ContactPage';

const ENGLISH: ContactContent = {
  language: 'en',
  path: paths.contact,
  heading: 'Contact us',
  lead: 'Thinking about a home in Piedmont, or about selling one? Tell us what you have in mind. We answer every message personally, usually within one working day.',
  form: {
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
  },
  more: (
    <>
      <p>
        Prefer to talk it through first? Our <SmartLink href={paths.consultancy}>consultancy service</SmartLink> offers a two-hour meeting, in person or by video.
      </p>
      <p lang="it">
        <SmartLink href={paths.it.contact} hrefLang="it">
          Scrivici in italiano
        </SmartLink>
      </p>
    </>
  ),
};

export function EnglishContactPage() {
  return <ContactPage content={ENGLISH} />;
}
