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
    pub listing_description: Option<String>,
    pub meta_description: Option<String>,
    pub meta_title: Option<String>,
    pub path: Option<String>,
    pub text: Option<String>,
    pub title: Option<String>,
    pub title2: Option<String>,
}

impl From<ArticleBody> for ArticleInput {
    fn from(body: ArticleBody) -> Self {
        Self {
            listing_description: body.listing_description,
            meta_description: body.meta_description,
            meta_title: body.meta_title,
            path: body.path,
            text: body.text,
            title: body.title,
            title2: body.title2,
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
    pub name: Option<String>,
    pub name2: Option<String>,
    /// ';'-separated 'label:value' entries.
    pub facts: Option<String>,
    pub short_description: Option<String>,
    pub text: Option<String>,
    pub path: Option<String>,
}

impl From<TownBody> for TownInput {
    fn from(body: TownBody) -> Self {
        Self {
            name: body.name,
            name2: body.name2,
            facts: body.facts,
            short_description: body.short_description,
            text: body.text,
            path: body.path,
        }
    }
}

/// The answer to a successful delete: which ref or id is gone.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Deleted")]
pub struct DeletedDto {
    pub deleted: String,
}
