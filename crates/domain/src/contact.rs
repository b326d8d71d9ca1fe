//! How visitors and owners reach the consultant, for what the server writes itself (a
//! viewing's confirmation and reminder, an owner's report). The site's pages show the same details
//! (frontend/src/config/contact-details.ts); a test holds the two together.

/// The office line, as people dial it from abroad.
pub const OFFICE_PHONE: &str = "+39 0173 441 286";
/// The mobile, also on WhatsApp: the number for the day of a viewing.
pub const MOBILE_PHONE: &str = "+39 347 812 5530";
/// The address the pages give for writing to the consultant.
pub const EMAIL: &str = "info@langhe-property.com";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_show_the_same_numbers() {
        let pages = include_str!("../../../frontend/src/config/contact-details.ts");
        assert!(pages.contains(&format!("phoneDisplay: '{OFFICE_PHONE}'")));
        assert!(pages.contains(&format!("mobileDisplay: '{MOBILE_PHONE}'")));
        assert!(pages.contains(&format!("email: '{EMAIL}'")));
    }
}
