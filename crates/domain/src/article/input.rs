//! Checking an article before POST/PUT /articles (spec §5 "Article"). The new-article
//! template (spec §3 "New article defaults") is `default_texts`'; a published article may
//! hold none of it (checked last).

use super::translation::ArticleTextsInput;
use super::{article_publication_blocked_by, ArticleContent};
use crate::default_texts::DefaultText;
use crate::settings::URL_SUFFIX_STRIPPED;
use serde::{Deserialize, Serialize};

pub const MAX_ARTICLE_LINE_CHARS: usize = 200;
pub const MAX_LISTING_DESCRIPTION_CHARS: usize = 1_000;
pub const MAX_ARTICLE_META_DESCRIPTION_CHARS: usize = 500;
/// The path is one URL segment: /piemonte-property-news/langhe-property/{path}/{id}.
pub const MAX_ARTICLE_PATH_CHARS: usize = 100;
/// The HTML body.
pub const MAX_ARTICLE_TEXT_CHARS: usize = 200_000;

/// An article's fields as submitted: every field may be missing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ArticleInput {
    pub listing_description: Option<String>,
    pub meta_description: Option<String>,
    pub meta_title: Option<String>,
    pub path: Option<String>,
    pub text: Option<String>,
    pub title: Option<String>,
    pub title2: Option<String>,
    /// Missing: a draft (the caller states the stored state when editing).
    pub published: Option<bool>,
    /// The texts in other languages than English.
    pub translations: Option<ArticleTranslationsInput>,
}

/// The body's `translations`: one set of texts per language beside English.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ArticleTranslationsInput {
    /// Italian. Absent: the stored Italian texts are kept; present: replaced as a whole.
    pub it: Option<ArticleTextsInput>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArticleValidationError {
    #[error("Listing description missing")]
    ListingDescriptionMissing,
    #[error("Meta title missing")]
    MetaTitleMissing,
    #[error("Path missing")]
    PathMissing,
    #[error("Title missing")]
    TitleMissing,
    #[error("Second title missing")]
    SecondTitleMissing,
    #[error("Article content text missing")]
    TextMissing,
    #[error("{field} must be at most {max} characters")]
    TooLong { field: &'static str, max: usize },
    #[error("Path may not contain spaces or any of : / ? # [ ] @ % = < > {{ }} | ^ ~ ` '")]
    PathNotValid,
    /// Checked last: an article to publish still holds a new article's default text.
    #[error(
        "{} still holds the default text '{}': replace it before publishing the article",
        .0.label,
        .0.text
    )]
    PlaceholderLeft(DefaultText),
}

use ArticleValidationError as Error;

fn required(value: Option<String>, missing: Error) -> Result<String, Error> {
    value
        .map(|text| crate::text::clean(&text))
        .filter(|text| !text.is_empty())
        .ok_or(missing)
}

fn at_most(count: usize, field: &'static str, max: usize) -> Result<(), Error> {
    if count > max {
        return Err(Error::TooLong { field, max });
    }
    Ok(())
}

impl ArticleInput {
    /// The spec's checks in the spec's order (meta description is not required), then the
    /// length caps and the path's characters, then (to publish) no default text left.
    pub fn validate(self) -> Result<ArticleContent, ArticleValidationError> {
        let sent = crate::sent_length::sent_chars;
        let lengths = [
            (
                sent(&self.listing_description),
                "Listing description",
                MAX_LISTING_DESCRIPTION_CHARS,
            ),
            (sent(&self.meta_title), "Meta title", MAX_ARTICLE_LINE_CHARS),
            (
                sent(&self.meta_description),
                "Meta description",
                MAX_ARTICLE_META_DESCRIPTION_CHARS,
            ),
            (sent(&self.path), "Path", MAX_ARTICLE_PATH_CHARS),
            (sent(&self.title), "Title", MAX_ARTICLE_LINE_CHARS),
            (sent(&self.title2), "Second title", MAX_ARTICLE_LINE_CHARS),
            (
                sent(&self.text),
                "Article content text",
                MAX_ARTICLE_TEXT_CHARS,
            ),
        ];
        let listing_description =
            required(self.listing_description, Error::ListingDescriptionMissing)?;
        let meta_title = required(self.meta_title, Error::MetaTitleMissing)?;
        let path = required(self.path, Error::PathMissing)?;
        let title = required(self.title, Error::TitleMissing)?;
        let title2 = required(self.title2, Error::SecondTitleMissing)?;
        let text = required(self.text, Error::TextMissing)?;
        let meta_description = self
            .meta_description
            .map(|text| crate::text::clean(&text))
            .unwrap_or_default();

        for (count, field, max) in lengths {
            at_most(count, field, max)?;
        }
        if path
            .chars()
            .any(|c| URL_SUFFIX_STRIPPED.contains(&c) || c.is_whitespace())
        {
            return Err(Error::PathNotValid);
        }

        let italian = self
            .translations
            .and_then(|translations| translations.it)
            .map(ArticleTextsInput::validate)
            .transpose()?;

        let content = ArticleContent {
            listing_description,
            meta_description,
            meta_title,
            path,
            text,
            title,
            title2,
            published: self.published.unwrap_or(false),
            italian,
        };
        match article_publication_blocked_by(&content) {
            Some(left) => Err(Error::PlaceholderLeft(left)),
            None => Ok(content),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fix = fn(&mut ArticleInput);

    fn text(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    #[test]
    fn messages_come_in_order_as_fields_are_filled_one_at_a_time() {
        let steps: &[(&str, Fix)] = &[
            ("Listing description missing", |a| {
                a.listing_description = text("  ")
            }),
            ("Listing description missing", |a| {
                a.listing_description = text("Why Barolo")
            }),
            ("Meta title missing", |a| {
                a.meta_title = text("Barolo en primeur")
            }),
            ("Path missing", |a| a.path = text("barolo en primeur")),
            ("Title missing", |a| a.title = text("Barolo en primeur")),
            ("Second title missing", |a| {
                a.title2 = text("Buying wine from the barrel")
            }),
            ("Article content text missing", |a| {
                a.text = text("<p>Every spring…</p>")
            }),
            (
                "Path may not contain spaces or any of : / ? # [ ] @ % = < > { } | ^ ~ ` '",
                |a| a.path = text("barolo/en-primeur"),
            ),
            (
                "Path may not contain spaces or any of : / ? # [ ] @ % = < > { } | ^ ~ ` '",
                |a| a.path = text("barolo-en-primeur"),
            ),
        ];
        let mut input = ArticleInput::default();
        for (step, (expected, fix)) in steps.iter().enumerate() {
            let error = input.clone().validate().unwrap_err();
            assert_eq!(error.to_string(), *expected, "step {step}");
            fix(&mut input);
        }
        let content = input.validate().unwrap();
        assert_eq!(content.path, "barolo-en-primeur");
        assert_eq!(
            content.meta_description, "",
            "meta description is not required"
        );
        assert_eq!(content.text, "<p>Every spring…</p>");
    }

    fn complete() -> ArticleInput {
        ArticleInput {
            meta_title: text("Meta"),
            path: text("news"),
            meta_description: text("About"),
            listing_description: text("Description here"),
            title: text("Your title here"),
            title2: text("Your second title here"),
            text: text("Content here"),
            published: None,
            translations: None,
        }
    }

    #[test]
    fn a_new_article_is_a_draft_and_keeps_its_defaults_until_published() {
        let draft = complete().validate().unwrap();
        assert!(!draft.published);
        let to_publish = ArticleInput {
            published: Some(true),
            ..complete()
        };
        assert_eq!(
            to_publish.validate().unwrap_err().to_string(),
            "Listing description still holds the default text 'Description here': replace it before publishing the article"
        );
    }

    #[test]
    fn the_specs_messages_come_before_the_default_texts() {
        let input = ArticleInput {
            published: Some(true),
            meta_title: None,
            ..complete()
        };
        assert_eq!(input.validate().unwrap_err(), Error::MetaTitleMissing);
    }

    #[test]
    fn each_field_has_a_length_cap() {
        let cases: &[(Fix, &str)] = &[
            (
                |a| a.listing_description = Some("l".repeat(1_001)),
                "Listing description must be at most 1000 characters",
            ),
            (
                |a| a.meta_title = Some("m".repeat(201)),
                "Meta title must be at most 200 characters",
            ),
            (
                |a| a.meta_description = Some("m".repeat(501)),
                "Meta description must be at most 500 characters",
            ),
            (
                |a| a.path = Some("p".repeat(101)),
                "Path must be at most 100 characters",
            ),
            (
                |a| a.title = Some("t".repeat(201)),
                "Title must be at most 200 characters",
            ),
            (
                |a| a.title2 = Some("t".repeat(201)),
                "Second title must be at most 200 characters",
            ),
            (
                |a| a.text = Some("x".repeat(200_001)),
                "Article content text must be at most 200000 characters",
            ),
        ];
        for (index, (make_too_long, expected)) in cases.iter().enumerate() {
            let mut input = complete();
            make_too_long(&mut input);
            assert_eq!(
                input.validate().unwrap_err().to_string(),
                *expected,
                "case {index}"
            );
        }
    }
}
