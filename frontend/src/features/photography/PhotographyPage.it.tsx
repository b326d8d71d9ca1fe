import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { PhotographyPage, type PhotographyContent } from './PhotographyPage';

const ITALIAN: PhotographyContent = {
  language: 'it',
  path: paths.it.photography,
  heading: 'Fotografia',
  lead: 'Immobili, riprese con drone, eventi e paesaggi: le immagini con cui raccontiamo le Langhe ai nostri clienti di tutto il mondo.',
  about: (
    <>
      <p>
        Ogni servizio è pensato in funzione della luce: le stanze esposte a est al mattino, i terrazzi e i panorami all’ora dorata, i voli con il drone nelle giornate limpide e
        sempre con le autorizzazioni necessarie. Le foto, già elaborate e in alta risoluzione, vengono consegnate entro una settimana.
      </p>
      <p>
        Desidera far fotografare la sua casa prima di metterla in vendita? Scopra il nostro <SmartLink href={paths.it.photoShoot}>servizio fotografico</SmartLink> oppure{' '}
        <SmartLink href={paths.it.contact}>ci contatti</SmartLink>.
      </p>
    </>
  ),
};

export function ItalianPhotographyPage() {
  return <PhotographyPage content={ITALIAN} />;
}
