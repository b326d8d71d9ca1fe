use super::{ArticleTranslationsDto, ImageLinks};
use app::articles::ArticleMeta;
use app::html::sanitize_html;
use chrono::{DateTime, Utc};
use domain::{Article, Page};
use pictures::article_banner_key;
use poem_openapi::Object;

#[derive(Debug, Clone, Object)]
#[oai(rename = "Article")]
pub struct ArticleDto {
    pub id: i64,
    pub listing_description: String,
    pub meta_description: String,
    pub meta_title: String,
    pub path: String,
    /// Sanitized HTML: cleaned with the server's allow-list as it is sent (as well as when it
    /// was saved), so a client may insert it as it is.
    pub text: String,
    pub title: String,
    pub title2: String,
    pub created_date: DateTime<Utc>,
    /// False for a draft, which only staff are given.
    pub published: bool,
    pub banner_image: String,
    pub banner_image_webp: String,
    /// Its texts in Italian, each empty until written (then the English one stands in).
    pub translations: ArticleTranslationsDto,
}

impl ArticleDto {
    pub fn new(article: Article, links: ImageLinks<'_>) -> Self {
        let (banner_image, banner_image_webp) =
            links.jpg_and_webp(&article_banner_key(article.id.0));
        Self {
            id: article.id.0,
            listing_description: article.listing_description,
            meta_description: article.meta_description,
            meta_title: article.meta_title,
            path: article.path,
            text: sanitize_html(&article.text),
            title: article.title,
            title2: article.title2,
            created_date: article.created_date,
            published: article.published,
            banner_image,
            banner_image_webp,
            translations: article.italian.into(),
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct ArticleListResponse {
    /// Newest first.
    pub articles: Vec<ArticleDto>,
    /// Number of pages at this page size; at least 1.
    pub pages: u32,
}

impl ArticleListResponse {
    pub fn new(page: Page<Article>, links: ImageLinks<'_>) -> Self {
        Self {
            articles: page
                .items
                .into_iter()
                .map(|a| ArticleDto::new(a, links))
                .collect(),
            pages: page.pages,
        }
    }
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ArticleMeta")]
pub struct ArticleMetaDto {
    /// 'Look at this article!' when none was written.
    pub meta_title: String,
    /// 'I found this on Langhe Property News' when none was written.
    pub meta_description: String,
    pub path: String,
}

impl From<ArticleMeta> for ArticleMetaDto {
    fn from(meta: ArticleMeta) -> Self {
        Self {
            meta_title: meta.meta_title,
            meta_description: meta.meta_description,
            path: meta.path,
        }
    }
}
