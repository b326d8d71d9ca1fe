//! Saved-search alerts ("E-mail me new homes like these"): a visitor's list filters, kept with
//! their address (after double opt-in) so that new and cheaper listings that pass them are
//! mailed in a digest. Our addition; the form sits on the filtered list page.

mod filter_text;
mod form;
mod occasion;

pub use filter_text::{filter_from_text, filter_to_text};
pub use form::{AlertError, AlertForm, AlertSignUp};
pub use occasion::{occasion_of_save, MatchOccasion};

/// The language the alert was made in: its mails speak it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AlertLanguage {
    #[default]
    English,
    Italian,
}

impl AlertLanguage {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Italian => "it",
        }
    }

    /// `en` or `it`; anything else is refused.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim() {
            "en" => Some(Self::English),
            "it" => Some(Self::Italian),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_round_trip_through_their_codes() {
        for language in [AlertLanguage::English, AlertLanguage::Italian] {
            assert_eq!(AlertLanguage::parse(language.as_str()), Some(language));
        }
        assert_eq!(AlertLanguage::parse("de"), None);
    }
}
