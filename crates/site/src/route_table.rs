//! The front end's route table, owned here: every address the router registers, which screen
//! (module and export) draws it, and the link targets the front end names. Static pages'
//! addresses are `static_pages`' (beside their head texts), the others' patterns are written
//! here. The server resolves requests against these patterns (`site_route::resolve`) and names
//! each screen's files in the HTML (`screens`); the front end's `paths` and router are
//! generated from this table (`crate::site_knowledge`), so a route added here is a route both
//! sides know. The tests below
//! resolve every registered route on the server side and check that it shows the screen the
//! router will load.

use crate::language::Language;
use crate::static_pages::{self as pages, StaticPage};
use app::addresses::paths::{
    ARTICLE_DETAIL_SEGMENT, ARTICLE_LIST, ITALIAN_ARTICLE_LIST, ITALIAN_PROPERTY_CATEGORY,
    ITALIAN_PROPERTY_DETAIL, ITALIAN_PROPERTY_LIST, ITALIAN_SIGN_IN, PROPERTY_CATEGORY,
    PROPERTY_DETAIL, PROPERTY_LIST, SIGN_IN, STAFF_INBOX, STAFF_STATISTICS, STAFF_TOWNS,
};
use serde_json::{json, Map, Value};

/// A screen of the front end: the module its router loads lazily (as the Vite manifest names
/// it) and the component that module exports.
#[derive(Debug, PartialEq, Eq)]
pub struct Screen {
    /// The router's and the generated file's name for it.
    pub name: &'static str,
    pub module: &'static str,
    pub export: &'static str,
}

const fn screen(name: &'static str, module: &'static str, export: &'static str) -> Screen {
    Screen {
        name,
        module,
        export,
    }
}

pub const HOME: Screen = screen(
    "home",
    "src/features/home/HomePage.en.tsx",
    "EnglishHomePage",
);
pub const ITALIAN_HOME: Screen = screen(
    "italianHome",
    "src/features/home/HomePage.it.tsx",
    "ItalianHomePage",
);
pub const ABOUT: Screen = screen("about", "src/features/about/AboutPage.tsx", "AboutPage");
pub const CONTACT: Screen = screen(
    "contact",
    "src/features/contact/ContactPage.en.tsx",
    "EnglishContactPage",
);
pub const ITALIAN_CONTACT: Screen = screen(
    "italianContact",
    "src/features/contact/ContactPage.it.tsx",
    "ItalianContactPage",
);
pub const CONSULTANCY: Screen = screen(
    "consultancy",
    "src/features/consultancy/ConsultancyPage.tsx",
    "ConsultancyPage",
);
pub const CONSULTANCY_INFO: Screen = screen(
    "consultancyInfo",
    "src/features/consultancy/ConsultancyInfoPage.tsx",
    "ConsultancyInfoPage",
);
pub const ITALIAN_SERVICES: Screen = screen(
    "italianServices",
    "src/features/italian/ItalianServicesPage.tsx",
    "ItalianServicesPage",
);
pub const PHOTOGRAPHY: Screen = screen(
    "photography",
    "src/features/photography/PhotographyPage.en.tsx",
    "EnglishPhotographyPage",
);
pub const ITALIAN_PHOTOGRAPHY: Screen = screen(
    "italianPhotography",
    "src/features/photography/PhotographyPage.it.tsx",
    "ItalianPhotographyPage",
);
pub const PHOTO_SHOOT: Screen = screen(
    "photoShoot",
    "src/features/photography/PhotoShootPage.tsx",
    "PhotoShootPage",
);
pub const BUYERS_GUIDE: Screen = screen(
    "buyersGuide",
    "src/features/guides/BuyersGuidePage.tsx",
    "BuyersGuidePage",
);
pub const ITALIAN_BUYERS_GUIDE: Screen = screen(
    "italianBuyersGuide",
    "src/features/guides/BuyersGuidePage.it.tsx",
    "ItalianBuyersGuidePage",
);
pub const SELLING: Screen = screen(
    "selling",
    "src/features/guides/SellingPage.tsx",
    "SellingPage",
);
pub const PROPERTY_LIST_SCREEN: Screen = screen(
    "propertyList",
    "src/features/properties/pages/PropertyListPage.tsx",
    "PropertyListPage",
);
pub const PROPERTY_DETAIL_SCREEN: Screen = screen(
    "propertyDetail",
    "src/features/properties/pages/PropertyDetailPage.tsx",
    "PropertyDetailPage",
);
pub const ITALIAN_PROPERTY_LIST_SCREEN: Screen = screen(
    "italianPropertyList",
    "src/features/properties/pages/PropertyListPage.it.tsx",
    "ItalianPropertyListPage",
);
pub const ITALIAN_PROPERTY_DETAIL_SCREEN: Screen = screen(
    "italianPropertyDetail",
    "src/features/properties/pages/PropertyDetailPage.it.tsx",
    "ItalianPropertyDetailPage",
);
pub const ARTICLE_LIST_SCREEN: Screen = screen(
    "articleList",
    "src/features/articles/pages/ArticleListPage.tsx",
    "ArticleListPage",
);
pub const ARTICLE_DETAIL_SCREEN: Screen = screen(
    "articleDetail",
    "src/features/articles/pages/ArticleDetailPage.tsx",
    "ArticleDetailPage",
);
pub const ITALIAN_ARTICLE_DETAIL_SCREEN: Screen = screen(
    "italianArticleDetail",
    "src/features/articles/pages/ArticleDetailPage.it.tsx",
    "ItalianArticleDetailPage",
);
pub const SIGN_IN_SCREEN: Screen = screen(
    "signIn",
    "src/features/auth/pages/SignInLinkPage.tsx",
    "SignInLinkPage",
);
pub const STAFF_INBOX_SCREEN: Screen = screen(
    "staffInbox",
    "src/features/inbox/InboxPage.tsx",
    "InboxPage",
);
pub const STAFF_TOWNS_SCREEN: Screen = screen(
    "staffTowns",
    "src/features/towns/TownsPage.tsx",
    "TownsPage",
);
pub const STAFF_STATISTICS_SCREEN: Screen = screen(
    "staffStatistics",
    "src/features/statistics/StatisticsPage.tsx",
    "StatisticsPage",
);
pub const PRIVACY_POLICY_SCREEN: Screen = screen(
    "privacyPolicy",
    "src/features/privacy/PrivacyPolicyPage.en.tsx",
    "EnglishPrivacyPolicyPage",
);
pub const ITALIAN_PRIVACY_POLICY_SCREEN: Screen = screen(
    "italianPrivacyPolicy",
    "src/features/privacy/PrivacyPolicyPage.it.tsx",
    "ItalianPrivacyPolicyPage",
);
pub const SHORTLIST_SCREEN: Screen = screen(
    "shortlist",
    "src/features/shortlist/ShortlistPage.en.tsx",
    "EnglishShortlistPage",
);
pub const ITALIAN_SHORTLIST_SCREEN: Screen = screen(
    "italianShortlist",
    "src/features/shortlist/ShortlistPage.it.tsx",
    "ItalianShortlistPage",
);
pub const NOT_FOUND_SCREEN: Screen = screen(
    "notFound",
    "src/features/not-found/NotFoundPage.tsx",
    "NotFoundPage",
);

/// Every screen, each once.
pub const SCREENS: &[&Screen] = &[
    &HOME,
    &ITALIAN_HOME,
    &ABOUT,
    &CONTACT,
    &ITALIAN_CONTACT,
    &CONSULTANCY,
    &CONSULTANCY_INFO,
    &ITALIAN_SERVICES,
    &PHOTOGRAPHY,
    &ITALIAN_PHOTOGRAPHY,
    &PHOTO_SHOOT,
    &BUYERS_GUIDE,
    &ITALIAN_BUYERS_GUIDE,
    &SELLING,
    &PROPERTY_LIST_SCREEN,
    &PROPERTY_DETAIL_SCREEN,
    &ITALIAN_PROPERTY_LIST_SCREEN,
    &ITALIAN_PROPERTY_DETAIL_SCREEN,
    &ARTICLE_LIST_SCREEN,
    &ARTICLE_DETAIL_SCREEN,
    &ITALIAN_ARTICLE_DETAIL_SCREEN,
    &SIGN_IN_SCREEN,
    &STAFF_INBOX_SCREEN,
    &STAFF_TOWNS_SCREEN,
    &STAFF_STATISTICS_SCREEN,
    &PRIVACY_POLICY_SCREEN,
    &ITALIAN_PRIVACY_POLICY_SCREEN,
    &SHORTLIST_SCREEN,
    &ITALIAN_SHORTLIST_SCREEN,
    &NOT_FOUND_SCREEN,
];

/// What a route's address shows, which says how its parameters are read (`site_route`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoutePage {
    Static(&'static StaticPage),
    /// `:page`, or `?page=`, 1 when absent; in English or in Italian.
    PropertyList(Language),
    /// `:ref`, or `?ref=`: a property, or 'new' for the staff's creation form; its English or
    /// its Italian page.
    Property(Language),
    /// `:page`, or `?page=`, 1 when absent.
    ArticleList,
    /// `:id`, or `?id=`: an article, or 'new' for the staff's creation form; its English or
    /// its Italian page.
    Article(Language),
    SignIn(Language),
    StaffInbox,
    StaffTowns,
    StaffStatistics,
}

/// A route the front end's router registers: a React Router path pattern, what it shows and
/// the screen that draws it.
#[derive(Debug)]
pub struct RouterRoute {
    pub pattern: &'static str,
    pub page: RoutePage,
    pub screen: &'static Screen,
}

const fn route(pattern: &'static str, page: RoutePage, screen: &'static Screen) -> RouterRoute {
    RouterRoute {
        pattern,
        page,
        screen,
    }
}

/// A static page's route: its address is the page's own.
const fn static_route(page: &'static StaticPage, screen: &'static Screen) -> RouterRoute {
    route(page.path, RoutePage::Static(page), screen)
}

/// The router's routes, most specific first where two could match: the server resolves a
/// request against them in this order (`site_route::resolve`). Anything else is sent to the
/// not-found screen by the router's catch-all.
pub const ROUTER_ROUTES: &[RouterRoute] = &[
    static_route(&pages::HOME, &HOME),
    static_route(&pages::HOME_ALIAS, &HOME),
    static_route(&pages::ABOUT, &ABOUT),
    static_route(&pages::CONTACT, &CONTACT),
    static_route(&pages::ITALIAN_CONTACT, &ITALIAN_CONTACT),
    static_route(&pages::CONSULTANCY, &CONSULTANCY),
    static_route(&pages::CONSULTANCY_INFO, &CONSULTANCY_INFO),
    static_route(&pages::PHOTOGRAPHY, &PHOTOGRAPHY),
    route(
        PROPERTY_LIST,
        RoutePage::PropertyList(Language::English),
        &PROPERTY_LIST_SCREEN,
    ),
    route(
        "/piedmont-property-for-sale/:page",
        RoutePage::PropertyList(Language::English),
        &PROPERTY_LIST_SCREEN,
    ),
    route(
        "/property/for-sale/:category/:ref",
        RoutePage::Property(Language::English),
        &PROPERTY_DETAIL_SCREEN,
    ),
    route(
        ITALIAN_PROPERTY_LIST,
        RoutePage::PropertyList(Language::Italian),
        &ITALIAN_PROPERTY_LIST_SCREEN,
    ),
    route(
        "/it/immobili-in-vendita-piemonte/:page",
        RoutePage::PropertyList(Language::Italian),
        &ITALIAN_PROPERTY_LIST_SCREEN,
    ),
    route(
        "/it/immobile/in-vendita/:category/:ref",
        RoutePage::Property(Language::Italian),
        &ITALIAN_PROPERTY_DETAIL_SCREEN,
    ),
    route(ARTICLE_LIST, RoutePage::ArticleList, &ARTICLE_LIST_SCREEN),
    route(
        "/piemonte-property-news/:page",
        RoutePage::ArticleList,
        &ARTICLE_LIST_SCREEN,
    ),
    route(
        "/piemonte-property-news/langhe-property/:path/:id",
        RoutePage::Article(Language::English),
        &ARTICLE_DETAIL_SCREEN,
    ),
    route(
        "/it/notizie-immobiliari-piemonte/langhe-property/:path/:id",
        RoutePage::Article(Language::Italian),
        &ITALIAN_ARTICLE_DETAIL_SCREEN,
    ),
    static_route(&pages::BUYERS_GUIDE, &BUYERS_GUIDE),
    static_route(&pages::ITALIAN_BUYERS_GUIDE, &ITALIAN_BUYERS_GUIDE),
    static_route(&pages::SELLING, &SELLING),
    static_route(&pages::ITALIAN_HOME, &ITALIAN_HOME),
    static_route(&pages::ITALIAN_SERVICES, &ITALIAN_SERVICES),
    static_route(&pages::ITALIAN_PHOTOGRAPHY, &ITALIAN_PHOTOGRAPHY),
    static_route(&pages::PHOTO_SHOOT, &PHOTO_SHOOT),
    route(
        SIGN_IN,
        RoutePage::SignIn(Language::English),
        &SIGN_IN_SCREEN,
    ),
    route(
        ITALIAN_SIGN_IN,
        RoutePage::SignIn(Language::Italian),
        &SIGN_IN_SCREEN,
    ),
    route(STAFF_INBOX, RoutePage::StaffInbox, &STAFF_INBOX_SCREEN),
    route(STAFF_TOWNS, RoutePage::StaffTowns, &STAFF_TOWNS_SCREEN),
    route(
        STAFF_STATISTICS,
        RoutePage::StaffStatistics,
        &STAFF_STATISTICS_SCREEN,
    ),
    static_route(&pages::PRIVACY_POLICY, &PRIVACY_POLICY_SCREEN),
    static_route(
        &pages::ITALIAN_PRIVACY_POLICY,
        &ITALIAN_PRIVACY_POLICY_SCREEN,
    ),
    static_route(&pages::SHORTLIST, &SHORTLIST_SCREEN),
    static_route(&pages::ITALIAN_SHORTLIST, &ITALIAN_SHORTLIST_SCREEN),
    static_route(&pages::NOT_FOUND, &NOT_FOUND_SCREEN),
];

/// The link targets the front end names (`paths` in frontend/src/config/paths.ts): fixed
/// addresses, and the prefixes of the addresses built from a page number or an item.
fn links() -> Value {
    json!({
        "home": pages::HOME.path,
        "homeAlias": pages::HOME_ALIAS.path,
        "about": pages::ABOUT.path,
        "contact": pages::CONTACT.path,
        "consultancy": pages::CONSULTANCY.path,
        "consultancyInfo": pages::CONSULTANCY_INFO.path,
        "propertyList": PROPERTY_LIST,
        "propertyDetail": format!("{PROPERTY_DETAIL}/{PROPERTY_CATEGORY}"),
        "articleList": ARTICLE_LIST,
        "articleDetail": format!("{ARTICLE_LIST}/{ARTICLE_DETAIL_SEGMENT}"),
        "photography": pages::PHOTOGRAPHY.path,
        "buyersGuide": pages::BUYERS_GUIDE.path,
        "selling": pages::SELLING.path,
        "notFound": pages::NOT_FOUND.path,
        "signIn": SIGN_IN,
        "staffInbox": STAFF_INBOX,
        "staffTowns": STAFF_TOWNS,
        "staffStatistics": STAFF_STATISTICS,
        "privacyPolicy": pages::PRIVACY_POLICY.path,
        "shortlist": pages::SHORTLIST.path,
        "it": {
            "home": pages::ITALIAN_HOME.path,
            "services": pages::ITALIAN_SERVICES.path,
            "photography": pages::ITALIAN_PHOTOGRAPHY.path,
            "photoShoot": pages::PHOTO_SHOOT.path,
            "buyersGuide": pages::ITALIAN_BUYERS_GUIDE.path,
            "contact": pages::ITALIAN_CONTACT.path,
            "privacyPolicy": pages::ITALIAN_PRIVACY_POLICY.path,
            "shortlist": pages::ITALIAN_SHORTLIST.path,
            "signIn": ITALIAN_SIGN_IN,
            "propertyList": ITALIAN_PROPERTY_LIST,
            "propertyDetail": format!("{ITALIAN_PROPERTY_DETAIL}/{ITALIAN_PROPERTY_CATEGORY}"),
            "articleDetail": format!("{ITALIAN_ARTICLE_LIST}/{ARTICLE_DETAIL_SEGMENT}"),
        },
    })
}

/// The table as the front end receives it.
pub fn routes_knowledge() -> Value {
    let screens: Map<String, Value> = SCREENS
        .iter()
        .map(|screen| {
            let entry = json!({ "module": screen.module, "export": screen.export });
            (screen.name.to_owned(), entry)
        })
        .collect();
    let router: Vec<Value> = ROUTER_ROUTES
        .iter()
        .map(|route| json!({ "path": route.pattern, "screen": route.screen.name }))
        .collect();
    json!({ "links": links(), "screens": screens, "router": router })
}

#[cfg(test)]
mod tests;
