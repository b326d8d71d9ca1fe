//! Every page whose head tags do not depend on stored content: its address, language, title
//! and description, and which Italian page translates which English one.

use crate::language::Language;

pub const SITE_NAME: &str = "Langhe Property";

/// What the site's own link-preview picture (`og-image.jpg`, painted by the demo painter)
/// shows, in each language, for readers who do not see it.
pub const SHARE_IMAGE_ALT_EN: &str =
    "Painted Piedmont landscape: rolling hills with vineyard rows, a farmhouse and cypresses";
pub const SHARE_IMAGE_ALT_IT: &str =
    "Paesaggio piemontese dipinto: colline con filari di vigneti, una cascina e cipressi";

/// The share picture's text in `language`.
pub fn share_image_alt(language: Language) -> &'static str {
    match language {
        Language::English => SHARE_IMAGE_ALT_EN,
        Language::Italian => SHARE_IMAGE_ALT_IT,
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct StaticPage {
    pub path: &'static str,
    pub language: Language,
    pub title: &'static str,
    pub description: &'static str,
    /// The address search engines should index; differs from `path` for aliases only.
    pub canonical_path: &'static str,
    /// Pages that introduce the consultant carry the RealEstateAgent structured data.
    pub describes_consultant: bool,
    /// A page drawn from what the visitor keeps in their own browser (the shortlist): the
    /// same empty frame for everyone, so it stays out of search results and the sitemap.
    pub personal: bool,
}

impl StaticPage {
    pub fn is_alias(&self) -> bool {
        self.path != self.canonical_path
    }
}

const fn page(
    path: &'static str,
    language: Language,
    title: &'static str,
    description: &'static str,
) -> StaticPage {
    StaticPage {
        path,
        language,
        title,
        description,
        canonical_path: path,
        describes_consultant: false,
        personal: false,
    }
}

/// A page of the visitor's own: see `StaticPage::personal`.
const fn personal_page(
    path: &'static str,
    language: Language,
    title: &'static str,
    description: &'static str,
) -> StaticPage {
    StaticPage {
        personal: true,
        ..page(path, language, title, description)
    }
}

const fn consultant_page(
    path: &'static str,
    language: Language,
    title: &'static str,
    description: &'static str,
) -> StaticPage {
    StaticPage {
        path,
        language,
        title,
        description,
        canonical_path: path,
        describes_consultant: true,
        personal: false,
    }
}

const fn alias(path: &'static str, of: StaticPage) -> StaticPage {
    StaticPage { path, ..of }
}

pub const HOME: StaticPage = consultant_page(
    "/",
    Language::English,
    "Piedmont Real Estate | Langhe Property",
    "Independent property consultant in Piedmont, Italy: homes for sale in the Langhe, Roero \
     and Monferrato, consultancy for buyers, and help selling to international buyers.",
);
/// The old site's address of the home page: the same page, canonical '/'.
pub const HOME_ALIAS: StaticPage = alias("/index.html", HOME);
pub const ABOUT: StaticPage = consultant_page(
    "/about-langhe-property-piedmont",
    Language::English,
    "About Langhe Property | Your property consultant in Piedmont",
    "Meet the independent property consultant who helps international buyers find, buy and \
     sell homes in the Langhe, Roero and Monferrato.",
);
pub const CONTACT: StaticPage = consultant_page(
    "/contact-langhe-property",
    Language::English,
    "Contact Langhe Property",
    "Write to Langhe Property about buying or selling a home in Piedmont, Italy.",
);
pub const CONSULTANCY: StaticPage = page(
    "/consultancy-service",
    Language::English,
    "Property consultancy in Piedmont, Italy | Langhe Property",
    "Independent advice before you buy in Piedmont: a two-hour consultation for €350, in person \
     within 30 km or by video, also if you are not buying through us.",
);
/// The old site's consultancy page: its own screen, with the booking page's head.
pub const CONSULTANCY_INFO: StaticPage = alias("/consultancy-service.html", CONSULTANCY);
pub const PHOTOGRAPHY: StaticPage = page(
    "/photography/photography-service",
    Language::English,
    "Real estate, drone and event photography in Piedmont | Langhe Property",
    "Photography portfolio: real estate, drone, events and landscapes of the Langhe, Roero \
     and Monferrato.",
);
pub const BUYERS_GUIDE: StaticPage = page(
    "/home-buyers-guide/piedmont-italy/buyers-guide.html",
    Language::English,
    "Buyer's guide to property in Piedmont, Italy | Langhe Property",
    "How buying a home in Piedmont works, step by step: searching, viewing, offers, notary, \
     taxes and costs.",
);
pub const ITALIAN_BUYERS_GUIDE: StaticPage = page(
    "/it/guida-acquisto-casa-piemonte.html",
    Language::Italian,
    "Guida all'acquisto di una casa in Piemonte | Langhe Property",
    "Come si compra casa in Piemonte, passo dopo passo: ricerca, visite, proposta, notaio, \
     imposte e costi.",
);
pub const SELLING: StaticPage = page(
    "/selling-your-home/in-piedmont-italy.html",
    Language::English,
    "Selling your home in Piedmont, Italy | Langhe Property",
    "Sell your home in the Langhe, Roero or Monferrato to international buyers, with \
     photography, marketing and advice from an independent consultant.",
);
pub const ITALIAN_HOME: StaticPage = consultant_page(
    "/it/index.html",
    Language::Italian,
    "Immobili in vendita in Piemonte | Langhe Property",
    "Consulente immobiliare indipendente in Piemonte: case in vendita nelle Langhe, nel \
     Roero e nel Monferrato per acquirenti internazionali.",
);
pub const ITALIAN_SERVICES: StaticPage = page(
    "/it/servizi-langhe-property-immobiliare.html",
    Language::Italian,
    "Servizi immobiliari nelle Langhe | Langhe Property",
    "Vendere casa ad acquirenti internazionali, consulenza immobiliare e servizi \
     fotografici nelle Langhe, nel Roero e nel Monferrato.",
);
pub const ITALIAN_CONTACT: StaticPage = consultant_page(
    "/it/contatto-langhe-property-immobiliare",
    Language::Italian,
    "Contatti | Langhe Property",
    "Scriva a Langhe Property per vendere o comprare casa in Piemonte.",
);
pub const ITALIAN_PHOTOGRAPHY: StaticPage = page(
    "/it/fotografia.html",
    Language::Italian,
    "Fotografia immobiliare, con drone e di eventi in Piemonte | Langhe Property",
    "Portfolio fotografico: immobili, riprese con drone, eventi e paesaggi delle Langhe, \
     del Roero e del Monferrato.",
);
pub const PHOTO_SHOOT: StaticPage = page(
    "/it/fotografico.html",
    Language::Italian,
    "Servizio fotografico | Langhe Property",
    "Servizi fotografici professionali per immobili, strutture ricettive ed eventi in \
     Piemonte.",
);
pub const PRIVACY_POLICY: StaticPage = page(
    "/privacy-policy",
    Language::English,
    "Privacy and cookie policy | Langhe Property",
    "Who keeps the details you send through this site, why, for how long, who else receives \
     them, the cookie we set and your rights under the GDPR.",
);
pub const ITALIAN_PRIVACY_POLICY: StaticPage = page(
    "/it/informativa-privacy",
    Language::Italian,
    "Informativa sulla privacy e sui cookie | Langhe Property",
    "Chi tratta i dati che lei invia tramite questo sito, perché, per quanto tempo, chi altro li \
     riceve, il cookie che usiamo e i suoi diritti secondo il GDPR.",
);
/// The visitor's shortlist (issue 28): the homes they keep in their browser, compared.
pub const SHORTLIST: StaticPage = personal_page(
    "/shortlist",
    Language::English,
    "Your shortlist | Langhe Property",
    "The homes you keep on your shortlist, side by side, with one enquiry or viewing request \
     for them all.",
);
pub const ITALIAN_SHORTLIST: StaticPage = personal_page(
    "/it/preferiti",
    Language::Italian,
    "I suoi preferiti | Langhe Property",
    "Le case che ha salvato tra i preferiti, a confronto, con una sola richiesta di \
     informazioni o di visita per tutte.",
);
pub const NOT_FOUND: StaticPage = page(
    "/not-found",
    Language::English,
    "Page not found | Langhe Property",
    "Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved.",
);

pub const STATIC_PAGES: &[StaticPage] = &[
    HOME,
    HOME_ALIAS,
    ABOUT,
    CONTACT,
    CONSULTANCY,
    CONSULTANCY_INFO,
    PHOTOGRAPHY,
    BUYERS_GUIDE,
    ITALIAN_BUYERS_GUIDE,
    SELLING,
    ITALIAN_HOME,
    ITALIAN_SERVICES,
    ITALIAN_CONTACT,
    ITALIAN_PHOTOGRAPHY,
    PHOTO_SHOOT,
    PRIVACY_POLICY,
    ITALIAN_PRIVACY_POLICY,
    SHORTLIST,
    ITALIAN_SHORTLIST,
    NOT_FOUND,
];

/// English page ↔ its Italian translation (canonical paths).
const TRANSLATIONS: &[(&str, &str)] = &[
    (HOME.path, ITALIAN_HOME.path),
    (CONTACT.path, ITALIAN_CONTACT.path),
    (CONSULTANCY.path, ITALIAN_SERVICES.path),
    (PHOTOGRAPHY.path, ITALIAN_PHOTOGRAPHY.path),
    (BUYERS_GUIDE.path, ITALIAN_BUYERS_GUIDE.path),
    (PRIVACY_POLICY.path, ITALIAN_PRIVACY_POLICY.path),
    (SHORTLIST.path, ITALIAN_SHORTLIST.path),
];

/// The page list's heading and subtitle as the spec writes them.
pub const PROPERTY_LIST_TITLE: &str = "Real estate for sale in Piedmont, Italy";
pub const PROPERTY_LIST_DESCRIPTION: &str =
    "Beautiful homes & businesses in Langhe, Roero & Monferrato";
/// The Italian list's heading and description (issue #30), as an Italian buyer searches.
pub const ITALIAN_PROPERTY_LIST_TITLE: &str = "Immobili in vendita in Piemonte";
pub const ITALIAN_PROPERTY_LIST_DESCRIPTION: &str =
    "Case e attività da scoprire nelle Langhe, nel Roero e nel Monferrato";
pub const ARTICLE_LIST_TITLE: &str = "Articles about Piedmont, Italy";
pub const ARTICLE_LIST_DESCRIPTION: &str =
    "News, stories and advice about living in and buying property in Piedmont, Italy.";

/// Spec §7 defaults when a property or article has no meta text of its own (the use cases'
/// own, so the API's meta answers and the page heads say the same).
pub use app::articles::{
    DEFAULT_ARTICLE_META_DESCRIPTION as ARTICLE_DEFAULT_DESCRIPTION,
    DEFAULT_ARTICLE_META_TITLE as ARTICLE_DEFAULT_TITLE,
};
pub use app::properties::{
    DEFAULT_PROPERTY_META_DESCRIPTION as PROPERTY_DEFAULT_DESCRIPTION,
    DEFAULT_PROPERTY_META_TITLE as PROPERTY_DEFAULT_TITLE,
};

/// The Italian page's defaults when neither language has a meta text (issue #30).
pub const ITALIAN_PROPERTY_DEFAULT_TITLE: &str = "Guarda questo immobile!";
pub const ITALIAN_PROPERTY_DEFAULT_DESCRIPTION: &str = "L'ho trovato su Langhe Property";

/// The Italian article page's defaults when neither language has a meta text.
pub const ITALIAN_ARTICLE_DEFAULT_TITLE: &str = "Guarda questo articolo!";
pub const ITALIAN_ARTICLE_DEFAULT_DESCRIPTION: &str = "L'ho trovato su Langhe Property News";

/// Title of staff-only creation pages (`ref`/`id` 'new').
pub const NEW_ITEM_TITLE: &str = "New | Langhe Property";
/// Title of the page a one-time sign-in link opens.
pub const SIGN_IN_TITLE: &str = "Sign in | Langhe Property";
pub const ITALIAN_SIGN_IN_TITLE: &str = "Accesso | Langhe Property";
/// Title of the staff inbox of enquiries.
pub const STAFF_INBOX_TITLE: &str = "Enquiries | Langhe Property";
/// Title of the admin's towns page.
pub const STAFF_TOWNS_TITLE: &str = "Towns | Langhe Property";
/// Title of the staff's visit statistics.
pub const STAFF_STATISTICS_TITLE: &str = "Statistics | Langhe Property";

/// A list page's title as the head shows it.
pub fn list_title(heading: &str) -> String {
    format!("{heading} | {SITE_NAME}")
}

/// The head texts the front end sets once it runs: this file is their one source, copied into
/// the front end by `crate::site_knowledge`.
pub fn page_heads() -> serde_json::Value {
    let head = |title: &str, description: &str| serde_json::json!({ "title": title, "description": description });
    let pages: serde_json::Map<String, serde_json::Value> = STATIC_PAGES
        .iter()
        .map(|page| {
            let mut entry = head(page.title, page.description);
            entry["canonical"] = page.canonical_path.into();
            (page.path.to_owned(), entry)
        })
        .collect();
    serde_json::json!({
        "siteName": SITE_NAME,
        "pages": pages,
        "propertyList": head(&list_title(PROPERTY_LIST_TITLE), PROPERTY_LIST_DESCRIPTION),
        "articleList": head(&list_title(ARTICLE_LIST_TITLE), ARTICLE_LIST_DESCRIPTION),
        "propertyDefaults": head(PROPERTY_DEFAULT_TITLE, PROPERTY_DEFAULT_DESCRIPTION),
        // The language switch's pairs: each page links its translation, not the other home.
        "translations": TRANSLATIONS,
        "italianPropertyList": head(
            &list_title(ITALIAN_PROPERTY_LIST_TITLE),
            ITALIAN_PROPERTY_LIST_DESCRIPTION
        ),
        "italianArticleDefaults": head(
            ITALIAN_ARTICLE_DEFAULT_TITLE,
            ITALIAN_ARTICLE_DEFAULT_DESCRIPTION
        ),
        "italianPropertyDefaults": head(
            ITALIAN_PROPERTY_DEFAULT_TITLE,
            ITALIAN_PROPERTY_DEFAULT_DESCRIPTION
        ),
        "articleDefaults": head(ARTICLE_DEFAULT_TITLE, ARTICLE_DEFAULT_DESCRIPTION),
        "staff": {
            "newItem": head(NEW_ITEM_TITLE, PROPERTY_DEFAULT_DESCRIPTION),
            "signIn": head(SIGN_IN_TITLE, PROPERTY_DEFAULT_DESCRIPTION),
            "italianSignIn": head(ITALIAN_SIGN_IN_TITLE, ITALIAN_PROPERTY_DEFAULT_DESCRIPTION),
            "inbox": head(STAFF_INBOX_TITLE, PROPERTY_DEFAULT_DESCRIPTION),
            "towns": head(STAFF_TOWNS_TITLE, PROPERTY_DEFAULT_DESCRIPTION),
            "statistics": head(STAFF_STATISTICS_TITLE, PROPERTY_DEFAULT_DESCRIPTION),
        },
    })
}

/// The English and Italian versions of a page, when it exists in both languages.
pub struct Translation {
    pub english: &'static str,
    pub italian: &'static str,
}

pub fn translation_of(canonical_path: &str) -> Option<Translation> {
    TRANSLATIONS
        .iter()
        .find(|(english, italian)| *english == canonical_path || *italian == canonical_path)
        .map(|&(english, italian)| Translation { english, italian })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(path: &str) -> Option<&'static StaticPage> {
        STATIC_PAGES.iter().find(|page| page.path == path)
    }

    #[test]
    fn every_translated_page_exists_in_its_language() {
        for (english, italian) in TRANSLATIONS {
            assert_eq!(
                find(english).map(|p| p.language),
                Some(Language::English),
                "{english}"
            );
            assert_eq!(
                find(italian).map(|p| p.language),
                Some(Language::Italian),
                "{italian}"
            );
        }
    }

    #[test]
    fn paths_are_unique_and_aliases_point_at_real_pages() {
        for (index, page) in STATIC_PAGES.iter().enumerate() {
            assert!(
                STATIC_PAGES[index + 1..]
                    .iter()
                    .all(|other| other.path != page.path),
                "{} twice",
                page.path
            );
            let target = find(page.canonical_path).expect("canonical page exists");
            assert!(!target.is_alias(), "{} aliases an alias", page.path);
        }
    }

    #[test]
    fn only_the_shortlists_are_personal() {
        let personal: Vec<&str> = STATIC_PAGES
            .iter()
            .filter(|page| page.personal)
            .map(|page| page.path)
            .collect();
        assert_eq!(personal, ["/shortlist", "/it/preferiti"]);
    }

    #[test]
    fn the_seven_html_pages_of_the_spec_are_pages() {
        for path in [
            "/home-buyers-guide/piedmont-italy/buyers-guide.html",
            "/selling-your-home/in-piedmont-italy.html",
            "/consultancy-service.html",
            "/it/servizi-langhe-property-immobiliare.html",
            "/it/index.html",
            "/it/fotografia.html",
            "/it/fotografico.html",
        ] {
            assert!(find(path).is_some(), "{path}");
        }
    }
}
