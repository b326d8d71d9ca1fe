//! Rich text leaves the server cleaned, even when the stored row is not (written around the use
//! cases, as a bad import or a compromised database would): the browser ships no sanitizer.

use super::fixtures::{article, property, town};
use crate::support::app::spawn_app;
use domain::Visibility;

const DIRTY: &str =
    r#"<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"></p>"#;
const CLEAN: &str = r#"<p>Hi<img src="x"></p>"#;

#[tokio::test]
async fn descriptions_town_texts_and_article_bodies_are_cleaned_as_they_are_sent() {
    let app = spawn_app().await;
    let town_id = app
        .insert_town(&domain::town::NewTown {
            text: DIRTY.into(),
            ..town("Barolo")
        })
        .await;
    let mut listing = property("501", Visibility::Visible, 1);
    listing.description = DIRTY.into();
    listing.town_id = Some(town_id);
    app.insert_property(&listing).await;
    let news = domain::article::ArticleContent {
        text: DIRTY.into(),
        ..article("Harvest")
    };
    let article_id = app.insert_article(&news, 1).await;

    let (_, sent) = app.get_json("/api/properties/501").await;
    assert_eq!(sent["description"], CLEAN);
    let (_, sent) = app.get_json(&format!("/api/towns/{}", town_id.0)).await;
    assert_eq!(sent["text"], CLEAN);
    let (_, sent) = app
        .get_json(&format!("/api/articles/{}", article_id.0))
        .await;
    assert_eq!(sent["text"], CLEAN);
}
