use super::optional_flag::OptionalFlag;
use super::rule_text::{
    ArticleLine, ArticleListingDescription, ArticleMetaDescription, ArticlePath, ArticleText,
    RuleText, TownFacts, TownLine, TownName, TownPath, TownShortDescription, TownText,
};
use super::{ArticleTranslationsBody, TownTranslationsBody};
use domain::town_input::TownInput;
use domain::ArticleInput;
use poem_openapi::Object;

/// An article's content: the body of POST /articles, and of PUT /articles beside the id.
/// Checked in the spec's order: 'Listing description missing', 'Meta title missing', 'Path
/// missing', 'Title missing', 'Second title missing', 'Article content text missing'; the meta
/// description is optional. The text is HTML, sanitized on save.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "ArticleInput")]
pub struct ArticleBody {
    /// True to publish, false for a draft only staff see. Left out or null: a new article is
    /// a draft, an edited one keeps its state. An article still holding a new article's default
    /// text ('Description here', 'Your title here', 'Your second title here', 'Content here')
    /// cannot be published.
    pub published: OptionalFlag,
    pub listing_description: RuleText<ArticleListingDescription>,
    pub meta_description: RuleText<ArticleMetaDescription>,
    pub meta_title: RuleText<ArticleLine>,
    pub path: RuleText<ArticlePath>,
    pub text: RuleText<ArticleText>,
    pub title: RuleText<ArticleLine>,
    pub title2: RuleText<ArticleLine>,
    /// The texts in Italian (`translations.it`); left out or null keeps the stored ones.
    #[oai(nullable)]
    pub translations: Option<ArticleTranslationsBody>,
}

impl From<ArticleBody> for ArticleInput {
    fn from(body: ArticleBody) -> Self {
        Self {
            listing_description: body.listing_description.into_inner(),
            meta_description: body.meta_description.into_inner(),
            meta_title: body.meta_title.into_inner(),
            path: body.path.into_inner(),
            text: body.text.into_inner(),
            title: body.title.into_inner(),
            title2: body.title2.into_inner(),
            published: body.published.into_inner(),
            translations: body.translations.map(Into::into),
        }
    }
}

/// PUT /articles: which article, and its new content.
#[derive(Debug, Clone, Object)]
#[oai(rename = "ArticleUpdate")]
pub struct ArticleUpdateBody {
    pub id: i64,
    #[oai(flatten)]
    pub content: ArticleBody,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ArticleSaved")]
pub struct ArticleSavedDto {
    pub id: i64,
}

/// A town: the body of POST /towns, and of PUT /towns beside the id. Name and path are
/// required; the path names the picture `towns/{path}.jpg` (lowercase letters, digits, '-').
/// The text is HTML, sanitized on save.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "TownInput")]
pub struct TownBody {
    pub name: RuleText<TownName>,
    pub name2: RuleText<TownLine>,
    /// ';'-separated 'label:value' entries.
    pub facts: RuleText<TownFacts>,
    pub short_description: RuleText<TownShortDescription>,
    pub text: RuleText<TownText>,
    pub path: RuleText<TownPath>,
    /// The texts in Italian (`translations.it`); left out or null keeps the stored ones.
    #[oai(nullable)]
    pub translations: Option<TownTranslationsBody>,
}

/// PUT /towns: which town, and its new content.
#[derive(Debug, Clone, Object)]
#[oai(rename = "TownUpdate")]
pub struct TownUpdateBody {
    pub id: i64,
    #[oai(flatten)]
    pub content: TownBody,
}

impl From<TownBody> for TownInput {
    fn from(body: TownBody) -> Self {
        Self {
            name: body.name.into_inner(),
            name2: body.name2.into_inner(),
            facts: body.facts.into_inner(),
            short_description: body.short_description.into_inner(),
            text: body.text.into_inner(),
            path: body.path.into_inner(),
            translations: body.translations.map(Into::into),
        }
    }
}

/// The answer to a successful delete: which ref or id is gone.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Deleted")]
pub struct DeletedDto {
    pub deleted: String,
}
