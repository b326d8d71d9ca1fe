//! Mapping between the `articles` table and the domain's `Article`.

use super::entities::article::{ActiveModel, Model};
use domain::article::{ArticleContent, ArticleTexts};
use domain::{Article, ArticleId};
use sea_orm::ActiveValue::{NotSet, Set};

impl From<Model> for Article {
    fn from(row: Model) -> Self {
        Article {
            id: ArticleId(row.id),
            listing_description: row.listing_description,
            meta_description: row.meta_description,
            meta_title: row.meta_title,
            path: row.path,
            text: row.text,
            title: row.title,
            title2: row.title2,
            created_date: row.created_date,
            changed_date: row.changed_date.unwrap_or(row.created_date),
            published: row.published,
            italian: ArticleTexts {
                title: row.title_it,
                title2: row.title2_it,
                listing_description: row.listing_description_it,
                meta_title: row.meta_title_it,
                meta_description: row.meta_description_it,
                text: row.text_it,
            },
        }
    }
}

/// The editable fields and the publication state; id and the dates are left untouched, and
/// so are the Italian texts when the content has none (a save that sent none keeps them).
pub(crate) fn content_model(content: &ArticleContent) -> ActiveModel {
    let italian = |text: fn(&ArticleTexts) -> &String| match &content.italian {
        Some(texts) => Set(text(texts).clone()),
        None => NotSet,
    };
    ActiveModel {
        title_it: italian(|t| &t.title),
        title2_it: italian(|t| &t.title2),
        listing_description_it: italian(|t| &t.listing_description),
        meta_title_it: italian(|t| &t.meta_title),
        meta_description_it: italian(|t| &t.meta_description),
        text_it: italian(|t| &t.text),
        listing_description: Set(content.listing_description.clone()),
        meta_description: Set(content.meta_description.clone()),
        meta_title: Set(content.meta_title.clone()),
        path: Set(content.path.clone()),
        text: Set(content.text.clone()),
        title: Set(content.title.clone()),
        title2: Set(content.title2.clone()),
        published: Set(content.published),
        ..Default::default()
    }
}
