import { usePageMeta } from '@/components/usePageMeta';
import { staticPageHead } from '@/config/page-heads';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ContactDetails } from './ContactDetails';
import { ContactForm, type ContactFormText } from './ContactForm';
import { ITALIAN_CONTACT_MESSAGES } from './contact-schema';
import styles from './ContactPage.module.css';

const FORM_TEXT: ContactFormText = {
  heading: 'Scrivici',
  name: 'Nome',
  email: 'Email',
  message: 'Messaggio',
  send: 'Invia messaggio',
  sending: 'Invio in corso…',
  success: 'Messaggio inviato con successo!',
  failure: "C'è stato un problema. Riprova più tardi o mandaci un email.",
  privacy: 'Usiamo i tuoi dati solo per risponderti. Non li condividiamo con nessuno e non ti iscriviamo ad alcuna lista.',
  subject: 'Italian Contact Page',
  source: 'Pagina contatti italiana',
  messages: ITALIAN_CONTACT_MESSAGES,
};

export function ItalianContactPage() {
  usePageMeta(staticPageHead(paths.it.contact));
  return (
    <>
      <div className="page-hero">
        <div className="container">
          <h1>Contatti</h1>
          <p className="lead">
            Vuoi vendere la tua casa a un acquirente straniero o hai bisogno di foto professionali per il tuo immobile? Scrivici: rispondiamo personalmente, di solito entro un giorno lavorativo.
          </p>
        </div>
      </div>
      <div className="container section">
        <div className={styles.layout}>
          <ContactForm text={FORM_TEXT} />
          <div>
            <ContactDetails language="it" />
            <p>
              Scopri i nostri <SmartLink href={paths.it.services}>servizi per chi vende</SmartLink> e il <SmartLink href={paths.it.photoShoot}>servizio fotografico</SmartLink>.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
