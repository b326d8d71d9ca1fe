import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';

export function ItalianServicesPage() {
  return (
    <ContentPage path={paths.it.services} heading="I nostri servizi" lead="Dalla prima visita al rogito: tutto ciò che serve per vendere la sua casa a un acquirente internazionale, senza sorprese.">
      <article className="container section prose">
        <h2>Perché rivolgersi a noi</h2>
        <p>
          Gran parte degli acquirenti delle case più belle di Langhe, Roero e Monferrato vive all’estero: Regno Unito, Scandinavia, Germania, Svizzera, Paesi Bassi, Stati Uniti.
          Cercano online, in inglese, e scelgono da lontano quali immobili visitare. Noi parliamo la loro lingua, conosciamo le loro domande e li accompagniamo fino alla firma.
        </p>

        <h2>Valutazione e verifica dei documenti</h2>
        <p>
          Visitiamo la casa, ne discutiamo con lei il prezzo sulla base delle vendite recenti e controlliamo insieme al suo geometra la conformità catastale e urbanistica. Un
          acquirente straniero si spaventa facilmente davanti a una difformità scoperta all’ultimo momento: meglio risolverla prima.
        </p>

        <h2>Presentazione dell’immobile</h2>
        <ul>
          <li>
            <SmartLink href={paths.it.photoShoot}>Servizio fotografico</SmartLink> professionale con riprese dal drone, compreso per tutti gli immobili che vendiamo.
          </li>
          <li>Una descrizione accurata in inglese, con le informazioni che interessano davvero a chi viene da fuori: distanze, servizi, clima, costi di gestione.</li>
          <li>Una pagina dedicata sul nostro sito, con gallerie, mappa e scheda del paese, e la segnalazione ai clienti della nostra newsletter mensile.</li>
        </ul>

        <h2>Visite, trattativa e rogito</h2>
        <p>
          Accompagniamo gli acquirenti nelle visite, seguiamo la trattativa e la proposta d’acquisto, il compromesso e il rogito dal notaio. Aiutiamo l’acquirente con il codice
          fiscale, i tecnici e il traduttore, perché la vendita non si blocchi per un documento mancante.
        </p>

        <h2>Quali immobili trattiamo</h2>
        <p>
          Lavoriamo con un numero limitato di immobili, in genere dai 350.000 euro in su. Se la sua casa non rientra in questa fascia, le indicheremo volentieri dei colleghi di
          fiducia.
        </p>

        <div className="button-row">
          <SmartLink className="button button-primary" href={paths.it.contact}>
            Richieda una visita
          </SmartLink>
          <SmartLink className="button button-outline" href={paths.it.photography}>
            Il nostro portfolio fotografico
          </SmartLink>
        </div>
      </article>
    </ContentPage>
  );
}
