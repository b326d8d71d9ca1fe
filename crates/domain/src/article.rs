//! A news article.

pub mod input;
pub mod placeholders;
mod translation;

pub use input::{ArticleInput, ArticleTranslationsInput, ArticleValidationError};
pub use placeholders::{article_placeholder_left, article_publication_blocked_by};
pub use translation::{ArticleTexts, ArticleTextsInput};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ArticleId(pub i64);

impl fmt::Display for ArticleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Article {
    pub id: ArticleId,
    pub listing_description: String,
    pub meta_description: String,
    pub meta_title: String,
    pub path: String,
    /// Sanitized HTML.
    pub text: String,
    pub title: String,
    pub title2: String,
    pub created_date: DateTime<Utc>,
    /// When a save last changed it: its creation until then.
    pub changed_date: DateTime<Utc>,
    /// A draft (false) is seen only by staff: not listed, fed or served to the public.
    pub published: bool,
    /// Its texts in Italian, each empty until written (the English one stands in).
    pub italian: ArticleTexts,
}

/// An article's fields before it has an id and a creation date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArticleContent {
    pub listing_description: String,
    pub meta_description: String,
    pub meta_title: String,
    pub path: String,
    pub text: String,
    pub title: String,
    pub title2: String,
    /// Published, or a draft only staff see.
    pub published: bool,
    /// Its texts in Italian; `None`: keep the stored ones (a save that sent none).
    pub italian: Option<ArticleTexts>,
}
