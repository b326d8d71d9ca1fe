import { SmartLink } from '@/components/SmartLink';
import { CONTACT_DETAILS as us } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { CookieChoiceControl, PrivacyPolicyPage, ProcessorList, usesHostedCaptcha, type PolicyFacts, type PrivacyPolicyContent } from './PrivacyPolicyPage';

const mail = <a href={`mailto:${us.email}`}>{us.email}</a>;

function ItalianPolicy({ facts }: { facts: PolicyFacts }) {
  return (
    <>
      <p>
        Questa pagina le spiega, come richiedono gli articoli 13 e 14 del Regolamento generale sulla protezione dei dati (GDPR, Regolamento UE 2016/679), chi tratta i dati
        personali che ci fornisce tramite questo sito, per quali finalità, su quale base giuridica, per quanto tempo, chi altro li riceve e quali sono i suoi diritti. Descrive
        anche l’unico cookie che il sito imposta. Ultimo aggiornamento: 28 novembre 2026.
      </p>

      <h2 id="titolare">Titolare del trattamento</h2>
      <p>
        Il titolare del trattamento è {us.consultant}, {us.businessName}, {us.street}, {us.postcodeTown}, {us.countryIt} (P.IVA {us.vatNumber}). E-mail: {mail}, telefono{' '}
        <a href={us.phoneHref}>{us.phoneDisplay}</a>. Scriva a questo indirizzo per qualsiasi questione relativa ai suoi dati.
      </p>

      <h2 id="moduli">Quali dati raccoglie ogni modulo, perché e su quale base giuridica</h2>
      <h3>Richiesta su un immobile (in ogni scheda immobile)</h3>
      <p>
        Nome, numero di riferimento dell’immobile, indirizzo e-mail e messaggio, per rispondere alla sua domanda su quell’immobile e, se lo desidera, organizzare una visita.
        Base giuridica: misure precontrattuali adottate su sua richiesta (art. 6, par. 1, lett. b) GDPR).
      </p>
      <h3>Moduli di contatto (pagine di contatto in inglese e in italiano)</h3>
      <p>
        Nome, indirizzo e-mail e messaggio, per risponderle. Base giuridica: misure precontrattuali su sua richiesta quando ci scrive per comprare o vendere (art. 6, par. 1,
        lett. b)); negli altri casi il nostro legittimo interesse a rispondere ai messaggi che riceviamo (art. 6, par. 1, lett. f)).
      </p>
      <h3>Richiesta di consulenza</h3>
      <p>
        Nome, indirizzo e-mail, data e ora preferite e ciò che ci racconta sulla casa che cerca, sui tempi, sul budget e su altro, per organizzare e preparare la consulenza
        che prenota. Base giuridica: il contratto che richiede (art. 6, par. 1, lett. b)).
      </p>
      <h3>Newsletter</h3>
      <p>
        Indirizzo e-mail e momento in cui ha dato il consenso, per inviarle la nostra newsletter. Base giuridica: il suo consenso (art. 6, par. 1, lett. a)), espresso
        spuntando la casella e confermato con il link che le inviamo per e-mail.
      </p>
      <h3>Avvisi di ricerca salvata (nell’elenco delle case)</h3>
      <p>
        Indirizzo e-mail, la ricerca che salva (zona, tipo di immobile, fascia di prezzo e gli altri filtri) e il momento in cui ha dato il consenso, per segnalarle via
        e-mail le nuove case che corrispondono. Base giuridica: il suo consenso (art. 6, par. 1, lett. a)), confermato con il link che le inviamo per e-mail.
      </p>
      <h3>Proprietari che vendono con noi</h3>
      <p>
        Se promuoviamo la vendita della sua casa, registriamo il suo nome, il suo indirizzo e-mail, la lingua in cui preferisce leggere e se desidera ricevere il nostro
        rapporto ogni mese, per inviarle il rapporto su come viene vista la sua casa: le visualizzazioni settimana per settimana, da dove arrivano i visitatori, le richieste, le
        visite in loco e le variazioni di prezzo, senza alcun dato personale degli acquirenti. Base giuridica: il contratto che ha con noi per la vendita della casa (art.
        6, par. 1, lett. b)). Questi dati non compaiono mai sul sito. Ogni rapporto le arriva come link riservato, valido 30 giorni; possiamo disattivarlo prima.
      </p>
      <h3>Con ogni modulo</h3>
      <p>
        Ogni messaggio viene conservato insieme a un hash con chiave del suo indirizzo IP, mai l’indirizzo stesso, per individuare gli abusi provenienti da una stessa
        connessione; base giuridica: il nostro legittimo interesse a proteggere i moduli dallo spam (art. 6, par. 1, lett. f)).{' '}
        {usesHostedCaptcha(facts)
          ? 'Il controllo anti-spam dei moduli è un servizio esterno, indicato più sotto in «Chi altro riceve i suoi dati».'
          : 'Il controllo anti-spam dei moduli avviene nel suo browser e non invia nulla a terzi.'}
      </p>
      <p>
        Il conferimento dei dati è facoltativo, ma senza nome e indirizzo e-mail non possiamo risponderle. Non prendiamo decisioni automatizzate che la riguardano e non
        effettuiamo profilazione.
      </p>

      <h2 id="conservazione">Per quanto tempo conserviamo i dati</h2>
      <ul>
        <li>
          <strong>I messaggi inviati con i moduli</strong> (richieste sugli immobili, contatti e richieste di consulenza) sono conservati nel database del sito, la nostra
          casella dei messaggi, e da lì ci vengono inviati per e-mail (la coda di invio del sito). Li conserviamo finché gestiamo la sua richiesta e l’eventuale acquisto o
          vendita che ne segue, e li cancelliamo quando ce lo chiede.
        </li>
        <li data-lead-retention="">
          <strong>Le richieste che non hanno avuto seguito</strong> (segnate come perse o come spam) vengono rese anonime dal sito{' '}
          {`${facts.leadRetentionMonths} ${facts.leadRetentionMonths === 1 ? 'mese' : 'mesi'}`} dopo l’ultima attività (il suo messaggio, una nostra risposta o nota, un cambio del loro stato): il suo nome,
          l’indirizzo e-mail, il numero di telefono e le sue parole vengono tolti dalla richiesta, dall’eventuale richiesta di visita e dalle nostre note e risposte. Ciò che
          resta (il tipo di richiesta, l’immobile, le date e lo stato) non dice nulla di lei e serve solo alle nostre statistiche.
        </li>
        <li>
          <strong>Le e-mail che le inviamo</strong> (link di conferma, avvisi) restano nella stessa coda di invio come traccia di quanto inviato, senza i codici segreti dei
          loro link.
        </li>
        <li>
          <strong>Le iscrizioni non confermate</strong> (newsletter o avvisi) scadono 72 ore dopo l’iscrizione e vengono poi cancellate.
        </li>
        <li>
          <strong>La newsletter</strong>: fino alla disiscrizione, con un clic in qualsiasi newsletter. Dopo di allora conserviamo il suo indirizzo contrassegnato come
          disiscritto, con le date del consenso e della disiscrizione, come prova del consenso e perché nessuna newsletter la raggiunga più; se ce lo chiede lo cancelliamo
          del tutto.
        </li>
        <li>
          <strong>I dati dei proprietari</strong>: finché la sua casa è in vendita con noi; vengono cancellati con il relativo annuncio, o prima se ce lo chiede.
        </li>
        <li>
          <strong>Gli avvisi di ricerca salvata</strong>: finché non elimina l’avviso, con il link presente in ogni e-mail di avviso; l’eliminazione cancella insieme l’avviso e
          tutto ciò che vi è collegato.
        </li>
        <li>
          <strong>I link contenuti nelle nostre e-mail</strong> sono conservati solo come hash non reversibile, mai in chiaro.
        </li>
        <li>
          <strong>Gli accessi dello staff</strong> (solo la consulente e i suoi collaboratori): per ogni dispositivo collegato, il tipo di browser e di sistema (per esempio
          “Firefox on Windows”), quando ha effettuato l’accesso e quando è stato usato l’ultima volta, perché possa vedere i suoi dispositivi collegati e scollegarne
          qualunque. Il dato viene cancellato quando il dispositivo esce o viene scollegato da quell’elenco; una sessione scaduta (dopo 12 ore, o 30 giorni con “Keep me
          signed in”) viene cancellata al successivo accesso.
        </li>
        <li>
          {facts.backupDays === null ? (
            <>
              <strong>Le copie di sicurezza</strong> del database, quando le facciamo, contengono tutti i dati indicati sopra; le conserviamo solo per il tempo necessario a
              ripristinare il sito.
            </>
          ) : (
            <>
              <strong>Le copie di sicurezza</strong>: il sito copia regolarmente l’intero database, quindi i dati indicati sopra sono anche nelle copie, e cancella ogni copia
              dopo al massimo {facts.backupDays} {facts.backupDays === 1 ? 'giorno' : 'giorni'}. I dati cancellati dal sito spariscono dalle copie quando viene eliminata
              l’ultima copia che li conteneva.
            </>
          )}
        </li>
        <li>
          <strong>I registri del server</strong>: per ogni richiesta il server annota l’indirizzo della pagina richiesta, il suo indirizzo IP, l’esito e il tempo di risposta.
          Servono solo a mantenere il sito funzionante e sicuro e vengono cancellati dalla rotazione dei registri del nostro fornitore di hosting.
        </li>
      </ul>

      <h2 id="cookie">I cookie e ciò che il sito conserva nel browser di chi lo visita</h2>
      <ul>
        <li>
          <strong>cookie-consent</strong>: un cookie di questo sito che registra se ha accettato o rifiutato i cookie di YouTube, così da non chiederglielo di nuovo; dura 12
          mesi. È necessario perché il sito rispetti la sua scelta, quindi non richiede consenso. La stessa scelta, e la versione del sito caricata per ultima (perché una
          nuova versione si ricarichi correttamente), sono conservate nella memoria locale del browser.
        </li>
        <li>
          <strong>currency</strong>: se sceglie una valuta in cui vedere i prezzi oltre che in euro (sterline, dollari, franchi, corone), la scelta è conservata nella memoria
          locale del browser perché la mostrino anche le pagine aperte in seguito. È conservata solo perché l’ha chiesta, non ci viene mai inviata e viene rimossa quando
          torna all’euro. I tassi di cambio arrivano dal server di questo sito (i tassi di riferimento pubblicati dalla Banca centrale europea): il browser non li chiede a
          nessun altro.
        </li>
        <li>
          <strong>preferiti</strong>: le case che salva con il cuore sono elencate, solo con il numero di riferimento, nella memoria locale del browser, perché lo chiede lei;
          nessun cookie e nessun account. Non ci arriva nulla finché non invia una richiesta su di esse o non ne condivide il link. Tolga le case, o cancelli i dati di questo
          sito nel browser, per eliminarle.
        </li>
        <li>Non usiamo cookie statistici né pubblicitari: le statistiche delle visualizzazioni descritte più sotto ne fanno a meno.</li>
        <li>
          <strong>I video</strong> provengono da YouTube, che imposta i propri cookie: si caricano solo dopo che ha accettato, nel banner o sul video. Può cambiare la sua
          scelta qui in qualsiasi momento:
        </li>
      </ul>
      <CookieChoiceControl language="it" />

      <h2 id="statistiche">Statistiche delle visualizzazioni</h2>
      <p>Per capire quali case e quali pagine interessano a chi visita il sito, contiamo:</p>
      <ul>
        <li>
          le pagine visualizzate, insieme al sito da cui arriva (solo il dominio della pagina di provenienza che il browser comunica, per esempio “google.com”) e alla
          campagna indicata in un link (i suoi parametri utm_);
        </li>
        <li>le brochure stampate dalla scheda di un immobile;</li>
        <li>le richieste di informazioni e di visita inviate;</li>
        <li>i clic sui link delle e-mail di avviso di ricerca salvata;</li>
        <li>le ricerche nell’elenco delle case che non hanno trovato nulla (i filtri scelti).</li>
      </ul>
      <p>
        <strong>Come</strong>: senza cookie, senza salvare nulla nel suo browser e senza servizi di terzi, perché a contare è il server stesso del sito. Per distinguere i
        visitatori di una giornata conserva un hash con chiave calcolato da un valore casuale estratto per quel giorno (il “sale”), dal sito, dalla parte di rete del suo
        indirizzo IP (l’indirizzo senza la sua ultima parte) e dal nome e dalla versione principale del browser (per esempio “Firefox 133”); l’indirizzo IP in sé non viene
        salvato. Il sale di ogni giorno viene cancellato dopo due giorni: da allora nessuno, nemmeno noi, può ricondurre un conteggio a una persona, né riconoscere lo stesso
        visitatore da un giorno all’altro. Nei dati di ogni casa ciascun visitatore è contato al massimo una volta al giorno.
      </p>
      <p>
        <strong>Per quanto tempo</strong>: le singole visualizzazioni restano registrate per due giorni (quello in cui avvengono e il successivo); poi rimangono soltanto i totali giornalieri di ogni pagina. Robot, crawler e
        altri strumenti automatici non vengono contati.
      </p>
      <p>
        Base giuridica: il nostro legittimo interesse a sapere come viene usato il sito, per migliorarlo e presentare meglio le case (art. 6, par. 1, lett. f)). Poiché sul
        suo dispositivo non viene salvato né letto nulla, queste statistiche non richiedono alcun consenso e nessun banner dei cookie glielo chiede.
      </p>

      <h2 id="destinatari">Chi altro riceve i suoi dati</h2>
      <p>
        Non vendiamo né cediamo i suoi dati. Le società indicate qui sotto li trattano per nostro conto, come responsabili del trattamento, ciascuna solo per la finalità
        descritta; il server stesso è ospitato da un fornitore di hosting che conserva i dati del sito per nostro conto. Alcune hanno sede negli Stati Uniti: i trasferimenti
        verso di esse si basano sul Data Privacy Framework UE-USA o sulle clausole contrattuali tipo della Commissione europea.
      </p>
      <ProcessorList processors={facts.processors} />

      <h2 id="diritti">I suoi diritti</h2>
      <p>Ha il diritto di:</p>
      <ul>
        <li>accedere ai dati che la riguardano e riceverne copia (art. 15 GDPR);</li>
        <li>ottenerne la rettifica (art. 16);</li>
        <li>ottenerne la cancellazione (art. 17);</li>
        <li>ottenere la limitazione del trattamento (art. 18);</li>
        <li>riceverli in un formato strutturato e leggibile da dispositivo automatico, o farli trasmettere a un altro titolare (portabilità, art. 20);</li>
        <li>opporsi al trattamento basato sul nostro legittimo interesse (art. 21);</li>
        <li>
          revocare il consenso in qualsiasi momento, senza pregiudicare il trattamento svolto prima (art. 7, par. 3): annullando l’iscrizione, eliminando un avviso o cambiando qui sopra la sua
          scelta sui cookie.
        </li>
      </ul>
      <p>
        Per esercitarli scriva a {mail}. Rispondiamo entro un mese. Può anche <SmartLink href={paths.it.contact}>contattarci tramite il sito</SmartLink>.
      </p>

      <h2 id="reclami">Reclami</h2>
      <p>
        Se ritiene che trattiamo i suoi dati in modo illecito, può proporre reclamo al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma,{' '}
        <a href="https://www.garanteprivacy.it/">www.garanteprivacy.it</a>, o all’autorità di controllo del Paese dell’Unione in cui vive o lavora.
      </p>
      <p lang="en">
        <SmartLink href={paths.privacyPolicy} hrefLang="en">
          Privacy policy in English
        </SmartLink>
      </p>
    </>
  );
}

const ITALIAN: PrivacyPolicyContent = {
  language: 'it',
  path: paths.it.privacyPolicy,
  heading: 'Informativa sulla privacy e sui cookie',
  lead: 'Che cosa facciamo con i dati che ci invia, e quali scelte ha.',
  Body: ItalianPolicy,
};

export function ItalianPrivacyPolicyPage() {
  return <PrivacyPolicyPage content={ITALIAN} />;
}
