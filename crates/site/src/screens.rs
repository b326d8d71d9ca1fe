//! Which screen of the front end draws each route (see `route_table`, which the front end's
//! router is generated from). Knowing it, the page names the screen's script and styles in its
//! HTML (`vite_manifest`), so they download beside the main script instead of after it has run.

use crate::route_table::{self, RoutePage, ROUTER_ROUTES};
use crate::site_route::{ItemAddress, SiteRoute};

/// The screen shown for an address that has no page.
pub const NOT_FOUND_SCREEN: &str = route_table::NOT_FOUND_SCREEN.module;

/// The screen module for a route, as the Vite manifest names it: the table's screen for what
/// the route shows.
pub fn screen_module(route: &SiteRoute) -> Option<&'static str> {
    let page = match route {
        SiteRoute::Static(page) => RoutePage::Static(page),
        SiteRoute::PropertyList { language, .. } => RoutePage::PropertyList(*language),
        SiteRoute::Property(ItemAddress::Existing(_), language) => RoutePage::Property(*language),
        SiteRoute::ArticleList { .. } => RoutePage::ArticleList,
        SiteRoute::Article(ItemAddress::Existing(_), language) => RoutePage::Article(*language),
        // Staff screens load what they need when they need it.
        SiteRoute::Property(ItemAddress::New, _)
        | SiteRoute::Article(ItemAddress::New, _)
        | SiteRoute::SignIn(_)
        | SiteRoute::StaffInbox
        | SiteRoute::StaffTowns
        | SiteRoute::StaffStatistics => return None,
    };
    ROUTER_ROUTES
        .iter()
        .find(|table_route| table_route.page == page)
        .map(|table_route| table_route.screen.module)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::static_pages::STATIC_PAGES;

    #[test]
    fn every_static_page_has_a_screen() {
        for page in STATIC_PAGES {
            assert!(
                screen_module(&SiteRoute::Static(page)).is_some(),
                "{}",
                page.path
            );
        }
    }
}
