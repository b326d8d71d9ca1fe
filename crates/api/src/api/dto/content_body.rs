use super::rule_text::{
    NonBlank, RuleText, TownFacts, TownLine, TownName, TownPath, TownShortDescription,
};
use domain::town_input::TownInput;
use domain::ArticleInput;
use poem_openapi::Object;

/// POST /articles (no id) and PUT /articles (with id). Checked in the spec's order: 'Listing
/// description missing', 'Meta title missing', 'Path missing', 'Title missing', 'Second title
/// missing', 'Article content text missing'; the meta description is optional. The text is
/// HTML, sanitized on save.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "ArticleInput")]
pub struct ArticleBody {
    /// Required by PUT, ignored by POST.
    pub id: Option<i64>,
    pub listing_description: RuleText<NonBlank>,
    pub meta_description: Option<String>,
    pub meta_title: RuleText<NonBlank>,
    pub path: RuleText<NonBlank>,
    pub text: RuleText<NonBlank>,
    pub title: RuleText<NonBlank>,
    pub title2: RuleText<NonBlank>,
}

impl From<ArticleBody> for ArticleInput {
    fn from(body: ArticleBody) -> Self {
        Self {
            listing_description: body.listing_description.into_inner(),
            meta_description: body.meta_description,
            meta_title: body.meta_title.into_inner(),
            path: body.path.into_inner(),
            text: body.text.into_inner(),
            title: body.title.into_inner(),
            title2: body.title2.into_inner(),
        }
    }
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ArticleSaved")]
pub struct ArticleSavedDto {
    pub id: i64,
}

/// POST /towns (no id) and PUT /towns (with id). Name and path are required; the path names
/// the picture `towns/{path}.jpg` (lowercase letters, digits, '-'). The text is HTML,
/// sanitized on save.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "TownInput")]
pub struct TownBody {
    /// Required by PUT, ignored by POST.
    pub id: Option<i64>,
    pub name: RuleText<TownName>,
    pub name2: RuleText<TownLine>,
    /// ';'-separated 'label:value' entries.
    pub facts: RuleText<TownFacts>,
    pub short_description: RuleText<TownShortDescription>,
    pub text: Option<String>,
    pub path: RuleText<TownPath>,
}

impl From<TownBody> for TownInput {
    fn from(body: TownBody) -> Self {
        Self {
            name: body.name.into_inner(),
            name2: body.name2.into_inner(),
            facts: body.facts.into_inner(),
            short_description: body.short_description.into_inner(),
            text: body.text,
            path: body.path.into_inner(),
        }
    }
}

/// The answer to a successful delete: which ref or id is gone.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Deleted")]
pub struct DeletedDto {
    pub deleted: String,
}
