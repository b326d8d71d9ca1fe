//! A property's texts in Italian (issue #30): the same text fields as the English ones, each
//! empty until the consultant writes it. The Italian page shows the English text wherever the
//! Italian one is empty, marked as English.

use super::validation::{
    MAX_DESCRIPTION_CHARS, MAX_LINE_CHARS, MAX_LIST_TEXT_CHARS, MAX_META_DESCRIPTION_CHARS,
};
use super::{CounterBlock, Distance, PropertyValidationError};
use crate::semicolon_list::split_semicolon_list;
use serde::{Deserialize, Serialize};

/// The texts of a property in one more language. Empty means "not translated".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PropertyTexts {
    pub title: String,
    pub title2: String,
    pub listing_title: String,
    pub location: String,
    pub meta_title: String,
    pub meta_description: String,
    pub price_description: String,
    /// Sanitized HTML.
    pub description: String,
    /// ';'-separated lines.
    pub description_list: String,
    /// ';'-separated lines.
    pub features: String,
}

impl PropertyTexts {
    /// Whether the page in this language may be offered as such (`hreflang`, the sitemap's
    /// alternates, the portal feed's description): its title, listing title and description
    /// are written. Smaller fields may still fall back to English.
    pub fn is_complete(&self) -> bool {
        [&self.title, &self.listing_title, &self.description]
            .iter()
            .all(|text| !text.is_empty())
    }

    /// Whether nothing at all is written in this language.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    pub fn features_d(&self) -> Vec<String> {
        split_semicolon_list(&self.features)
    }

    pub fn description_list_d(&self) -> Vec<String> {
        split_semicolon_list(&self.description_list)
    }
}

/// For a save that sent no Italian texts: each distance and counter block sent without an
/// Italian label keeps the one of the stored entry with the same English label (a client that
/// knows nothing of translations cannot erase them by saving; a label it changed has to be
/// translated again).
pub fn carry_italian_labels(
    distances: &mut [Distance],
    blocks: &mut [CounterBlock],
    stored_distances: &[Distance],
    stored_blocks: &[CounterBlock],
) {
    for distance in distances.iter_mut().filter(|d| d.descrip_it.is_empty()) {
        if let Some(stored) = stored_distances
            .iter()
            .find(|stored| stored.descrip == distance.descrip)
        {
            distance.descrip_it.clone_from(&stored.descrip_it);
        }
    }
    for block in blocks.iter_mut().filter(|b| b.label_it.is_empty()) {
        if let Some(stored) = stored_blocks
            .iter()
            .find(|stored| stored.label == block.label)
        {
            block.label_it.clone_from(&stored.label_it);
        }
    }
}

/// What a card shows in one more language (its listing title and location line).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CardTexts {
    pub listing_title: String,
    pub location: String,
}

impl From<&PropertyTexts> for CardTexts {
    fn from(texts: &PropertyTexts) -> Self {
        Self {
            listing_title: texts.listing_title.clone(),
            location: texts.location.clone(),
        }
    }
}

/// The Italian texts of a POST/PUT /properties body, every one optional.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PropertyTextsInput {
    pub title: Option<String>,
    pub title2: Option<String>,
    pub listing_title: Option<String>,
    pub location: Option<String>,
    pub meta_title: Option<String>,
    pub meta_description: Option<String>,
    pub price_description: Option<String>,
    pub description: Option<String>,
    pub description_list: Option<String>,
    pub features: Option<String>,
}

/// The body's `translations`: one set of texts per language beside English.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TranslationsInput {
    /// Italian. Absent: the stored Italian texts are kept (a client that knows nothing of
    /// translations cannot erase them by saving); present: they are replaced, an absent field
    /// counting as empty.
    pub it: Option<PropertyTextsInput>,
}

impl PropertyTextsInput {
    /// Checks each text as sent against the English field's limit (the messages name the
    /// field as "Italian …", so she knows which of the two to shorten), then trims it.
    pub fn validate(self) -> Result<PropertyTexts, PropertyValidationError> {
        let sent = crate::sent_length::sent_chars;
        let limits: [(usize, &'static str, usize); 10] = [
            (sent(&self.title), "Italian title", MAX_LINE_CHARS),
            (sent(&self.title2), "Italian second title", MAX_LINE_CHARS),
            (
                sent(&self.listing_title),
                "Italian listing title",
                MAX_LINE_CHARS,
            ),
            (sent(&self.location), "Italian location", MAX_LINE_CHARS),
            (sent(&self.meta_title), "Italian meta title", MAX_LINE_CHARS),
            (
                sent(&self.meta_description),
                "Italian meta description",
                MAX_META_DESCRIPTION_CHARS,
            ),
            (
                sent(&self.price_description),
                "Italian price description",
                MAX_LINE_CHARS,
            ),
            (
                sent(&self.description),
                "Italian description",
                MAX_DESCRIPTION_CHARS,
            ),
            (
                sent(&self.description_list),
                "Italian description list",
                MAX_LIST_TEXT_CHARS,
            ),
            (
                sent(&self.features),
                "Italian features",
                MAX_LIST_TEXT_CHARS,
            ),
        ];
        if let Some((field, max)) = crate::sent_length::first_over_limit(limits) {
            return Err(PropertyValidationError::TooLong { field, max });
        }
        let clean = crate::sent_length::cleaned;
        Ok(PropertyTexts {
            title: clean(self.title),
            title2: clean(self.title2),
            listing_title: clean(self.listing_title),
            location: clean(self.location),
            meta_title: clean(self.meta_title),
            meta_description: clean(self.meta_description),
            price_description: clean(self.price_description),
            description: clean(self.description),
            description_list: clean(self.description_list),
            features: clean(self.features),
        })
    }
}

impl From<&PropertyTexts> for PropertyTextsInput {
    fn from(texts: &PropertyTexts) -> Self {
        let text = |value: &String| Some(value.clone());
        Self {
            title: text(&texts.title),
            title2: text(&texts.title2),
            listing_title: text(&texts.listing_title),
            location: text(&texts.location),
            meta_title: text(&texts.meta_title),
            meta_description: text(&texts.meta_description),
            price_description: text(&texts.price_description),
            description: text(&texts.description),
            description_list: text(&texts.description_list),
            features: text(&texts.features),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_trimmed_and_absent_ones_are_empty() {
        let texts = PropertyTextsInput {
            title: Some("  Cascina a Barolo ".into()),
            features: Some("310 mq;Piscina".into()),
            ..Default::default()
        }
        .validate()
        .unwrap();
        assert_eq!(texts.title, "Cascina a Barolo");
        assert_eq!(texts.features_d(), ["310 mq", "Piscina"]);
        assert_eq!(texts.listing_title, "");
        assert!(!texts.is_empty() && !texts.is_complete());
    }

    #[test]
    fn an_italian_text_over_the_english_limit_is_refused_by_its_italian_name() {
        let error = PropertyTextsInput {
            title2: Some("x".repeat(MAX_LINE_CHARS + 1)),
            ..Default::default()
        }
        .validate()
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "Italian second title must be at most 200 characters"
        );
        let at_limit = PropertyTextsInput {
            title2: Some("x".repeat(MAX_LINE_CHARS)),
            ..Default::default()
        };
        assert!(at_limit.validate().is_ok());
    }

    #[test]
    fn a_page_is_complete_with_its_title_listing_title_and_description() {
        let mut texts = PropertyTexts {
            title: "Cascina a Barolo".into(),
            listing_title: "Cascina con vista".into(),
            ..Default::default()
        };
        assert!(!texts.is_complete());
        texts.description = "<p>Una cascina.</p>".into();
        assert!(texts.is_complete());
        assert!(PropertyTexts::default().is_empty());
    }

    #[test]
    fn an_input_made_from_texts_gives_them_back() {
        let texts = PropertyTexts {
            title: "Villa a La Morra".into(),
            description: "<p>Vista sulle Alpi.</p>".into(),
            ..Default::default()
        };
        assert_eq!(PropertyTextsInput::from(&texts).validate().unwrap(), texts);
    }

    #[test]
    fn a_save_without_italian_texts_keeps_the_italian_labels_of_unchanged_entries() {
        let stored_distances = [Distance::new(20, "from Alba", "alba").in_italian("da Alba")];
        let stored_blocks = [
            CounterBlock::new("4", "Bedrooms").in_italian("Camere da letto"),
            CounterBlock::new("2", "Bathrooms").in_italian("Bagni"),
        ];
        let mut distances = [
            Distance::new(25, "from Alba", "alba"),
            Distance::new(70, "from Turin airport", "turin-airport"),
            Distance::new(5, "from Alba", "alba").in_italian("dal centro di Alba"),
        ];
        let mut blocks = [
            CounterBlock::new("5", "Bedrooms"),
            CounterBlock::new("2", "Baths"),
        ];
        carry_italian_labels(
            &mut distances,
            &mut blocks,
            &stored_distances,
            &stored_blocks,
        );
        assert_eq!(
            distances[0].descrip_it, "da Alba",
            "the minutes changed, not the label"
        );
        assert_eq!(distances[1].descrip_it, "", "a new entry has none");
        assert_eq!(
            distances[2].descrip_it, "dal centro di Alba",
            "one sent is kept"
        );
        assert_eq!(blocks[0].label_it, "Camere da letto");
        assert_eq!(
            blocks[1].label_it, "",
            "a changed label is translated again"
        );
    }
}
