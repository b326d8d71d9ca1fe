use domain::ports::{CaptchaVerifier, Clock, PropertyRepository};
use viewing_trips::ViewingRepository;

/// The ports and settings the viewing use cases work with.
pub struct ViewingDesk<'a> {
    pub viewings: &'a dyn ViewingRepository,
    pub properties: &'a dyn PropertyRepository,
    pub clock: &'a dyn Clock,
    pub captcha: &'a dyn CaptchaVerifier,
    /// The site's public base URL: property links, and the calendar files' `UID` domain.
    pub public_url: &'a str,
    /// The consultant: the calendar files' organiser.
    pub consultant_address: &'a str,
}

impl ViewingDesk<'_> {
    /// The host of the public URL, which makes each slot's `UID` unique to this site.
    pub(crate) fn uid_domain(&self) -> &str {
        let without_scheme = self
            .public_url
            .split_once("://")
            .map_or(self.public_url, |(_, rest)| rest);
        without_scheme
            .split(['/', ':'])
            .next()
            .filter(|host| !host.is_empty())
            .unwrap_or("langhe.property")
    }
}
