//! The front end's route table (spec §2) as the server sees it: which addresses are pages
//! (matched against `route_table`'s patterns), and which stored item a page shows. Anything
//! else is answered as "not found".

pub use crate::language::Language;
use crate::route_table::{RoutePage, ROUTER_ROUTES};
use crate::static_pages::StaticPage;
pub use app::addresses::paths::{
    article_list_path, article_path, italian_article_path, italian_property_list_path,
    italian_property_path, property_list_path, property_path,
};
use domain::{ArticleId, Ref};
use std::collections::HashMap;

/// What `ref` or `id` says when an admin opens the creation form.
const NEW_ITEM: &str = "new";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteRoute {
    Static(&'static StaticPage),
    PropertyList {
        page: u32,
        /// The chosen filters as a canonical query string ('' for none): see `list_filters`.
        filters: String,
        language: Language,
    },
    Property(ItemAddress<Ref>, Language),
    ArticleList {
        page: u32,
    },
    Article(ItemAddress<ArticleId>, Language),
    /// Staff only: spends a one-time sign-in link, or asks for one by mail; in English or
    /// in Italian.
    SignIn(Language),
    /// Staff only: the enquiry inbox (its data needs a session; the page itself is the SPA).
    StaffInbox,
    /// Admin only: the towns (their writes need a session; the page itself is the SPA).
    StaffTowns,
    /// Staff only: the visit statistics (their data needs a session; the page is the SPA).
    StaffStatistics,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemAddress<T> {
    /// The staff-only creation form.
    New,
    Existing(T),
}

/// Resolves a request path and raw query string against the route table's patterns, in its
/// order; `None` means no page lives there.
pub fn resolve(path: &str, query: Option<&str>) -> Option<SiteRoute> {
    let path = if path.len() > 1 {
        path.strip_suffix('/').unwrap_or(path)
    } else {
        path
    };
    let query_values = QueryValues::parse(query);
    ROUTER_ROUTES.iter().find_map(|route| {
        let params = PathParams::matching(route.pattern, path)?;
        // A parameter the path leaves out may come from the query, as the pages read it
        // (`params.ref ?? search.get('ref')`): old links carry `?ref=`, `?id=` and `?page=`.
        let param = |name: &str| params.get(name).or_else(|| query_values.get(name));
        site_route_at(route.page, param, query)
    })
}

/// Whether `path` resolves to a public page of the route table: not the staff's screens, the
/// sign-in page or the not-found page. The visit counts keep views of these only (issue 53):
/// anything else a browser reports (a typo, a probe, a made-up address) is no page of the site.
pub fn is_public_page(path: &str) -> bool {
    match resolve(path, None) {
        Some(SiteRoute::Static(page)) => page.path != crate::static_pages::NOT_FOUND.path,
        Some(
            SiteRoute::SignIn(_)
            | SiteRoute::StaffInbox
            | SiteRoute::StaffTowns
            | SiteRoute::StaffStatistics,
        )
        | None => false,
        Some(_) => true,
    }
}

/// What a route that matched shows, its parameters read by `param`; `None` when they name
/// no page (a page number below 1, a malformed ref or id).
fn site_route_at<'a>(
    page: RoutePage,
    param: impl Fn(&str) -> Option<&'a str>,
    query: Option<&str>,
) -> Option<SiteRoute> {
    Some(match page {
        RoutePage::Static(page) => SiteRoute::Static(page),
        RoutePage::PropertyList(language) => SiteRoute::PropertyList {
            page: list_page(param("page"))?,
            filters: crate::list_filters::canonical_list_filters(query),
            language,
        },
        RoutePage::Property(language) => {
            SiteRoute::Property(property_address(param("ref")?)?, language)
        }
        RoutePage::ArticleList => SiteRoute::ArticleList {
            page: list_page(param("page"))?,
        },
        RoutePage::Article(language) => {
            SiteRoute::Article(article_address(param("id")?)?, language)
        }
        RoutePage::SignIn(language) => SiteRoute::SignIn(language),
        RoutePage::StaffInbox => SiteRoute::StaffInbox,
        RoutePage::StaffTowns => SiteRoute::StaffTowns,
        RoutePage::StaffStatistics => SiteRoute::StaffStatistics,
    })
}

/// The parameters of a path that a route pattern matches.
struct PathParams<'a>(Vec<(&'static str, &'a str)>);

impl<'a> PathParams<'a> {
    /// A pattern without parameters matches its own path only. Otherwise segment by segment:
    /// each `:name` takes a non-empty segment, the rest must be equal, and the last parameter
    /// may be left out of the path (then the query may carry it).
    fn matching(pattern: &'static str, path: &'a str) -> Option<Self> {
        if !pattern.contains(':') {
            return (pattern == path).then(|| Self(vec![]));
        }
        let expected: Vec<&'static str> = pattern.trim_start_matches('/').split('/').collect();
        let actual: Vec<&'a str> = path.trim_start_matches('/').split('/').collect();
        let last_left_out = actual.len() + 1 == expected.len()
            && expected.last().is_some_and(|last| last.starts_with(':'));
        if actual.len() != expected.len() && !last_left_out {
            return None;
        }
        let mut params = Vec::new();
        for (expected, actual) in expected.iter().zip(&actual) {
            match expected.strip_prefix(':') {
                Some(name) if !actual.is_empty() => params.push((name, *actual)),
                Some(_) => return None,
                None if expected == actual => {}
                None => return None,
            }
        }
        Some(Self(params))
    }

    fn get(&self, name: &str) -> Option<&'a str> {
        self.0
            .iter()
            .find(|(param, _)| *param == name)
            .map(|(_, value)| *value)
    }
}

fn property_address(reference: &str) -> Option<ItemAddress<Ref>> {
    if reference == NEW_ITEM {
        return Some(ItemAddress::New);
    }
    Ref::from_url_segment(reference)
        .ok()
        .map(ItemAddress::Existing)
}

fn article_address(id: &str) -> Option<ItemAddress<ArticleId>> {
    if id == NEW_ITEM {
        return Some(ItemAddress::New);
    }
    let id: i64 = id.parse().ok().filter(|id| *id > 0)?;
    Some(ItemAddress::Existing(ArticleId(id)))
}

fn parse_page(text: &str) -> Option<u32> {
    text.parse().ok().filter(|page| *page >= 1)
}

struct QueryValues(HashMap<String, String>);

impl QueryValues {
    fn parse(query: Option<&str>) -> Self {
        let pairs = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes());
        Self(pairs.into_owned().collect())
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }
}

/// A list page from its parameter, 1 when absent; `None` when present but not a page number.
fn list_page(text: Option<&str>) -> Option<u32> {
    text.map_or(Some(1), parse_page)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_pages_are_told_from_staff_screens_and_made_up_addresses() {
        for page in [
            "/",
            "/piedmont-property-for-sale/2",
            "/property/for-sale/in-italy/123-villa-barolo",
            "/it/immobile/in-vendita/in-italia/123",
            "/piemonte-property-news/langhe-property/barolo-harvest/7",
            "/consultancy-service.html",
        ] {
            assert!(is_public_page(page), "{page}");
        }
        for not_a_page in [
            "/no-such-page",
            "/wp-login.php",
            "/\\evil.example/login",
            "/property/for-sale/in-italy/not-a-ref",
            "/staff/statistics",
            "/sign-in",
            "/not-found",
        ] {
            assert!(!is_public_page(not_a_page), "{not_a_page}");
        }
    }

    fn existing_property(reference: &str) -> Option<SiteRoute> {
        Some(SiteRoute::Property(
            ItemAddress::Existing(Ref::parse(reference).unwrap()),
            Language::English,
        ))
    }

    #[test]
    fn list_pages_come_from_the_path_or_the_query_and_default_to_one() {
        let cases = [
            (
                "/piedmont-property-for-sale",
                None,
                Some(SiteRoute::PropertyList {
                    page: 1,
                    filters: String::new(),
                    language: Language::English,
                }),
            ),
            (
                "/piedmont-property-for-sale/3",
                None,
                Some(SiteRoute::PropertyList {
                    page: 3,
                    filters: String::new(),
                    language: Language::English,
                }),
            ),
            (
                "/piedmont-property-for-sale",
                Some("page=2"),
                Some(SiteRoute::PropertyList {
                    page: 2,
                    filters: String::new(),
                    language: Language::English,
                }),
            ),
            (
                "/it/immobili-in-vendita-piemonte/2",
                None,
                Some(SiteRoute::PropertyList {
                    page: 2,
                    filters: String::new(),
                    language: Language::Italian,
                }),
            ),
            ("/it/immobili-in-vendita-piemonte/0", None, None),
            ("/piedmont-property-for-sale/0", None, None),
            ("/piedmont-property-for-sale/two", None, None),
            (
                "/piemonte-property-news/",
                None,
                Some(SiteRoute::ArticleList { page: 1 }),
            ),
            (
                "/piemonte-property-news",
                Some("page=4"),
                Some(SiteRoute::ArticleList { page: 4 }),
            ),
            ("/piemonte-property-news", Some("page=x"), None),
        ];
        for (path, query, expected) in cases {
            assert_eq!(resolve(path, query), expected, "{path} {query:?}");
        }
    }

    #[test]
    fn property_refs_use_the_first_three_characters_from_the_path_or_the_query() {
        assert_eq!(
            resolve("/property/for-sale/in-italy/123", None),
            existing_property("123")
        );
        assert_eq!(
            resolve("/property/for-sale/in-italy/123-villa", None),
            existing_property("123")
        );
        assert_eq!(
            resolve("/property/for-sale/in-italy", Some("ref=045")),
            existing_property("045")
        );
        assert_eq!(
            resolve("/property/for-sale/in-italy/new", None),
            Some(SiteRoute::Property(ItemAddress::New, Language::English))
        );
        assert_eq!(resolve("/property/for-sale/in-italy/1.2", None), None);
        assert_eq!(resolve("/property/for-sale/in-italy", None), None);
        assert_eq!(
            resolve("/property/for-sale", Some("category=in-italy&ref=045")),
            None,
            "only the last parameter may be left out of the path"
        );
        assert_eq!(resolve("/property/for-sale/in-italy/123/extra", None), None);
    }

    #[test]
    fn article_ids_come_from_the_path_or_the_query() {
        let article = |id| {
            Some(SiteRoute::Article(
                ItemAddress::Existing(ArticleId(id)),
                Language::English,
            ))
        };
        assert_eq!(
            resolve("/piemonte-property-news/langhe-property/truffles/7", None),
            article(7)
        );
        assert_eq!(
            resolve(
                "/piemonte-property-news/langhe-property/truffles",
                Some("id=8")
            ),
            article(8)
        );
        assert_eq!(
            resolve("/piemonte-property-news/langhe-property/x/new", None),
            Some(SiteRoute::Article(ItemAddress::New, Language::English))
        );
        assert_eq!(
            resolve("/piemonte-property-news/langhe-property/x/-1", None),
            None
        );
        assert_eq!(
            resolve("/piemonte-property-news/roero-property/x/7", None),
            None
        );
    }

    #[test]
    fn static_pages_match_with_or_without_a_trailing_slash_and_others_do_not() {
        assert!(matches!(resolve("/", None), Some(SiteRoute::Static(p)) if p.path == "/"));
        assert!(matches!(
            resolve("/contact-langhe-property/", None),
            Some(SiteRoute::Static(p)) if p.path == "/contact-langhe-property"
        ));
        assert_eq!(resolve("/wp-admin", None), None);
        assert_eq!(resolve("/it/unknown.html", None), None);
    }
}
