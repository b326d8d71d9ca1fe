//! The alerts' column with a closed set of values (`crate::stored_enum`).

use crate::stored_enum::stored_enum;
use domain::alert::AlertLanguage;

stored_enum!(
    /// `alerts.language`: `AlertLanguage::as_str`.
    StoredLanguage <=> AlertLanguage {
        English = "en",
        Italian = "it",
    }
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stored_enum::assert_stored_as;

    #[test]
    fn the_stored_strings_are_the_domains() {
        assert_stored_as::<StoredLanguage, AlertLanguage>(AlertLanguage::as_str);
    }
}
