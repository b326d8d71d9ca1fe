//! A town's texts in Italian (issue #30): its short description, text and facts, each empty
//! until the consultant writes it. The name and the area's name ("Barolo", "Langhe") are the
//! same in both languages. The Italian page shows the English text wherever the Italian one
//! is empty, marked as English.

use crate::town::TownFact;
use crate::town_input::{
    TownValidationError, MAX_TOWN_FACTS_CHARS, MAX_TOWN_SHORT_DESCRIPTION_CHARS,
    MAX_TOWN_TEXT_CHARS,
};
use serde::{Deserialize, Serialize};

/// A town's texts in one more language. Empty means "not translated".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TownTexts {
    /// ';'-separated 'label:value' entries ("Altitudine:301 m").
    pub facts: String,
    pub short_description: String,
    /// Sanitized HTML.
    pub text: String,
}

impl TownTexts {
    pub fn facts_d(&self) -> Vec<TownFact> {
        crate::town::facts_of(&self.facts)
    }
}

/// The Italian texts of a POST/PUT /towns body, every one optional.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TownTextsInput {
    pub facts: Option<String>,
    pub short_description: Option<String>,
    pub text: Option<String>,
}

impl TownTextsInput {
    /// Checks each text as sent against the English field's limit, refused by its Italian
    /// name, then trims it.
    pub fn validate(self) -> Result<TownTexts, TownValidationError> {
        let sent = crate::sent_length::sent_chars;
        let limits: [(usize, &'static str, usize); 3] = [
            (sent(&self.facts), "Italian facts", MAX_TOWN_FACTS_CHARS),
            (
                sent(&self.short_description),
                "Italian short description",
                MAX_TOWN_SHORT_DESCRIPTION_CHARS,
            ),
            (sent(&self.text), "Italian text", MAX_TOWN_TEXT_CHARS),
        ];
        if let Some((field, max)) = crate::sent_length::first_over_limit(limits) {
            return Err(TownValidationError::TooLong { field, max });
        }
        let clean = crate::sent_length::cleaned;
        Ok(TownTexts {
            facts: clean(self.facts),
            short_description: clean(self.short_description),
            text: clean(self.text),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_texts_are_trimmed_and_their_facts_split() {
        let texts = TownTextsInput {
            facts: Some(" Altitudine:301 m;Abitanti: 650 ".into()),
            short_description: Some(" Il paese del re dei vini. ".into()),
            text: None,
        }
        .validate()
        .unwrap();
        assert_eq!(texts.short_description, "Il paese del re dei vini.");
        assert_eq!(texts.text, "");
        assert_eq!(
            texts.facts_d(),
            vec![
                TownFact {
                    label: "Altitudine".into(),
                    value: "301 m".into()
                },
                TownFact {
                    label: "Abitanti".into(),
                    value: "650".into()
                },
            ]
        );
    }

    #[test]
    fn a_long_italian_text_is_refused_by_its_italian_name() {
        let refused = TownTextsInput {
            short_description: Some("x".repeat(MAX_TOWN_SHORT_DESCRIPTION_CHARS + 1)),
            ..Default::default()
        }
        .validate()
        .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "Italian short description must be at most 2000 characters"
        );
    }
}
