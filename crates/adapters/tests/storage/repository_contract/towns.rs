//! `TownRepository` contract.

use super::fixtures::town;
use adapters::repositories::SqlTownRepository;
use domain::ports::{RepositoryError, TownRepository};
use domain::town::{NewTown, TownTexts};
use domain::{Town, TownId};
use sea_orm::DatabaseConnection;

pub async fn list_is_ordered_by_name(conn: DatabaseConnection) {
    let repo = SqlTownRepository::new(conn);
    assert!(repo.list().await.unwrap().is_empty());
    for name in ["Neive", "Alba", "Monforte", "Barolo"] {
        repo.create(&town(name)).await.unwrap();
    }

    let names: Vec<String> = repo
        .list()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(names, ["Alba", "Barolo", "Monforte", "Neive"]);
}

pub async fn round_trips_and_updates(conn: DatabaseConnection) {
    let repo = SqlTownRepository::new(conn);
    let new_town = town("Néive");
    let id = repo.create(&new_town).await.unwrap();
    let other = repo.create(&town("Alba")).await.unwrap();
    assert_ne!(id, other);

    let found = repo.find(id).await.unwrap().expect("just created");
    assert_eq!(
        found,
        Town {
            id,
            name: new_town.name.clone(),
            name2: new_town.name2.clone(),
            facts: new_town.facts.clone(),
            short_description: new_town.short_description.clone(),
            text: new_town.text.clone(),
            path: new_town.path.clone(),
            italian: TownTexts::default(),
        }
    );

    let changed = NewTown {
        name: "Neive 🍷".into(),
        facts: "Altitude:308 m;Wine:\"Barbaresco\"".into(),
        text: "<p>àèìòù & 'more'</p>".into(),
        ..new_town.clone()
    };
    let stored = repo.update(id, &changed).await.unwrap();
    assert_eq!(stored.name, "Neive 🍷");
    assert_eq!(stored.text, changed.text);
    assert_eq!(repo.find(id).await.unwrap(), Some(stored));
    assert_eq!(
        repo.find(other).await.unwrap().unwrap().name,
        "Alba",
        "others untouched"
    );

    let missing = repo.update(TownId(other.0 + 1000), &changed).await;
    assert!(
        matches!(missing, Err(RepositoryError::NotFound)),
        "got {missing:?}"
    );
    assert_eq!(repo.find(TownId(other.0 + 1000)).await.unwrap(), None);
}

/// The Italian texts (issue #30): written with a new town, kept by a save that sends none,
/// replaced and cleared by one that sends them.
pub async fn keeps_and_replaces_italian_texts(conn: DatabaseConnection) {
    let repo = SqlTownRepository::new(conn);
    let italian = TownTexts {
        facts: "Altitudine:308 m;Vino:\"Barbaresco\"".into(),
        short_description: "Uno dei borghi più belli d'Italia 🍇".into(),
        text: "<p>Neive alta è un anello di palazzi in mattoni.</p>".into(),
    };
    let id = repo
        .create(&NewTown {
            italian: Some(italian.clone()),
            ..town("Neive")
        })
        .await
        .unwrap();
    assert_eq!(repo.find(id).await.unwrap().unwrap().italian, italian);

    let kept = repo
        .update(
            id,
            &NewTown {
                name2: "Langhe".into(),
                ..town("Neive")
            },
        )
        .await
        .unwrap();
    assert_eq!(kept.name2, "Langhe");
    assert_eq!(
        kept.italian, italian,
        "a save without Italian texts keeps them"
    );

    let replaced = TownTexts {
        short_description: "Il borgo del Barbaresco".into(),
        ..TownTexts::default()
    };
    let stored = repo
        .update(
            id,
            &NewTown {
                italian: Some(replaced.clone()),
                ..town("Neive")
            },
        )
        .await
        .unwrap();
    assert_eq!(stored.italian, replaced, "replaced as a whole");
    assert_eq!(repo.find(id).await.unwrap().unwrap().italian, replaced);
}
