//! The two languages the site is written in.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    English,
    Italian,
}

impl Language {
    /// BCP 47 tag for `<html lang>` and `hreflang`.
    pub fn tag(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Italian => "it",
        }
    }

    /// Open Graph locale: the consultant writes British English.
    pub fn og_locale(self) -> &'static str {
        match self {
            Self::English => "en_GB",
            Self::Italian => "it_IT",
        }
    }
}
