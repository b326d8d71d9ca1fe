import { usePageMeta } from '@/components/usePageMeta';
import { staticPageHead } from '@/config/page-heads';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { Portfolio } from './Portfolio';

export function ItalianPhotographyPage() {
  usePageMeta(staticPageHead(paths.it.photography));
  return (
    <>
      <div className="page-hero">
        <div className="container">
          <h1>Fotografia</h1>
          <p className="lead">Immobili, riprese con drone, eventi e paesaggi: le immagini con cui raccontiamo le Langhe ai nostri clienti di tutto il mondo.</p>
        </div>
      </div>
      <div className="container section">
        <div className="prose">
          <p>
            Ogni servizio è pensato in funzione della luce: le stanze esposte a est al mattino, i terrazzi e i panorami all’ora dorata, i voli con il drone nelle giornate limpide e
            sempre con le autorizzazioni necessarie. Le foto, già elaborate e in alta risoluzione, vengono consegnate entro una settimana.
          </p>
          <p>
            Vuoi far fotografare la tua casa prima di metterla in vendita? Leggi il nostro <SmartLink href={paths.it.photoShoot}>servizio fotografico</SmartLink> oppure{' '}
            <SmartLink href={paths.it.contact}>contattaci</SmartLink>.
          </p>
        </div>
        <Portfolio language="it" />
      </div>
    </>
  );
}
