//! An unlisted listing's share link: the page's address with `?key={share key}`. The key
//! travels in the query of the page, of the API requests the page makes and of the picture
//! URLs the API gives for it; whoever lacks it gets the answer of a ref that does not exist.

use super::paths::{italian_property_path, property_path};
use domain::property::{ShareKey, SHARE_KEY_PARAMETER};
use domain::Ref;

/// The share key a raw query string carries (`key=…`), when it is a well-formed one: anything
/// else opens nothing, like no key at all.
pub fn share_key_in(query: Option<&str>) -> Option<ShareKey> {
    url::form_urlencoded::parse(query?.as_bytes())
        .find(|(name, _)| name == SHARE_KEY_PARAMETER)
        .and_then(|(_, value)| ShareKey::parse(&value).ok())
}

/// A share key given as a query parameter (`None` when absent or malformed).
pub fn parse_share_key(value: Option<&str>) -> Option<ShareKey> {
    value.and_then(|value| ShareKey::parse(value).ok())
}

/// The page's address (under `public_url`, no trailing slash) and, with a key, the key.
pub fn property_page_url(
    public_url: &str,
    reference: &Ref,
    path: &str,
    key: Option<&ShareKey>,
) -> String {
    with_key(public_url, &property_path(reference, path), key)
}

/// The Italian page's address (issue #30) and, with a key, the key.
pub fn italian_property_page_url(
    public_url: &str,
    reference: &Ref,
    path: &str,
    key: Option<&ShareKey>,
) -> String {
    with_key(public_url, &italian_property_path(reference, path), key)
}

fn with_key(public_url: &str, page_path: &str, key: Option<&ShareKey>) -> String {
    let page = format!("{}{page_path}", public_url.trim_end_matches('/'));
    match key {
        Some(key) => format!("{page}?{SHARE_KEY_PARAMETER}={key}"),
        None => page,
    }
}

/// `url` with `pair` (a staff grant's or a share key's `name=value`) added to its query.
pub fn with_access(url: &str, pair: &str) -> String {
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}{pair}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "abcdefghijklmnopqrstuv";

    #[test]
    fn a_well_formed_key_is_read_from_the_query() {
        let key = ShareKey::parse(KEY).unwrap();
        assert_eq!(share_key_in(Some(&format!("key={KEY}"))), Some(key));
        assert_eq!(share_key_in(Some(&format!("v=3&key={KEY}"))), Some(key));
        for query in [None, Some(""), Some("key="), Some("key=short"), Some("v=3")] {
            assert_eq!(share_key_in(query), None, "{query:?}");
        }
    }

    #[test]
    fn the_share_link_is_the_page_with_its_key() {
        let key = ShareKey::parse(KEY).unwrap();
        let reference = Ref::parse("101").unwrap();
        assert_eq!(
            property_page_url("https://a.example/", &reference, "-villa", Some(&key)),
            format!("https://a.example/property/for-sale/in-italy/101-villa?key={KEY}")
        );
        assert_eq!(
            property_page_url("https://a.example", &reference, "-villa", None),
            "https://a.example/property/for-sale/in-italy/101-villa"
        );
        assert_eq!(
            italian_property_page_url("https://a.example/", &reference, "-villa", Some(&key)),
            format!("https://a.example/it/immobile/in-vendita/in-italia/101-villa?key={KEY}")
        );
        assert_eq!(
            italian_property_page_url("https://a.example", &reference, "-villa", None),
            "https://a.example/it/immobile/in-vendita/in-italia/101-villa"
        );
    }
}
