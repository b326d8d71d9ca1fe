//! How visitors reach the consultant, for the mails that need it on the day (a viewing's
//! confirmation and reminder). The site's pages show the same details
//! (frontend/src/config/contact-details.ts); a test holds the two together.

/// The office line, as people dial it from abroad.
pub const OFFICE_PHONE: &str = "+39 0173 441 286";
/// The mobile, also on WhatsApp: the number for the day of a viewing.
pub const MOBILE_PHONE: &str = "+39 347 812 5530";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_show_the_same_numbers() {
        let pages = include_str!("../../../frontend/src/config/contact-details.ts");
        assert!(pages.contains(&format!("phoneDisplay: '{OFFICE_PHONE}'")));
        assert!(pages.contains(&format!("mobileDisplay: '{MOBILE_PHONE}'")));
    }
}
