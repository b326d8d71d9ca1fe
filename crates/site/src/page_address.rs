//! The address a page is drawn for and kept under in the page cache: its path and the query
//! parameters its screen reads. Anything else in a query string (tracking tags, cache busters,
//! junk) changes nothing on the page, so it makes neither a new render nor a new cache entry:
//! otherwise a thousand made-up query strings would push every real page out of the cache.

use crate::site_route::SiteRoute;
use url::form_urlencoded;

/// The query parameters each page reads, as its screen in the front end does
/// (`search.get(…)`): the only ones a page's address keeps. The one list to extend when a
/// page starts reading another parameter. The property list's filters follow as the page
/// draws them (`list_filters`): in one order, on the form's steps, so filter values that draw
/// the same page share its address.
fn parameters_read_by(route: &SiteRoute) -> &'static [&'static str] {
    match route {
        SiteRoute::PropertyList { .. } => &["page"],
        // `key`: an unlisted listing's share key (`domain::property::SHARE_KEY_PARAMETER`).
        SiteRoute::Property(..) => &["ref", domain::property::SHARE_KEY_PARAMETER],
        SiteRoute::ArticleList { .. } => &["page", "id"],
        SiteRoute::Article(..) => &["id"],
        SiteRoute::SignIn(_) => &["token"],
        SiteRoute::StaffInbox => &["page"],
        SiteRoute::StaffStatistics => &["ref", "days"],
        SiteRoute::Static(_) | SiteRoute::StaffTowns => &[],
    }
}

/// `path` with the parameters of `query` that `route`'s page reads, in the list's order (a
/// repeated one keeps its values in their order); no query at all when none is left. A path
/// that is no page (`None`) keeps none.
pub fn page_address(path: &str, query: Option<&str>, route: Option<&SiteRoute>) -> String {
    let read = route.map_or(&[][..], parameters_read_by);
    let pairs: Vec<_> = form_urlencoded::parse(query.unwrap_or_default().as_bytes()).collect();
    let mut kept = form_urlencoded::Serializer::new(String::new());
    for &name in read {
        for (_, value) in pairs.iter().filter(|(key, _)| key == name) {
            kept.append_pair(name, value);
        }
    }
    let mut kept = kept.finish();
    if let Some(SiteRoute::PropertyList { filters, .. }) = route {
        if !filters.is_empty() {
            if !kept.is_empty() {
                kept.push('&');
            }
            kept.push_str(filters);
        }
    }
    match kept {
        kept if kept.is_empty() => path.to_owned(),
        kept => format!("{path}?{kept}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::list_filters::canonical_list_filters;
    use crate::site_route::resolve;

    fn address(path: &str, query: &str) -> String {
        page_address(path, Some(query), resolve(path, Some(query)).as_ref())
    }

    #[test]
    fn only_the_parameters_a_page_reads_stay_in_its_address() {
        let cases = [
            ("/", "utm_source=mail&fbclid=x", "/"),
            ("/", "", "/"),
            (
                "/piedmont-property-for-sale",
                "kind=villa&junk=1&page=2&kind=farmhouse&utm_campaign=x",
                "/piedmont-property-for-sale?page=2&kind=villa&kind=farmhouse",
            ),
            (
                "/property/for-sale/in-italy",
                "ref=123&cachebuster=9",
                "/property/for-sale/in-italy?ref=123",
            ),
            (
                "/piemonte-property-news",
                "id=4&page=2&x=1",
                "/piemonte-property-news?page=2&id=4",
            ),
            ("/sign-in", "token=a%20b&x=1", "/sign-in?token=a+b"),
            ("/no/such/page", "page=2", "/no/such/page"),
        ];
        for (path, query, expected) in cases {
            assert_eq!(address(path, query), expected, "{path}?{query}");
        }
    }

    /// Each made-up price drew a page and took a cache entry of its own: any value off the
    /// form's steps now shares the address of the step it is drawn with.
    #[test]
    fn filter_values_off_the_forms_steps_share_the_address_of_the_page_drawn() {
        let path = "/piedmont-property-for-sale/1";
        for query in [
            "min_price=120000",
            "min_price=123456",
            "min_price=129999&utm_source=x",
        ] {
            assert_eq!(
                address(path, query),
                "/piedmont-property-for-sale/1?min_price=120000",
                "{query}"
            );
        }
        assert_eq!(
            address(path, "min_bedrooms=9&sort=newest"),
            "/piedmont-property-for-sale/1?min_bedrooms=6"
        );
        assert_eq!(
            address(path, "page=2&junk=1"),
            "/piedmont-property-for-sale/1?page=2"
        );
    }

    #[test]
    fn the_list_page_keeps_every_filter_it_reads() {
        let every_filter =
            "min_price=1&max_price=2&town=3&kind=villa&min_bedrooms=4&sort=price_asc";
        let path = "/piedmont-property-for-sale/1";
        assert_eq!(
            address(path, every_filter),
            format!("{path}?{}", canonical_list_filters(Some(every_filter)))
        );
    }
}
