//! An article is published only once none of the texts a new article starts with is left
//! (issue #26); a draft may keep them while she writes.

use super::ArticleContent;
use crate::default_texts::{DefaultText, ARTICLE_DEFAULT_TEXTS};

/// The first default text left in `content`, in the spec's validation order.
pub fn article_placeholder_left(content: &ArticleContent) -> Option<DefaultText> {
    let value_of = |field: &str| -> &str {
        match field {
            "listing_description" => &content.listing_description,
            "title" => &content.title,
            "title2" => &content.title2,
            "text" => &content.text,
            other => unreachable!("{other} has no default text"),
        }
    };
    ARTICLE_DEFAULT_TEXTS
        .iter()
        .find(|default| default.is_left_in(value_of(default.field)))
        .copied()
}

/// The default that keeps `content` from being published: none for a draft.
pub fn article_publication_blocked_by(content: &ArticleContent) -> Option<DefaultText> {
    if content.published {
        article_placeholder_left(content)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(published: bool) -> ArticleContent {
        ArticleContent {
            listing_description: "Why Barolo".into(),
            meta_description: String::new(),
            meta_title: "Barolo".into(),
            path: "barolo".into(),
            text: "<p>Wine</p>".into(),
            title: "Barolo".into(),
            title2: "The king of wines".into(),
            published,
            italian: None,
        }
    }

    #[test]
    fn each_default_text_blocks_publication_naming_its_field() {
        type Leave = fn(&mut ArticleContent);
        let cases: &[(Leave, &str)] = &[
            (
                |a| a.listing_description = "Description here".into(),
                "listing_description",
            ),
            (|a| a.title = "Your title here".into(), "title"),
            (|a| a.title2 = "Your second title here".into(), "title2"),
            (
                |a| a.text = "<p>Intro</p><p>Content here</p>".into(),
                "text",
            ),
        ];
        for (leave, field) in cases {
            let mut article = written(true);
            assert_eq!(article_publication_blocked_by(&article), None);
            leave(&mut article);
            let left = article_publication_blocked_by(&article).map(|d| d.field);
            assert_eq!(left, Some(*field));
        }
    }

    #[test]
    fn a_draft_may_keep_the_defaults() {
        let mut draft = written(false);
        draft.title = "Your title here".into();
        assert_eq!(article_publication_blocked_by(&draft), None);
        assert!(article_placeholder_left(&draft).is_some());
    }
}
