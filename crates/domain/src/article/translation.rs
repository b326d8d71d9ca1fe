//! An article's texts in Italian (issue #30): the same text fields as the English ones, each
//! empty until written. The Italian page shows the English text wherever the Italian one is
//! empty, marked as English.

use super::input::{
    ArticleValidationError, MAX_ARTICLE_LINE_CHARS, MAX_ARTICLE_META_DESCRIPTION_CHARS,
    MAX_ARTICLE_TEXT_CHARS, MAX_LISTING_DESCRIPTION_CHARS,
};
use serde::{Deserialize, Serialize};

/// The texts of an article in one more language. Empty means "not translated".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ArticleTexts {
    pub title: String,
    pub title2: String,
    pub listing_description: String,
    pub meta_title: String,
    pub meta_description: String,
    /// Sanitized HTML.
    pub text: String,
}

impl ArticleTexts {
    /// Whether the article is offered in this language (its Italian page paired with the
    /// English one, the sitemap): its title and body are written.
    pub fn is_complete(&self) -> bool {
        !self.title.is_empty() && !self.text.is_empty()
    }
}

/// The Italian texts of an article's body, every one optional.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ArticleTextsInput {
    pub title: Option<String>,
    pub title2: Option<String>,
    pub listing_description: Option<String>,
    pub meta_title: Option<String>,
    pub meta_description: Option<String>,
    pub text: Option<String>,
}

impl ArticleTextsInput {
    /// Checks each text as sent against the English field's limit, refused by its Italian
    /// name, then trims it.
    pub fn validate(self) -> Result<ArticleTexts, ArticleValidationError> {
        let sent = crate::sent_length::sent_chars;
        let limits: [(usize, &'static str, usize); 6] = [
            (sent(&self.title), "Italian title", MAX_ARTICLE_LINE_CHARS),
            (
                sent(&self.title2),
                "Italian second title",
                MAX_ARTICLE_LINE_CHARS,
            ),
            (
                sent(&self.listing_description),
                "Italian listing description",
                MAX_LISTING_DESCRIPTION_CHARS,
            ),
            (
                sent(&self.meta_title),
                "Italian meta title",
                MAX_ARTICLE_LINE_CHARS,
            ),
            (
                sent(&self.meta_description),
                "Italian meta description",
                MAX_ARTICLE_META_DESCRIPTION_CHARS,
            ),
            (
                sent(&self.text),
                "Italian article content text",
                MAX_ARTICLE_TEXT_CHARS,
            ),
        ];
        if let Some((field, max)) = crate::sent_length::first_over_limit(limits) {
            return Err(ArticleValidationError::TooLong { field, max });
        }
        let clean = crate::sent_length::cleaned;
        Ok(ArticleTexts {
            title: clean(self.title),
            title2: clean(self.title2),
            listing_description: clean(self.listing_description),
            meta_title: clean(self.meta_title),
            meta_description: clean(self.meta_description),
            text: clean(self.text),
        })
    }
}

impl From<&ArticleTexts> for ArticleTextsInput {
    fn from(texts: &ArticleTexts) -> Self {
        let text = |value: &String| Some(value.clone());
        Self {
            title: text(&texts.title),
            title2: text(&texts.title2),
            listing_description: text(&texts.listing_description),
            meta_title: text(&texts.meta_title),
            meta_description: text(&texts.meta_description),
            text: text(&texts.text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_texts_are_trimmed_checked_by_their_italian_names_and_complete_with_title_and_body() {
        let texts = ArticleTextsInput {
            title: Some(" La stagione del tartufo ".into()),
            ..Default::default()
        }
        .validate()
        .unwrap();
        assert_eq!(texts.title, "La stagione del tartufo");
        assert!(!texts.is_complete());
        let complete = ArticleTexts {
            text: "<p>Ad Alba, in autunno.</p>".into(),
            ..texts
        };
        assert!(complete.is_complete());
        assert_eq!(
            ArticleTextsInput::from(&complete).validate().unwrap(),
            complete
        );

        let error = ArticleTextsInput {
            listing_description: Some("x".repeat(MAX_LISTING_DESCRIPTION_CHARS + 1)),
            ..Default::default()
        }
        .validate()
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "Italian listing description must be at most 1000 characters"
        );
    }
}
