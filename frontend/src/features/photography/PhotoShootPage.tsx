import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';

const PACKAGES = [
  {
    name: 'Interni ed esterni',
    text: 'Da 25 a 35 fotografie elaborate della casa, degli spazi esterni e del panorama, scattate nella luce migliore della giornata.',
  },
  {
    name: 'Interni, esterni e drone',
    text: 'Il servizio completo, con 8–10 riprese aeree che mostrano il terreno, i confini, la posizione e la vista. Ideale per cascine e proprietà con terreno.',
  },
  {
    name: 'Video di presentazione',
    text: 'Un breve filmato di 90 secondi, con riprese da terra e dal drone, pensato per i portali internazionali e i social network.',
  },
];

export function PhotoShootPage() {
  return (
    <ContentPage path={paths.it.photoShoot} heading="Servizio fotografico" lead="Chi cerca casa dall’estero decide quali immobili visitare guardando le foto. Facciamo in modo che la sua casa sia tra quelle.">
      <div className="container section prose">
        <h2>Perché le foto contano</h2>
        <p>
          Un acquirente straniero guarda decine di annunci prima di prenotare un volo per venire a vedere due o tre case. Foto buie, storte o scattate con il cellulare bastano a
          escludere un immobile, anche quando è il più adatto. Un servizio fotografico professionale costa poco rispetto al valore della casa e accorcia i tempi di vendita.
        </p>
        <h2>Cosa offriamo</h2>
        <ul>
          {PACKAGES.map((item) => (
            <li key={item.name}>
              <strong>{item.name}.</strong> {item.text}
            </li>
          ))}
        </ul>
        <p>
          Il servizio è compreso per tutti gli immobili che vendiamo noi, ed è disponibile anche per proprietari, agenzie, agriturismi e cantine. I voli con il drone sono
          effettuati da un pilota certificato, nel rispetto delle regole ENAC e della privacy dei vicini.
        </p>
        <h2>Come si svolge</h2>
        <ol>
          <li>Ci sentiamo per telefono o via email e fissiamo una data, scegliendo l’ora in base all’esposizione della casa.</li>
          <li>Le inviamo una breve lista di cose da preparare: stanze in ordine, luci accese, auto spostate dal cortile.</li>
          <li>Il giorno del servizio restiamo da due a quattro ore, a seconda della dimensione dell’immobile.</li>
          <li>Entro una settimana riceverà le foto elaborate in alta risoluzione, pronte per essere pubblicate.</li>
        </ol>
        <div className="button-row">
          <SmartLink className="button button-primary" href={paths.it.contact}>
            Chieda un preventivo
          </SmartLink>
          <SmartLink className="button button-outline" href={paths.it.photography}>
            Sfogli il portfolio
          </SmartLink>
        </div>
      </div>
    </ContentPage>
  );
}
