//! An article's texts in Italian (issue #30), in every article answer and body as
//! `translations.it`, named like the English fields beside them, each empty when not written.

use super::rule_text::{
    ArticleMetaDescription, OptionalArticleLine, OptionalArticleListingDescription,
    OptionalArticleText, RuleText,
};
use app::html::sanitize_html;
use domain::article::{ArticleTexts, ArticleTextsInput, ArticleTranslationsInput};
use poem_openapi::Object;

/// An article's texts in one language beside English; empty: not written in it.
#[derive(Debug, Clone, Object)]
#[oai(rename = "ArticleTexts")]
pub struct ArticleTextsDto {
    pub title: String,
    pub title2: String,
    pub listing_description: String,
    pub meta_title: String,
    pub meta_description: String,
    /// Sanitized HTML, cleaned as it is sent like the English text.
    pub text: String,
    /// Whether its title and text are written: only then is the article offered in this
    /// language (its page paired with the English one by `hreflang`, the sitemap).
    pub complete: bool,
}

/// An article's texts in the languages beside English.
#[derive(Debug, Clone, Object)]
#[oai(rename = "ArticleTranslations")]
pub struct ArticleTranslationsDto {
    /// Italian.
    pub it: ArticleTextsDto,
}

impl From<ArticleTexts> for ArticleTranslationsDto {
    fn from(italian: ArticleTexts) -> Self {
        Self {
            it: ArticleTextsDto {
                complete: italian.is_complete(),
                text: sanitize_html(&italian.text),
                title: italian.title,
                title2: italian.title2,
                listing_description: italian.listing_description,
                meta_title: italian.meta_title,
                meta_description: italian.meta_description,
            },
        }
    }
}

/// An article's texts in Italian as saved. Every field may be left out or null, which leaves
/// it empty (the English text stands in on the Italian page); the limits are the English
/// fields'.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "ArticleTextsInput")]
pub struct ArticleTextsBody {
    pub title: RuleText<OptionalArticleLine>,
    pub title2: RuleText<OptionalArticleLine>,
    pub listing_description: RuleText<OptionalArticleListingDescription>,
    pub meta_title: RuleText<OptionalArticleLine>,
    pub meta_description: RuleText<ArticleMetaDescription>,
    /// HTML; sanitized on save like the English text.
    pub text: RuleText<OptionalArticleText>,
}

/// The texts of a save in the languages beside English.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "ArticleTranslationsInput")]
pub struct ArticleTranslationsBody {
    /// Italian. Left out or null: the stored Italian texts are kept; sent: they are replaced
    /// as a whole.
    #[oai(nullable)]
    pub it: Option<ArticleTextsBody>,
}

impl From<ArticleTranslationsBody> for ArticleTranslationsInput {
    fn from(body: ArticleTranslationsBody) -> Self {
        Self {
            it: body.it.map(|texts| ArticleTextsInput {
                title: texts.title.into_inner(),
                title2: texts.title2.into_inner(),
                listing_description: texts.listing_description.into_inner(),
                meta_title: texts.meta_title.into_inner(),
                meta_description: texts.meta_description.into_inner(),
                text: texts.text.into_inner(),
            }),
        }
    }
}
