//! News articles: reading, and the admin's writes.

mod get;
mod list;
mod meta;
mod write;

pub use get::{find_article_for, get_article, GetArticleError};
pub use list::{list_articles, ListArticlesError, ARTICLES_PAGE_SIZE};
pub use meta::{
    article_meta, ArticleMeta, ArticleMetaError, DEFAULT_ARTICLE_META_DESCRIPTION,
    DEFAULT_ARTICLE_META_TITLE,
};
pub use write::{
    create_article, delete_article, update_article, CreateArticleError, DeleteArticleError,
    UpdateArticleError,
};

#[cfg(test)]
pub(crate) mod fixtures {
    use chrono::{TimeZone, Utc};
    use domain::{Article, ArticleId};

    pub(crate) fn article(id: i64) -> Article {
        Article {
            id: ArticleId(id),
            listing_description: "Harvest season in the Langhe".into(),
            meta_description: "What the harvest looks like".into(),
            meta_title: "Harvest in the Langhe".into(),
            path: "harvest-langhe".into(),
            text: "<p>Grapes.</p>".into(),
            title: "Harvest".into(),
            title2: "In the Langhe".into(),
            created_date: Utc.with_ymd_and_hms(2024, 9, 20, 8, 0, 0).unwrap(),
            changed_date: Utc.with_ymd_and_hms(2024, 9, 21, 8, 0, 0).unwrap(),
            published: true,
            italian: Default::default(),
        }
    }
}
