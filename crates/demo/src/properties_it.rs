//! The Italian texts of most demo listings, written as the consultant would write them for
//! buyers from Turin and Milan (not word-by-word translations). A listing left out here has
//! no Italian texts, as a real catalogue would have some.

/// A demo listing's Italian texts; the description and features are composed from them
/// (`content::italian_texts`).
pub(crate) struct DemoItalian {
    /// The ref of the `DemoProperty` these texts belong to.
    pub reference: &'static str,
    /// e.g. "Cascina ristrutturata con vista sul Cannubi"
    pub listing_title: &'static str,
    pub title2: &'static str,
    /// The kind as an Italian noun for "{kind} a {town}" titles: "Cascina", "Villa", "Casa", "Appartamento", "Terreno", "Immobile commerciale", ...
    pub kind: &'static str,
    /// Italian of the English `price_description` ("Negotiable" → "Trattabile"); "" when the English one is "".
    pub price_description: &'static str,
    /// One or two sentences: what sets this home apart (the Italian counterpart of `highlight`, rewritten naturally).
    pub highlight: &'static str,
    /// Same number and order of entries as the English `rooms`.
    pub rooms: &'static [&'static str],
    /// Same number and order of entries as the English `extras`.
    pub extras: &'static [&'static str],
}

// Left out, so the demo has listings without Italian texts: 112 (sold), 161 and 172 (visible),
// 176 (hidden) and 184 (unlisted).
#[rustfmt::skip]
pub(crate) const ITALIAN: &[DemoItalian] = &[
    DemoItalian {
        reference: "101", kind: "Cascina", price_description: "Trattabile",
        listing_title: "Cascina ristrutturata con vista sul Cannubi",
        title2: "Quattro camere, piscina e un ettaro di giardino sopra Barolo",
        highlight: "Ristrutturata nel 2019 con grande cura, la cascina conserva le volte in mattoni e le travi in castagno originali e guarda dritto sui vigneti del Cannubi.",
        rooms: &["Cucina con camino", "Soggiorno con volte in mattoni", "Quattro camere matrimoniali", "Tre bagni", "Cantina", "Terrazza coperta"],
        extras: &["Piscina 12 x 5 m", "Riscaldamento a pavimento"],
    },
    DemoItalian {
        reference: "104", kind: "Villa", price_description: "",
        listing_title: "Villa panoramica con piscina sul crinale di La Morra",
        title2: "Vista sulle Alpi, cinque camere e un giardino disegnato da un paesaggista",
        highlight: "Da ogni stanza lo sguardo spazia sui vigneti del Barolo fino all'arco alpino innevato, e la piscina a sfioro sembra tuffarsi nella valle.",
        rooms: &["Cucina open space", "Soggiorno a doppia altezza", "Cinque camere con bagno privato", "Palestra", "Cantina e lavanderia"],
        extras: &["Piscina a sfioro", "Pannelli solari", "Box doppio"],
    },
    DemoItalian {
        reference: "108", kind: "Cascina", price_description: "",
        listing_title: "Cascina in pietra con due appartamenti e noccioleto",
        title2: "Ideale per la famiglia e gli ospiti, a pochi minuti da Monforte d'Alba",
        highlight: "La casa padronale e il fienile recuperato formano due appartamenti indipendenti: perfetti per l'affitto turistico o per una famiglia numerosa.",
        rooms: &["Due cucine", "Due soggiorni", "Sei camere", "Quattro bagni", "Magazzino agricolo e ricovero attrezzi"],
        extras: &["Noccioleto di 1,5 ettari", "Pozzo e impianto di irrigazione"],
    },
    DemoItalian {
        reference: "115", kind: "Casa di campagna", price_description: "",
        listing_title: "Casa di campagna nel Roero con frutteto e fienile",
        title2: "In posizione soleggiata tra i pescheti, vicino a Canale",
        highlight: "Una casa solida e ben tenuta, circondata da alberi da frutto, con un ampio fienile che può diventare uno studio o un alloggio per gli ospiti.",
        rooms: &["Cucina abitabile", "Soggiorno", "Tre camere", "Due bagni", "Sottotetto"],
        extras: &["Fienile di 120 mq", "Frutteto"],
    },
    DemoItalian {
        reference: "119", kind: "Villa", price_description: "",
        listing_title: "Villa liberty con parco a Nizza Monferrato",
        title2: "Dettagli d'epoca, a pochi passi dai portici",
        highlight: "Costruita nel 1912, la villa conserva i balconi in ferro battuto, i pavimenti alla veneziana e i fregi dipinti, in un parco cintato con cedri secolari.",
        rooms: &["Ingresso con scalone", "Due saloni di rappresentanza", "Cinque camere", "Tre bagni", "Alloggio del custode"],
        extras: &["Parco cintato", "Box auto"],
    },
    DemoItalian {
        reference: "123", kind: "Casale", price_description: "Attività compresa",
        listing_title: "Casale nel Monferrato con B&B avviato",
        title2: "Sei camere per gli ospiti, piscina e alloggio dei proprietari",
        highlight: "Il B&B ha una clientela affezionata e ottime recensioni; la vendita comprende arredi, sito web e licenza.",
        rooms: &["Sala colazioni", "Sei camere con bagno per gli ospiti", "Alloggio dei proprietari", "Lavanderia"],
        extras: &["Piscina", "Parcheggio per dieci auto"],
    },
    DemoItalian {
        reference: "127", kind: "Casa", price_description: "",
        listing_title: "Casa in collina con il suo vigneto di Dolcetto",
        title2: "Due ettari di vigna e una vista a 360 gradi",
        highlight: "Il vigneto è affittato a un produttore stimato della zona, che proseguirebbe volentieri: oppure il vostro Dogliani potete farlo voi.",
        rooms: &["Cucina", "Soggiorno con stufa", "Quattro camere", "Due bagni", "Cantina"],
        extras: &["Vigneto di Dolcetto di 2 ettari"],
    },
    DemoItalian {
        reference: "131", kind: "Azienda vitivinicola", price_description: "Vigneti compresi",
        listing_title: "Azienda vitivinicola del Barolo con cantina e quattro ettari di Nebbiolo",
        title2: "Una tenuta completa in uno dei grandi cru di Serralunga",
        highlight: "Quattro ettari di vigneti a Barolo DOCG, una cantina in piena attività con bottaia e la casa di famiglia: una rara azienda chiavi in mano.",
        rooms: &["Casa di famiglia", "Sala degustazione", "Cantina di vinificazione", "Bottaia", "Uffici"],
        extras: &["Quattro ettari di Nebbiolo da Barolo", "Attrezzatura agricola"],
    },
    DemoItalian {
        reference: "134", kind: "Cascina", price_description: "Progetto approvato",
        listing_title: "Cascina da ristrutturare sulle colline del Moscato",
        title2: "Pietra e mattoni autentici, con progetto già approvato",
        highlight: "Il permesso di costruire per una ristrutturazione completa, con cinque camere e piscina, è già stato rilasciato.",
        rooms: &["Vecchia cucina", "Stalle", "Fienile", "Cinque vani al piano superiore"],
        extras: &["Progetto di ristrutturazione approvato"],
    },
    DemoItalian {
        reference: "138", kind: "Dimora", price_description: "Prezzo su richiesta",
        listing_title: "Dimora di lusso con piscina a sfioro sulle colline del Barolo",
        title2: "Design contemporaneo in una cascina restaurata",
        highlight: "Un restauro firmato da un architetto unisce la pietra antica a vetro e acciaio; spa, sala cinema e piscina a sfioro affacciata sui vigneti.",
        rooms: &["Cucina professionale", "Grande salone", "Sei suite", "Spa con sauna", "Sala cinema"],
        extras: &["Piscina a sfioro", "Riscaldamento geotermico", "Piazzola per elicottero"],
    },
    DemoItalian {
        reference: "142", kind: "Appartamento", price_description: "",
        listing_title: "Appartamento con terrazzo panoramico a La Morra",
        title2: "Due camere nel cuore del paese",
        highlight: "Luminoso appartamento all'ultimo piano, con il terrazzo rivolto al panorama del Belvedere, a pochi passi da bar e negozi.",
        rooms: &["Cucina", "Soggiorno", "Due camere", "Due bagni"],
        extras: &["Terrazzo di 40 mq", "Posto auto"],
    },
    DemoItalian {
        reference: "146", kind: "Villa", price_description: "",
        listing_title: "Villa contemporanea tra i vigneti della Bussia",
        title2: "Vetro, pietra e un giardino di lavanda",
        highlight: "Ultimata nel 2022 secondo gli standard degli edifici a energia quasi zero, la villa si apre sui vigneti con vetrate a tutta altezza.",
        rooms: &["Cucina con isola", "Soggiorno", "Quattro suite", "Studio", "Sala dei vini"],
        extras: &["Piscina riscaldata", "Pompa di calore e fotovoltaico"],
    },
    DemoItalian {
        reference: "150", kind: "Cascina", price_description: "",
        listing_title: "Cascina con dépendance per gli ospiti vicino a Barbaresco",
        title2: "Casa principale, dépendance e piscina in due ettari di terreno",
        highlight: "Una cascina restaurata e una dépendance indipendente con due camere condividono la piscina, con vista sulla torre di Barbaresco.",
        rooms: &["Cucina rustica", "Soggiorno con camino", "Quattro camere", "Dépendance con due camere"],
        extras: &["Piscina", "Orto"],
    },
    DemoItalian {
        reference: "153", kind: "Cascina", price_description: "",
        listing_title: "Cascina ristrutturata con piscina nel Roero",
        title2: "Casa di famiglia chiavi in mano, con vista sulle Rocche",
        highlight: "Ristrutturata da cima a fondo, la cascina è pronta da abitare, con una piscina che guarda verso le Rocche di arenaria.",
        rooms: &["Cucina", "Soggiorno", "Quattro camere", "Tre bagni", "Portico"],
        extras: &["Piscina", "Cancello automatico"],
    },
    DemoItalian {
        reference: "157", kind: "Agriturismo", price_description: "Prezzo su richiesta",
        listing_title: "Tenuta di Barbera con agriturismo vicino a Nizza Monferrato",
        title2: "Vigneti, ristorante e otto camere per gli ospiti",
        highlight: "Un agriturismo in piena attività, con ristorante, otto camere e sette ettari di Barbera, ceduto con il marchio e le prenotazioni in corso.",
        rooms: &["Ristorante da 60 coperti", "Otto camere per gli ospiti", "Casa dei proprietari", "Cantina"],
        extras: &["Sette ettari di vigneti", "Piscina"],
    },
    DemoItalian {
        reference: "165", kind: "Dimora storica", price_description: "",
        listing_title: "Dimora storica con cappella e giardino all'italiana",
        title2: "Una residenza settecentesca alle porte di Dogliani",
        highlight: "La dimora ha una propria cappella consacrata, un giardino all'italiana con siepi di bosso e una limonaia.",
        rooms: &["Salone delle feste", "Biblioteca", "Otto camere", "Cinque bagni", "Cappella"],
        extras: &["Giardino all'italiana", "Limonaia"],
    },
    DemoItalian {
        reference: "168", kind: "Casa in pietra", price_description: "",
        listing_title: "Casa in pietra con vista sulle vigne del Barolo, vicino a Serralunga",
        title2: "Raccolta e piena di fascino, con terrazza sul giardino",
        highlight: "Muri in arenaria, una terrazza sotto il pergolato di vite e la vista sul castello: la casa ideale per le vacanze.",
        rooms: &["Cucina", "Soggiorno", "Tre camere", "Due bagni"],
        extras: &["Terrazza con pergolato"],
    },
    DemoItalian {
        reference: "180", kind: "Rustico", price_description: "",
        listing_title: "Rustico tra le vigne con cantina, appena sotto Barolo",
        title2: "Una piccola casa circondata dal Nebbiolo",
        highlight: "Un piccolo rustico romantico con cantina a volta, raggiungibile da una strada bianca tra i filari.",
        rooms: &["Cucina-soggiorno", "Due camere", "Bagno", "Cantina a volta"],
        extras: &["Vigneto di Nebbiolo di 0,4 ettari"],
    },
    DemoItalian {
        reference: "188", kind: "Villa", price_description: "",
        listing_title: "Villa con piscina sulle colline del Barbaresco",
        title2: "Elegante e riservata, a due minuti da Neive",
        highlight: "Una villa elegante su una collina privata, con la terrazza della piscina affacciata sui vigneti del Barbaresco.",
        rooms: &["Cucina", "Soggiorno con zona pranzo", "Cinque camere", "Quattro bagni"],
        extras: &["Piscina", "Pool house"],
    },
];
