import { PageHero } from '@/components/PageHero';
import { SmartLink } from '@/components/SmartLink';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { HomePage, type HomeContent } from './HomePage';

const ITALIAN: HomeContent = {
  path: paths.it.home,
  language: 'it',
  hero: (
    <PageHero
      eyebrow="Langhe · Roero · Monferrato"
      heading="Venda la sua casa nelle Langhe a chi la sogna da lontano"
      lead="Langhe Property è una consulenza immobiliare indipendente con sede ad Alba. Da oltre quindici anni mettiamo in contatto i proprietari piemontesi con acquirenti provenienti da tutto il mondo."
    >
      <div className="button-row">
        <SmartLink className="button button-gold" href={paths.it.contact}>
          Contatti
        </SmartLink>
      </div>
    </PageHero>
  ),
  intro: {
    id: 'chi-siamo',
    heading: 'Chi siamo',
    text: (
      <>
        <p>
          {/* No participle that names a gender: the consultant's (a woman) public name is set in config/contact-details.ts. */}
          Sono {CONTACT_DETAILS.consultant}: Alba è la mia città e lavoro da sempre tra queste colline. Dopo alcuni anni a Londra, il ritorno a casa con un’idea semplice: chi
          all’estero sogna una casa nelle Langhe merita qualcuno sul posto che parli la sua lingua e gli dica la verità. E chi vende merita di raggiungere proprio quelle persone.
        </p>
        <p>
          Lavoriamo con pochi immobili alla volta, in genere dai 350.000 euro in su: cascine ristrutturate, case di paese con carattere, ville e tenute con vigneti o noccioleti.
          Ogni casa che proponiamo l’abbiamo visitata; ogni cliente lo conosciamo di persona.
        </p>
      </>
    ),
    picture: {
      src: '/content/office.svg',
      alt: 'L’ufficio di Langhe Property ad Alba, con una finestra che guarda le colline',
      caption: 'Il nostro ufficio nel centro di Alba.',
    },
  },
  services: {
    id: 'servizi',
    heading: 'Cosa possiamo fare per lei',
    cards: [
      {
        title: 'Vendere a clienti internazionali',
        text: 'Presentiamo la sua casa agli acquirenti stranieri che cercano un immobile nelle Langhe, con descrizioni in inglese e un contatto diretto con i nostri clienti.',
        href: paths.it.services,
        linkText: 'I nostri servizi',
        image: '/content/services/sell-your-home.svg',
      },
      {
        title: 'Servizio fotografico',
        text: 'Foto professionali di interni ed esterni, riprese con drone e brevi video: le immagini che convincono un acquirente a prendere l’aereo.',
        href: paths.it.photoShoot,
        linkText: 'Il servizio fotografico',
        image: '/content/services/find-a-home.svg',
      },
      {
        title: 'Fotografia',
        text: 'Immobili, drone, eventi e paesaggi: nel nostro portfolio vedrà come raccontiamo il territorio.',
        href: paths.it.photography,
        linkText: 'Il portfolio',
        image: '/content/services/consultancy.svg',
      },
    ],
  },
};

export function ItalianHomePage() {
  return <HomePage content={ITALIAN} />;
}
