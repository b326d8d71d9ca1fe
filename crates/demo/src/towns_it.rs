//! The demo towns' texts in Italian, written for Italian readers (an Italian buyer knows what
//! a borgo or the Alta Langa is, and reads distances in Italian), not word by word.

/// The Italian texts of the `DemoTown` with this slug.
pub(crate) struct DemoTownItalian {
    pub slug: &'static str,
    pub facts: &'static str,
    pub short_description: &'static str,
    pub text: &'static str,
}

#[rustfmt::skip]
pub(crate) const TOWNS_IT: &[DemoTownItalian] = &[
    DemoTownItalian {
        slug: "barolo",
        facts: "Altitudine:301 m;Abitanti:650;Provincia:Cuneo;Vino:Barolo DOCG;UNESCO:Paesaggi vitivinicoli del Piemonte",
        short_description: "Il paese che ha dato il nome al re dei vini.",
        text: "<p>Barolo è raccolto in una conca di vigneti ai piedi del castello Falletti, che ospita il WiMu, il museo del vino. Vicoli stretti portano alle cantine storiche, e appena fuori dal paese comincia la collina del Cannubi, uno dei cru più celebri d'Italia.</p><p>Ristoranti, enoteche e un piccolo alimentari bastano per la vita di tutti i giorni; Alba, con i negozi, l'ospedale e il mercato del sabato, è a venti minuti.</p>",
    },
    DemoTownItalian {
        slug: "la-morra",
        facts: "Altitudine:513 m;Abitanti:2.700;Provincia:Cuneo;Vino:Barolo DOCG;Da vedere:Il Belvedere",
        short_description: "Il balcone delle Langhe, con vista sulle Alpi.",
        text: "<p>Adagiata su un crinale sopra la valle del Barolo, La Morra guarda oltre i vigneti fino al Monviso e all'arco alpino. Il suo Belvedere è uno dei panorami più amati del Piemonte.</p><p>In paese ci sono il mercato settimanale, negozi, una farmacia, la scuola primaria e alcuni dei migliori ristoranti della zona.</p>",
    },
    DemoTownItalian {
        slug: "monforte-d-alba",
        facts: "Altitudine:480 m;Abitanti:2.100;Provincia:Cuneo;Vino:Barolo DOCG;Musica:Auditorium Horszowski",
        short_description: "Un borgo medievale in collina, con un auditorium all'aperto.",
        text: "<p>Il centro storico di Monforte sale fino a un anfiteatro naturale dove d'estate si tengono i concerti, sotto il campanile. Tutto intorno si trovano cru di Barolo famosi come Bussia e Ginestra.</p><p>È un paese vivo tutto l'anno, con panetterie, macellerie, bar e un poliambulatorio.</p>",
    },
    DemoTownItalian {
        slug: "neive",
        facts: "Altitudine:308 m;Abitanti:3.300;Provincia:Cuneo;Vino:Barbaresco DOCG;Riconoscimento:I Borghi più belli d'Italia",
        short_description: "Uno dei borghi più belli d'Italia, nelle terre del Barbaresco.",
        text: "<p>Neive alta è un anello di palazzi in mattoni e chiese attorno alla collina, tra i vigneti di Barbaresco, Moscato e Dolcetto. Neive bassa ha la stazione ferroviaria e i servizi di ogni giorno.</p><p>Alba è a quindici minuti e l'autostrada per Asti, Torino e Milano è a due passi.</p>",
    },
    DemoTownItalian {
        slug: "canale",
        facts: "Altitudine:193 m;Abitanti:5.600;Provincia:Cuneo;Vino:Roero Arneis DOCG;Conosciuto per:Le pesche e l'Enoteca del Roero",
        short_description: "Il cuore del Roero, tra colline sabbiose e frutteti.",
        text: "<p>Canale è il centro del Roero, le colline sulla sinistra del Tanaro conosciute per l'Arneis, il Nebbiolo e le spettacolari gole di arenaria delle Rocche.</p><p>Con supermercati, scuole, medici e un vivace mercato del mercoledì, è uno dei posti più comodi in cui vivere in zona.</p>",
    },
    DemoTownItalian {
        slug: "nizza-monferrato",
        facts: "Altitudine:138 m;Abitanti:10.200;Provincia:Asti;Vino:Nizza DOCG;Ferrovia:Linea per Asti e Alessandria",
        short_description: "La capitale della Barbera, con i portici e il mercato del venerdì.",
        text: "<p>Nizza Monferrato è una cittadina di vie porticate e piazze, famosa per la Barbera e per la festa della Bagna Cauda. Ha l'ospedale, le scuole superiori e la stazione ferroviaria.</p><p>Le colline intorno, parte del paesaggio UNESCO, sono punteggiate di cascine e piccole aziende agricole.</p>",
    },
    DemoTownItalian {
        slug: "cocconato",
        facts: "Altitudine:491 m;Abitanti:1.500;Provincia:Asti;Conosciuto per:La Riviera del Monferrato;Torino:50 minuti",
        short_description: "La 'Riviera del Monferrato', dal clima mite e dai grandi panorami.",
        text: "<p>Cocconato è un grazioso paese collinare di tetti in cotto, con un microclima mite che gli è valso il nome di 'Riviera del Monferrato'. Dai suoi giardini lo sguardo corre sulle colline del Monferrato fino alle Alpi.</p><p>La vicinanza a Torino e a Casale lo rende amato da chi cerca la campagna a meno di un'ora dalla città.</p>",
    },
    DemoTownItalian {
        slug: "dogliani",
        facts: "Altitudine:295 m;Abitanti:4.700;Provincia:Cuneo;Vino:Dogliani DOCG (Dolcetto);Architetto:Giovanni Battista Schellino",
        short_description: "La terra del Dolcetto, dove le Langhe incontrano l'Alta Langa.",
        text: "<p>Dogliani è una bella cittadina con un borgo medievale in alto e un paese basso ricostruito nell'Ottocento dall'architetto Schellino. È la patria del Dolcetto di Dogliani e di un noto festival del libro.</p><p>Qui i prezzi delle case sono più accessibili che nei paesi del Barolo, con lo stesso paesaggio a pochi minuti.</p>",
    },
    DemoTownItalian {
        slug: "serralunga-d-alba",
        facts: "Altitudine:414 m;Abitanti:520;Provincia:Cuneo;Vino:Barolo DOCG;Da vedere:Il castello del Trecento",
        short_description: "Un piccolo borgo attorno a uno dei castelli meglio conservati del Piemonte.",
        text: "<p>L'esile castello di Serralunga veglia su alcuni dei Barolo più strutturati in assoluto, da cru come Vigna Rionda, Francia e Lazzarito. Il paese è piccolo e tranquillo, con un paio di ottimi ristoranti.</p><p>Negozi e servizi sono ad Alba, a quindici minuti, o nella vicina Monforte.</p>",
    },
    DemoTownItalian {
        slug: "santo-stefano-belbo",
        facts: "Altitudine:170 m;Abitanti:3.900;Provincia:Cuneo;Vino:Moscato d'Asti DOCG;Scrittore:Paese natale di Cesare Pavese",
        short_description: "Le colline del Moscato e il paese natale di Cesare Pavese.",
        text: "<p>Santo Stefano Belbo si stende lungo la valle del Belbo, tra ripidi vigneti di Moscato. Qui nacque Cesare Pavese, e la sua casa è oggi un museo letterario.</p><p>Il paese ha negozi, scuole e un poliambulatorio, e appena a sud comincia l'Alta Langa delle nocciole.</p>",
    },
];

#[cfg(test)]
mod tests {
    use super::TOWNS_IT;
    use crate::towns::TOWNS;

    #[test]
    fn every_demo_town_is_written_in_italian_once_with_as_many_facts() {
        for town in TOWNS {
            let italian: Vec<_> = TOWNS_IT.iter().filter(|it| it.slug == town.slug).collect();
            assert_eq!(italian.len(), 1, "{}", town.slug);
            assert_eq!(
                italian[0].facts.split(';').count(),
                town.facts.split(';').count(),
                "{}: the same facts in both languages",
                town.slug
            );
        }
        assert_eq!(TOWNS_IT.len(), TOWNS.len());
    }
}
