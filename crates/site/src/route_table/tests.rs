//! The route table against the server's resolution and screens: what the front end's router
//! registers is what the server serves.

use super::*;
use crate::screens::screen_module;
use crate::site_route::{resolve, ItemAddress, SiteRoute};
use crate::static_pages::STATIC_PAGES;

/// A concrete address for a pattern: what a visitor could ask for.
fn example(pattern: &str) -> String {
    pattern
        .split('/')
        .map(|segment| match segment {
            ":page" => "2",
            ":category" => PROPERTY_CATEGORY,
            ":ref" => "123-villa",
            ":path" => "truffles",
            ":id" => "7",
            other => other,
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[test]
fn every_route_the_router_registers_is_a_page_of_the_server_showing_the_same_screen() {
    for route in ROUTER_ROUTES {
        let address = example(route.pattern);
        let resolved = resolve(&address, None)
            .unwrap_or_else(|| panic!("{address} is not a page of the server"));
        if let Some(module) = screen_module(&resolved) {
            assert_eq!(module, route.screen.module, "{address}");
        }
    }
}

#[test]
fn every_static_page_is_registered_by_the_router() {
    for page in STATIC_PAGES {
        assert!(
            ROUTER_ROUTES
                .iter()
                .any(|route| route.page == RoutePage::Static(page)),
            "{}",
            page.path
        );
    }
}

#[test]
fn every_link_target_is_a_page() {
    let Value::Object(links) = links() else {
        unreachable!()
    };
    let Value::Object(italian) = &links["it"] else {
        unreachable!()
    };
    let fixed = links
        .iter()
        .chain(italian)
        .filter(|(name, _)| !matches!(name.as_str(), "it" | "propertyDetail" | "articleDetail"));
    let italian_article = italian["articleDetail"].as_str().unwrap();
    assert_eq!(
        resolve(&format!("{italian_article}/tartufi/7"), None),
        Some(SiteRoute::Article(
            ItemAddress::Existing(domain::ArticleId(7)),
            crate::language::Language::Italian
        ))
    );
    let italian_detail = italian["propertyDetail"].as_str().unwrap();
    assert_eq!(
        resolve(&format!("{italian_detail}/123-villa"), None),
        Some(SiteRoute::Property(
            ItemAddress::Existing(domain::Ref::parse("123").unwrap()),
            crate::language::Language::Italian
        ))
    );
    for (name, path) in fixed {
        let path = path.as_str().unwrap();
        assert!(resolve(path, None).is_some(), "{name}: {path}");
    }
    assert!(matches!(
        resolve(
            &format!("{}/123", links["propertyDetail"].as_str().unwrap()),
            None
        ),
        Some(SiteRoute::Property(..))
    ));
    assert!(matches!(
        resolve(
            &format!("{}/x/7", links["articleDetail"].as_str().unwrap()),
            None
        ),
        Some(SiteRoute::Article(..))
    ));
}

#[test]
fn screens_and_their_names_are_unique_and_every_screen_is_routed() {
    for (index, screen) in SCREENS.iter().enumerate() {
        assert!(
            SCREENS[index + 1..]
                .iter()
                .all(|other| other.name != screen.name && other.module != screen.module),
            "{} twice",
            screen.name
        );
        assert!(
            ROUTER_ROUTES.iter().any(|route| route.screen == *screen),
            "{} is never shown",
            screen.name
        );
    }
}
