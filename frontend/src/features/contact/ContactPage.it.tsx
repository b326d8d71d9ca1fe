import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ITALIAN_CONTACT_MESSAGES } from './contact-schema';
import { ContactPage, type ContactContent } from './ContactPage';

const ITALIAN: ContactContent = {
  language: 'it',
  path: paths.it.contact,
  heading: 'Contatti',
  lead: 'Vuole vendere la sua casa a un acquirente straniero o ha bisogno di foto professionali per il suo immobile? Ci scriva: rispondiamo personalmente, di solito entro un giorno lavorativo.',
  form: {
    heading: 'Ci scriva',
    name: 'Nome',
    email: 'Email',
    message: 'Messaggio',
    send: 'Invia messaggio',
    sending: 'Invio in corso…',
    success: 'Messaggio inviato con successo!',
    // The spec's text (§8 "Italian contact fails"), kept as written although it says 'tu'.
    failure: "C'è stato un problema. Riprova più tardi o mandaci un email.",
    privacy: 'Usiamo i suoi dati solo per risponderle. Non li condividiamo con nessuno e non la iscriviamo ad alcuna lista.',
    subject: 'Italian Contact Page',
    source: 'Pagina contatti italiana',
    messages: ITALIAN_CONTACT_MESSAGES,
  },
  more: (
    <p>
      Scopra i nostri <SmartLink href={paths.it.services}>servizi per chi vende</SmartLink> e il <SmartLink href={paths.it.photoShoot}>servizio fotografico</SmartLink>.
    </p>
  ),
};

export function ItalianContactPage() {
  return <ContactPage content={ITALIAN} />;
}
