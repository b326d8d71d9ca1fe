//! The visitor's cookie choice, as the front end keeps it in the `cookie-consent` cookie
//! (frontend/src/lib/consent-cookie.ts): the page is drawn with the banner only for a visitor
//! who has not chosen, so the browser takes the markup over unchanged.

use poem::http::header::{HeaderMap, COOKIE};

pub(crate) const COOKIE_NAME: &str = "cookie-consent";

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum CookieChoice {
    #[default]
    Undecided,
    Accepted,
    Refused,
}

impl CookieChoice {
    /// The choice among a request's cookies; anything but the two known values is undecided.
    pub fn of_request(headers: &HeaderMap) -> Self {
        headers
            .get_all(COOKIE)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|cookies| cookies.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == COOKIE_NAME)
            .map_or(Self::Undecided, |(_, value)| match value {
                "accepted" => Self::Accepted,
                "refused" => Self::Refused,
                _ => Self::Undecided,
            })
    }

    /// What the bundle's `render` takes as its third argument.
    pub fn as_js(self) -> &'static str {
        match self {
            Self::Undecided => "",
            Self::Accepted => "accepted",
            Self::Refused => "refused",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poem::http::HeaderValue;

    fn with_cookies(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(COOKIE, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    #[test]
    fn reads_the_choice_among_other_cookies_and_headers() {
        assert_eq!(
            CookieChoice::of_request(&with_cookies(&["a=1; cookie-consent=refused; b=2"])),
            CookieChoice::Refused
        );
        assert_eq!(
            CookieChoice::of_request(&with_cookies(&["a=1", "cookie-consent=accepted"])),
            CookieChoice::Accepted
        );
    }

    #[test]
    fn anything_else_is_undecided() {
        for cookies in [
            &[][..],
            &["cookie-consent=maybe"],
            &["my-cookie-consent=accepted"],
        ] {
            assert_eq!(
                CookieChoice::of_request(&with_cookies(cookies)),
                CookieChoice::Undecided
            );
        }
    }

    #[test]
    fn the_bundle_gets_the_cookie_value_or_nothing() {
        assert_eq!(CookieChoice::Accepted.as_js(), "accepted");
        assert_eq!(CookieChoice::Refused.as_js(), "refused");
        assert_eq!(CookieChoice::Undecided.as_js(), "");
    }
}
