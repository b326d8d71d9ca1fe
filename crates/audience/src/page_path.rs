//! Which page paths may be kept as a page of the site (issue 53). A kept path is shown to
//! staff as a page of the site and linked to, so it must stay a path on this site whatever a
//! browser makes of it: browsers read `\` as `/`, so `/\evil.example/login` — like
//! `//evil.example/login` — is another site's address; `%2F` and `%5C` are slashes once
//! decoded; control characters have no place in an address.

/// Whether `path` (without its query) is a plain path on this site: it starts with one `/`,
/// and has no `//`, no `\`, no control character and no encoded `/` or `\`.
pub fn is_plain_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.contains("//")
        && !path.contains('\\')
        && !path.chars().any(char::is_control)
        && !has_encoded_slash(path)
}

fn has_encoded_slash(path: &str) -> bool {
    path.as_bytes().windows(3).any(|three| {
        three[0] == b'%'
            && matches!(
                (three[1], three[2].to_ascii_lowercase()),
                (b'2', b'f') | (b'5', b'c')
            )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_that_a_browser_would_read_as_another_site_is_not_plain() {
        for plain in [
            "/",
            "/property/for-sale/in-italy/123-villa-barolo",
            "/it/immobile/in-vendita/in-italia/123",
            "/piedmont-property-for-sale/2/",
            "/news/caf%C3%A9",
        ] {
            assert!(is_plain_path(plain), "{plain}");
        }
        for not_plain in [
            "",
            "relative",
            "/\\evil.example/login",
            "//evil.example/login",
            "/a//b",
            "/a\\b",
            "/%2Fevil.example/login",
            "/%2fevil.example",
            "/%5Cevil.example",
            "/%5cevil.example",
            "/a\tb",
            "/a\nb",
            "/a\u{7f}b",
            "/a\u{85}b",
        ] {
            assert!(!is_plain_path(not_plain), "{not_plain:?}");
        }
    }
}
