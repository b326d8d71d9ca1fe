import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { ITALIAN_CONTACT_MESSAGES } from './contact-schema';
import { ContactPage, type ContactContent } from './ContactPage';

const ITALIAN: ContactContent = {
  language: 'it',
  path: paths.it.contact,
  heading: 'Contatti',
  lead: 'Vuoi vendere la tua casa a un acquirente straniero o hai bisogno di foto professionali per il tuo immobile? Scrivici: rispondiamo personalmente, di solito entro un giorno lavorativo.',
  form: {
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
  },
  more: (
    <p>
      Scopri i nostri <SmartLink href={paths.it.services}>servizi per chi vende</SmartLink> e il <SmartLink href={paths.it.photoShoot}>servizio fotografico</SmartLink>.
    </p>
  ),
};

export function ItalianContactPage() {
  return <ContactPage content={ITALIAN} />;
}
