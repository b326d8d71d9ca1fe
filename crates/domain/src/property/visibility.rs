//! Who may see a property: hidden (staff only), unlisted (by link only), visible (listed).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Visibility {
    #[default]
    Hidden,
    Unlisted,
    Visible,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Visibility must be hidden, unlisted or visible")]
pub struct VisibilityError;

impl Visibility {
    pub const ALL: [Visibility; 3] = [
        Visibility::Hidden,
        Visibility::Unlisted,
        Visibility::Visible,
    ];

    /// Parses the stored or submitted value; an empty value means hidden, as the spec says.
    pub fn parse(text: &str) -> Result<Self, VisibilityError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "" | "hidden" => Ok(Self::Hidden),
            "unlisted" => Ok(Self::Unlisted),
            "visible" => Ok(Self::Visible),
            _ => Err(VisibilityError),
        }
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Hidden => "hidden",
            Self::Unlisted => "unlisted",
            Self::Visible => "visible",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_means_hidden_and_unknown_is_refused() {
        assert_eq!(Visibility::parse(""), Ok(Visibility::Hidden));
        assert_eq!(Visibility::parse("Visible"), Ok(Visibility::Visible));
        assert_eq!(Visibility::parse("unlisted"), Ok(Visibility::Unlisted));
        assert_eq!(Visibility::parse("public"), Err(VisibilityError));
        assert_eq!(Visibility::default(), Visibility::Hidden);
    }
}
