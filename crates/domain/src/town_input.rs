//! Checking a town before an admin creates or edits it (POST/PUT /towns).

use crate::town::{NewTown, TownTextsInput};
use serde::{Deserialize, Serialize};

pub const MAX_TOWN_LINE_CHARS: usize = 200;
pub const MAX_TOWN_FACTS_CHARS: usize = 5_000;
pub const MAX_TOWN_SHORT_DESCRIPTION_CHARS: usize = 2_000;
pub const MAX_TOWN_TEXT_CHARS: usize = 100_000;
/// The path names the town's picture `towns/{path}.jpg`.
pub const MAX_TOWN_PATH_CHARS: usize = 60;

/// A town's fields as submitted: every field may be missing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TownInput {
    pub name: Option<String>,
    pub name2: Option<String>,
    /// ';'-separated 'label:value' entries.
    pub facts: Option<String>,
    pub short_description: Option<String>,
    /// HTML.
    pub text: Option<String>,
    pub path: Option<String>,
    pub translations: Option<TownTranslationsInput>,
}

/// The body's `translations`: one set of texts per language beside English.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TownTranslationsInput {
    /// Italian. Absent: the stored Italian texts are kept; present: replaced as a whole.
    pub it: Option<TownTextsInput>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TownValidationError {
    #[error("Town name missing")]
    NameMissing,
    #[error("Town path missing")]
    PathMissing,
    #[error("Town path may use only lowercase letters, digits and '-'")]
    PathNotValid,
    #[error("{field} must be at most {max} characters")]
    TooLong { field: &'static str, max: usize },
}

use TownValidationError as Error;

fn trimmed(value: Option<String>) -> String {
    value
        .map(|text| crate::text::clean(&text))
        .unwrap_or_default()
}

impl TownInput {
    /// Name, then path (required: it names the picture), then the length caps, English first.
    pub fn validate(self) -> Result<NewTown, TownValidationError> {
        let sent = crate::sent_length::sent_chars;
        let lengths = [
            (sent(&self.name), "Name", MAX_TOWN_LINE_CHARS),
            (sent(&self.name2), "Second name", MAX_TOWN_LINE_CHARS),
            (sent(&self.facts), "Facts", MAX_TOWN_FACTS_CHARS),
            (
                sent(&self.short_description),
                "Short description",
                MAX_TOWN_SHORT_DESCRIPTION_CHARS,
            ),
            (sent(&self.text), "Text", MAX_TOWN_TEXT_CHARS),
            (sent(&self.path), "Path", MAX_TOWN_PATH_CHARS),
        ];
        let name = trimmed(self.name);
        if name.is_empty() {
            return Err(Error::NameMissing);
        }
        let path = trimmed(self.path);
        if path.is_empty() {
            return Err(Error::PathMissing);
        }
        if !path
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err(Error::PathNotValid);
        }
        let italian = self.translations.and_then(|translations| translations.it);
        let mut town = NewTown {
            name,
            name2: trimmed(self.name2),
            facts: trimmed(self.facts),
            short_description: trimmed(self.short_description),
            text: trimmed(self.text),
            path,
            italian: None,
        };
        for (count, field, max) in lengths {
            if count > max {
                return Err(Error::TooLong { field, max });
            }
        }
        town.italian = italian.map(TownTextsInput::validate).transpose()?;
        Ok(town)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn barolo() -> TownInput {
        TownInput {
            name: Some(" Barolo ".into()),
            name2: Some("Langhe".into()),
            facts: Some("Altitude:301 m".into()),
            short_description: Some("Wine village".into()),
            text: Some("<p>Home of Barolo.</p>".into()),
            path: Some("barolo".into()),
            translations: None,
        }
    }

    #[test]
    fn a_complete_town_is_trimmed_and_accepted() {
        let town = barolo().validate().unwrap();
        assert_eq!(town.name, "Barolo");
        assert_eq!(town.path, "barolo");
        assert_eq!(
            town.italian, None,
            "no Italian texts sent: the stored ones are kept"
        );
    }

    #[test]
    fn italian_texts_sent_replace_the_stored_ones() {
        let input = TownInput {
            translations: Some(TownTranslationsInput {
                it: Some(TownTextsInput {
                    short_description: Some(" Il paese del re dei vini. ".into()),
                    ..Default::default()
                }),
            }),
            ..barolo()
        };
        let italian = input.validate().unwrap().italian.unwrap();
        assert_eq!(italian.short_description, "Il paese del re dei vini.");
        assert_eq!(italian.text, "");
    }

    #[test]
    fn checks_come_in_order() {
        assert_eq!(TownInput::default().validate(), Err(Error::NameMissing));
        let no_path = TownInput {
            path: Some("  ".into()),
            ..barolo()
        };
        assert_eq!(no_path.validate(), Err(Error::PathMissing));
        for bad in ["../etc", "La Morra", "barolo.jpg", "Barolo"] {
            let input = TownInput {
                path: Some(bad.into()),
                ..barolo()
            };
            assert_eq!(input.validate(), Err(Error::PathNotValid), "{bad}");
        }
        let long = TownInput {
            name: Some("x".repeat(MAX_TOWN_LINE_CHARS + 1)),
            ..barolo()
        };
        assert_eq!(
            long.validate().unwrap_err().to_string(),
            "Name must be at most 200 characters"
        );
    }
}
