import { ContentPage } from '@/components/ContentPage';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { BuyingTaxes } from './BuyingTaxes';

/** The buyer's guide in Italian: the English guide's content, its taxes from the same rules. */
export function ItalianBuyersGuidePage() {
  return (
    <ContentPage
      path={paths.it.buyersGuide}
      heading="Comprare casa in Piemonte: la guida per l’acquirente"
      lead="Tutto quello che spieghiamo ai clienti all’inizio, messo per iscritto: dalla scelta della zona al giorno in cui il notaio consegna le chiavi."
    >
      <article className="container section prose">
        <h2 id="areas">1. Scegliere la zona</h2>
        <p>
          <strong>Le Langhe</strong>, intorno ad Alba, Barolo e Barbaresco, sono la zona più conosciuta e più cara: colline ripide di vigneti, vini famosi, ottimi ristoranti
          e la fiera del tartufo in autunno. <strong>Il Roero</strong>, oltre il Tanaro, è più verde e sabbioso, con boschi, frutteti e vigne di Arneis, e prezzi un po’ più
          bassi. <strong>Il Monferrato</strong>, tra Asti e Casale, è più dolce e ampio, con più terreno a parità di spesa. <strong>L’Alta Langa</strong>, più in alto verso
          la Liguria, è selvaggia, tranquilla e più fresca d’estate.
        </p>
        <p>
          Pensi a come vivrà: quanta strada è disposto a fare per il pane, se le serve un treno per Torino o Milano, quanto giardino vuole davvero curare e se sarà qui
          d’inverno, quando scende la nebbia e molti ristoranti chiudono per qualche settimana.
        </p>

        <h2 id="budget">2. Un budget realistico</h2>
        <p>
          Aggiunga circa il 10–12% al prezzo d’acquisto per imposte, notaio e onorari professionali. Se la casa ha bisogno di lavori, si faccia fare una stima da un tecnico prima
          di fare un’offerta: ristrutturare bene una vecchia cascina costa spesso 1500-2500 € al metro quadro. Langhe Property si occupa di case da circa 350.000 € in su,
          dove questi costi contano di più.
        </p>

        <h2 id="documents">3. Che cosa serve prima di comprare</h2>
        <ul>
          <li>
            Il <strong>codice fiscale</strong>. È gratuito e si ottiene in fretta all’Agenzia delle Entrate o presso un consolato italiano.
          </li>
          <li>Un conto in una banca italiana non è obbligatorio, ma rende molto più semplice pagare bollette e imposte dopo l’acquisto.</li>
          <li>
            Chi viene da fuori dall’Unione europea può comprare liberamente se il suo paese ha un accordo di reciprocità con l’Italia, come il Regno Unito, gli Stati Uniti, il
            Canada e l’Australia.
          </li>
        </ul>

        <h2 id="process">4. L’acquisto passo dopo passo</h2>
        <ol>
          <li>
            <strong>Visite e verifiche.</strong> Prima di fare un’offerta, chieda a un geometra di verificare che la casa corrisponda alle planimetrie del catasto e del comune
            e che i lavori fatti in passato siano stati autorizzati.
          </li>
          <li>
            <strong>La proposta d’acquisto.</strong> Un’offerta scritta, di solito con un assegno come piccola caparra. Quando il venditore la firma, vincola entrambe le parti.
          </li>
          <li>
            <strong>Il compromesso (contratto preliminare).</strong> Fissa il prezzo, la data del rogito e le condizioni, con una caparra più alta, spesso del 10–30%. Si
            registra all’Agenzia delle Entrate.
          </li>
          <li>
            <strong>Il rogito.</strong> Si firma davanti al notaio, che verifica la proprietà e le ipoteche e registra la vendita. Se non parla italiano deve essere presente un
            interprete giurato, oppure può dare una procura a una persona di fiducia.
          </li>
        </ol>

        <h2 id="taxes">5. Imposte e costi di gestione</h2>
        <BuyingTaxes language="it" />
        <p>Una volta proprietario, sulle seconde case si paga l’IMU (l’imposta comunale sugli immobili), oltre alla tassa sui rifiuti e alle utenze.</p>

        <h2 id="renovation">6. La ristrutturazione</h2>
        <p>
          Molte delle case più belle della zona hanno bisogno di lavori. I permessi dipendono dall’entità del progetto e, nell’area UNESCO, dalla Soprintendenza per il
          paesaggio: metta in conto del tempo. Gli incentivi fiscali per il risparmio energetico e il recupero esistono ma cambiano spesso: chieda al suo geometra che cosa
          vale al momento dell’acquisto.
        </p>

        <div className="callout">
          <p>
            Desidera parlarne per il suo progetto? Una <SmartLink href={paths.consultancy}>consulenza di due ore</SmartLink> (in inglese) copre zone, prezzi, procedura e imposte,
            di persona o in video. Oppure <SmartLink href={paths.propertyListPage(1)}>guardi le case in vendita</SmartLink>.
          </p>
        </div>
      </article>
    </ContentPage>
  );
}
