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

    /// The language an `hreflang` tag names, if it is one of the two.
    pub fn from_tag(tag: &str) -> Option<Self> {
        [Self::English, Self::Italian]
            .into_iter()
            .find(|language| language.tag() == tag)
    }

    /// Open Graph locale: the consultant writes British English.
    pub fn og_locale(self) -> &'static str {
        match self {
            Self::English => "en_GB",
            Self::Italian => "it_IT",
        }
    }
}
