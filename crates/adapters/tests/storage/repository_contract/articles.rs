//! `ArticleRepository` contract.

use super::fixtures::{article, instant, page};
use adapters::repositories::SqlArticleRepository;
use domain::ports::{ArticleRepository, ListScope, RepositoryError};
use domain::{Article, ArticleId};
use sea_orm::DatabaseConnection;

fn titles(items: &[Article]) -> Vec<&str> {
    items.iter().map(|a| a.title.as_str()).collect()
}

pub async fn pages_newest_first_ties_by_id(conn: DatabaseConnection) {
    let repo = SqlArticleRepository::new(conn);
    let empty = repo.list(ListScope::Public, page(0, 2)).await.unwrap();
    assert!(empty.items.is_empty());
    assert_eq!(empty.pages, 1);

    repo.create(&article("Oldest"), instant(0)).await.unwrap();
    repo.create(&article("Tie, first saved"), instant(5))
        .await
        .unwrap();
    repo.create(&article("Tie, saved later"), instant(5))
        .await
        .unwrap();
    repo.create(&article("Newest"), instant(9)).await.unwrap();
    repo.create(&article("Middle"), instant(2)).await.unwrap();

    let first = repo.list(ListScope::Public, page(0, 2)).await.unwrap();
    assert_eq!(titles(&first.items), ["Newest", "Tie, saved later"]);
    assert_eq!(first.pages, 3);
    let second = repo.list(ListScope::Public, page(1, 2)).await.unwrap();
    assert_eq!(titles(&second.items), ["Tie, first saved", "Middle"]);
    let third = repo.list(ListScope::Public, page(2, 2)).await.unwrap();
    assert_eq!(titles(&third.items), ["Oldest"]);
    let past_the_end = repo.list(ListScope::Public, page(3, 2)).await.unwrap();
    assert!(past_the_end.items.is_empty());
    assert_eq!(past_the_end.pages, 3);
}

pub async fn drafts_are_listed_for_staff_only(conn: DatabaseConnection) {
    let repo = SqlArticleRepository::new(conn);
    repo.create(&article("Published"), instant(1))
        .await
        .unwrap();
    let draft = domain::article::ArticleContent {
        published: false,
        ..article("Draft")
    };
    let id = repo.create(&draft, instant(2)).await.unwrap();

    let public = repo.list(ListScope::Public, page(0, 10)).await.unwrap();
    assert_eq!(titles(&public.items), ["Published"]);
    let staff = repo.list(ListScope::Staff, page(0, 10)).await.unwrap();
    assert_eq!(titles(&staff.items), ["Draft", "Published"]);
    assert!(!repo.find(id).await.unwrap().unwrap().published);

    repo.update(id, &article("Draft")).await.unwrap();
    let public = repo.list(ListScope::Public, page(0, 10)).await.unwrap();
    assert_eq!(titles(&public.items), ["Draft", "Published"]);
}

pub async fn round_trips_and_updates(conn: DatabaseConnection) {
    let repo = SqlArticleRepository::new(conn);
    let content = article("Vendemmia a Néive 🍇");
    let id = repo.create(&content, instant(1)).await.unwrap();

    let found = repo.find(id).await.unwrap().expect("just created");
    assert_eq!(
        found,
        Article {
            id,
            listing_description: content.listing_description.clone(),
            meta_description: content.meta_description.clone(),
            meta_title: content.meta_title.clone(),
            path: content.path.clone(),
            text: content.text.clone(),
            title: content.title.clone(),
            title2: content.title2.clone(),
            created_date: instant(1),
            changed_date: instant(1),
            published: true,
            italian: Default::default(),
        }
    );

    let mut changed = article("Tartufo <bianco> d'Alba");
    changed.text = r#"<p data-x="1">Fiera — "ottobre" ✨</p>"#.into();
    let before_the_edit = chrono::Utc::now() - chrono::Duration::seconds(1);
    repo.update(id, &changed).await.unwrap();

    let updated = repo.find(id).await.unwrap().unwrap();
    assert_eq!(updated.title, changed.title);
    assert_eq!(updated.text, changed.text);
    assert_eq!(
        updated.created_date,
        instant(1),
        "an edit keeps the creation date"
    );
    assert!(
        updated.changed_date > before_the_edit,
        "an edit dates the change: {updated:?}"
    );

    repo.delete(id).await.unwrap();
    assert_eq!(repo.find(id).await.unwrap(), None);
}

pub async fn update_or_delete_missing_is_not_found(conn: DatabaseConnection) {
    let repo = SqlArticleRepository::new(conn);
    let kept = repo.create(&article("Kept"), instant(0)).await.unwrap();
    let missing = ArticleId(kept.0 + 1000);

    assert_eq!(repo.find(missing).await.unwrap(), None);
    let update = repo.update(missing, &article("Nope")).await;
    assert!(
        matches!(update, Err(RepositoryError::NotFound)),
        "got {update:?}"
    );
    let delete = repo.delete(missing).await;
    assert!(
        matches!(delete, Err(RepositoryError::NotFound)),
        "got {delete:?}"
    );
    assert_eq!(repo.find(kept).await.unwrap().unwrap().title, "Kept");
}

/// Italian texts written with a save, kept by a save without them, replaced by one with them.
pub async fn italian_texts_are_written_kept_and_replaced(conn: DatabaseConnection) {
    let repo = SqlArticleRepository::new(conn);
    let italian = domain::article::ArticleTexts {
        title: "La vendemmia a Néive 🍇".into(),
        title2: r#"Un "ottimo" anno"#.into(),
        listing_description: "In breve: àèìòù".into(),
        meta_title: "Vendemmia | Langhe Property".into(),
        meta_description: "Notizie dalle Langhe".into(),
        text: "<p>Uve <em>mature</em> &amp; cantine piene</p>".into(),
    };
    let id = repo
        .create(
            &domain::article::ArticleContent {
                italian: Some(italian.clone()),
                ..article("Harvest")
            },
            instant(1),
        )
        .await
        .unwrap();
    assert_eq!(repo.find(id).await.unwrap().unwrap().italian, italian);
    let listed = repo.list(ListScope::Public, page(0, 10)).await.unwrap();
    assert_eq!(listed.items[0].italian, italian);

    repo.update(id, &article("Harvest, revised")).await.unwrap();
    let kept = repo.find(id).await.unwrap().unwrap();
    assert_eq!(
        (kept.title.as_str(), &kept.italian),
        ("Harvest, revised", &italian),
        "a save without Italian texts keeps them"
    );

    let replaced = domain::article::ArticleTexts {
        title: "Vendemmia".into(),
        ..Default::default()
    };
    repo.update(
        id,
        &domain::article::ArticleContent {
            italian: Some(replaced.clone()),
            ..article("Harvest")
        },
    )
    .await
    .unwrap();
    assert_eq!(repo.find(id).await.unwrap().unwrap().italian, replaced);
    let without = repo.create(&article("Plain"), instant(2)).await.unwrap();
    assert!(!repo
        .find(without)
        .await
        .unwrap()
        .unwrap()
        .italian
        .is_complete());
}
