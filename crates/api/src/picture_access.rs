//! Short-lived signed picture URLs for staff. Pictures of a hidden property (and of an
//! unlisted one, without its share key) answer 404 to the public; staff see them in the editor through `<img>`, which sends no bearer token, so the
//! API gives staff picture URLs that carry a grant: `access={expiry}.{signature}`, an
//! HMAC-SHA256 of the property's ref and the expiry under a key derived from the session key.
//! A grant covers every picture of one property until its expiry, one to two hours ahead
//! (rounded to the hour, so URLs stay the same for an hour and the browser's cache works).

/// Shared with the site, whose heads carry a share key the same way.
pub use app::addresses::share_link::with_access;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// The query parameter of a granted picture URL.
pub const ACCESS_PARAMETER: &str = "access";
const HOUR: i64 = 3600;

pub struct PictureAccess {
    key: Vec<u8>,
}

impl PictureAccess {
    /// A key of its own, derived from the session key: a grant can never pass for a session
    /// token or the other way round.
    pub fn new(session_secret: &[u8]) -> Self {
        let mut derive = HmacSha256::new_from_slice(session_secret).expect("any key length");
        derive.update(b"langhe picture access v1");
        Self {
            key: derive.finalize().into_bytes().to_vec(),
        }
    }

    fn signature(&self, reference: &str, expiry: i64) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.key).expect("any key length");
        mac.update(format!("{reference}|{expiry}").as_bytes());
        mac
    }

    /// The grant for every picture of the property `reference` (its three digits).
    pub fn grant(&self, reference: &str, now: DateTime<Utc>) -> String {
        let expiry = (now.timestamp() / HOUR + 2) * HOUR;
        let signature = self.signature(reference, expiry).finalize().into_bytes();
        format!("{expiry}.{}", URL_SAFE_NO_PAD.encode(signature))
    }

    /// Whether `grant` opens the pictures of `reference` at `now`.
    pub fn allows(&self, reference: &str, grant: &str, now: DateTime<Utc>) -> bool {
        let Some((expiry, signature)) = grant.split_once('.') else {
            return false;
        };
        let (Ok(expiry), Ok(signature)) =
            (expiry.parse::<i64>(), URL_SAFE_NO_PAD.decode(signature))
        else {
            return false;
        };
        now.timestamp() < expiry
            && self
                .signature(reference, expiry)
                .verify_slice(&signature)
                .is_ok()
    }

    /// The grant in a URL's query, if there is one.
    pub fn grant_in_query(query: Option<&str>) -> Option<&str> {
        query?.split('&').find_map(|pair| {
            pair.strip_prefix(ACCESS_PARAMETER)
                .and_then(|rest| rest.strip_prefix('='))
        })
    }
}

/// The query pair that carries a staff grant: `access={grant}`.
pub fn grant_pair(grant: &str) -> String {
    format!("{ACCESS_PARAMETER}={grant}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"0123456789abcdef0123456789abcdef";

    #[test]
    fn a_grant_opens_one_propertys_pictures_until_it_expires() {
        let access = PictureAccess::new(KEY);
        let now = Utc::now();
        let grant = access.grant("123", now);
        assert!(access.allows("123", &grant, now));
        assert!(access.allows("123", &grant, now + chrono::Duration::minutes(59)));
        assert!(!access.allows("123", &grant, now + chrono::Duration::hours(2)));
        assert!(!access.allows("124", &grant, now));
        assert_eq!(grant, access.grant("123", now), "stable within the hour");
    }

    #[test]
    fn forged_altered_or_foreign_grants_are_refused() {
        let access = PictureAccess::new(KEY);
        let now = Utc::now();
        let grant = access.grant("123", now);
        let (expiry, signature) = grant.split_once('.').unwrap();
        let later = format!("{}.{signature}", expiry.parse::<i64>().unwrap() + HOUR);
        let foreign = PictureAccess::new(b"another key of thirty-two bytes!").grant("123", now);
        for bad in [
            later.as_str(),
            foreign.as_str(),
            "",
            "123",
            "9999999999.",
            "abc.def",
        ] {
            assert!(!access.allows("123", bad, now), "{bad}");
        }
    }

    #[test]
    fn the_grant_is_read_from_the_query_and_added_to_urls() {
        assert_eq!(
            PictureAccess::grant_in_query(Some("v=3&access=17.x")),
            Some("17.x")
        );
        assert_eq!(PictureAccess::grant_in_query(Some("v=3")), None);
        assert_eq!(PictureAccess::grant_in_query(None), None);
        assert_eq!(
            with_access("/images/a.jpg?v=3", &grant_pair("g")),
            "/images/a.jpg?v=3&access=g"
        );
        assert_eq!(
            with_access("/images/a.jpg", &grant_pair("g")),
            "/images/a.jpg?access=g"
        );
    }
}
