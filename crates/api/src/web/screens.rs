//! Which screen of the front end draws each route: the module that frontend/src/app/router.tsx
//! loads lazily for it. Knowing it, the page names the screen's script and styles in its HTML
//! (`vite_manifest`), so they download beside the main script instead of after it has run.
//! A test checks that every module named here is one the router loads.

use super::site_route::{ItemAddress, SiteRoute};
use super::static_pages::NOT_FOUND;

/// The screen shown for an address that has no page.
pub const NOT_FOUND_SCREEN: &str = "src/features/not-found/NotFoundPage.tsx";

/// By the address a static page is requested at (an alias may show another screen, or none).
const STATIC_SCREENS: &[(&str, &str)] = &[
    ("/", "src/features/home/HomePage.tsx"),
    (
        "/about-langhe-property-piedmont",
        "src/features/about/AboutPage.tsx",
    ),
    (
        "/contact-langhe-property",
        "src/features/contact/ContactPage.tsx",
    ),
    (
        "/it/contatto-langhe-property-immobiliare",
        "src/features/contact/ItalianContactPage.tsx",
    ),
    (
        "/consultancy-service",
        "src/features/consultancy/ConsultancyPage.tsx",
    ),
    (
        "/consultancy-service.html",
        "src/features/consultancy/ConsultancyInfoPage.tsx",
    ),
    (
        "/photography/photography-service",
        "src/features/photography/PhotographyPage.tsx",
    ),
    (
        "/home-buyers-guide/piedmont-italy/buyers-guide.html",
        "src/features/guides/BuyersGuidePage.tsx",
    ),
    (
        "/selling-your-home/in-piedmont-italy.html",
        "src/features/guides/SellingPage.tsx",
    ),
    ("/it/index.html", "src/features/italian/ItalianHomePage.tsx"),
    (
        "/it/servizi-langhe-property-immobiliare.html",
        "src/features/italian/ItalianServicesPage.tsx",
    ),
    (
        "/it/fotografia.html",
        "src/features/photography/ItalianPhotographyPage.tsx",
    ),
    (
        "/it/fotografico.html",
        "src/features/photography/PhotoShootPage.tsx",
    ),
    (NOT_FOUND.path, NOT_FOUND_SCREEN),
];

/// The screen module for a route, as the Vite manifest names it.
pub fn screen_module(route: &SiteRoute) -> Option<&'static str> {
    Some(match route {
        SiteRoute::Static(page) => STATIC_SCREENS
            .iter()
            .find(|(path, _)| *path == page.path)
            .map(|(_, module)| *module)?,
        SiteRoute::PropertyList { .. } => "src/features/properties/pages/PropertyListPage.tsx",
        SiteRoute::Property(ItemAddress::Existing(_)) => {
            "src/features/properties/pages/PropertyDetailPage.tsx"
        }
        SiteRoute::ArticleList { .. } => "src/features/articles/pages/ArticleListPage.tsx",
        SiteRoute::Article(ItemAddress::Existing(_)) => {
            "src/features/articles/pages/ArticleDetailPage.tsx"
        }
        // Staff screens load what they need when they need it.
        SiteRoute::Property(ItemAddress::New)
        | SiteRoute::Article(ItemAddress::New)
        | SiteRoute::SignIn
        | SiteRoute::StaffInbox
        | SiteRoute::StaffTowns => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::static_pages::STATIC_PAGES;

    const ROUTER: &str = include_str!("../../../../frontend/src/app/router.tsx");

    /// `src/features/home/HomePage.tsx` is imported by the router as `@/features/home/HomePage`.
    fn imported_by_the_router(module: &str) -> bool {
        let specifier = module.trim_start_matches("src/").trim_end_matches(".tsx");
        ROUTER.contains(&format!("import('@/{specifier}')"))
    }

    #[test]
    fn every_screen_named_here_is_one_the_router_loads() {
        let mut modules: Vec<&str> = STATIC_SCREENS.iter().map(|(_, module)| *module).collect();
        for path in [
            "/piedmont-property-for-sale/1",
            "/property/for-sale/in-italy/123",
            "/piemonte-property-news/1",
            "/piemonte-property-news/langhe-property/x/7",
        ] {
            modules.push(
                screen_module(&super::super::site_route::resolve(path, None).unwrap()).unwrap(),
            );
        }
        for module in modules {
            assert!(
                imported_by_the_router(module),
                "{module} is not loaded by router.tsx"
            );
        }
    }

    #[test]
    fn every_static_page_but_the_bare_index_alias_has_a_screen() {
        for page in STATIC_PAGES
            .iter()
            .filter(|page| page.path != "/index.html")
        {
            assert!(
                screen_module(&SiteRoute::Static(page)).is_some(),
                "{}",
                page.path
            );
        }
    }
}
