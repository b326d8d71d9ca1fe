//! `TownRepository` contract.

use super::fixtures::town;
use adapters::repositories::SqlTownRepository;
use domain::ports::{RepositoryError, TownRepository};
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
        }
    );

    let changed = Town {
        name: "Neive 🍷".into(),
        facts: "Altitude:308 m;Wine:\"Barbaresco\"".into(),
        text: "<p>àèìòù & 'more'</p>".into(),
        ..found
    };
    repo.update(&changed).await.unwrap();
    assert_eq!(repo.find(id).await.unwrap(), Some(changed.clone()));
    assert_eq!(
        repo.find(other).await.unwrap().unwrap().name,
        "Alba",
        "others untouched"
    );

    let missing = Town {
        id: TownId(other.0 + 1000),
        ..changed
    };
    let update = repo.update(&missing).await;
    assert!(
        matches!(update, Err(RepositoryError::NotFound)),
        "got {update:?}"
    );
    assert_eq!(repo.find(missing.id).await.unwrap(), None);
}
