//! Many writers at once: SQLite must queue them (WAL + busy_timeout), never fail with
//! "database is locked".

use super::fixtures::{instant, property};
use adapters::repositories::{SqlPropertyRepository, SqlUserRepository};
use domain::ports::{ListScope, PropertyRepository, UserRepository};
use domain::property::ListingFilter;
use domain::{Email, PageRequest, Role, Visibility};
use sea_orm::DatabaseConnection;
use std::sync::Arc;
use tokio::task::JoinSet;

const WRITERS: i64 = 50;

pub async fn concurrent_property_writes_all_succeed(conn: DatabaseConnection) {
    let repo = Arc::new(SqlPropertyRepository::new(conn));
    let mut writers = JoinSet::new();
    for n in 0..WRITERS {
        let repo = Arc::clone(&repo);
        writers.spawn(async move {
            let mut home = property(&format!("{n:03}"), Visibility::Hidden, instant(n));
            repo.create(&home, None).await?;
            home.visibility = Visibility::Visible;
            home.title = format!("Updated {n}");
            repo.update(&home, None, None).await
        });
    }
    while let Some(outcome) = writers.join_next().await {
        outcome
            .expect("writer task panicked")
            .expect("every write succeeds");
    }

    let listed = repo
        .list(
            ListScope::Public,
            &ListingFilter::default(),
            PageRequest::parse(0, 100).unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(listed.items.len(), WRITERS as usize);
    for summary in &listed.items {
        let stored = repo.find_by_ref(&summary.reference).await.unwrap().unwrap();
        assert_eq!(
            stored.title,
            format!(
                "Updated {}",
                summary.reference.as_str().parse::<u32>().unwrap()
            )
        );
    }
}

pub async fn concurrent_upserts_of_one_email_make_one_user(conn: DatabaseConnection) {
    let repo = Arc::new(SqlUserRepository::new(conn));
    let email = Email::parse("busy@example.com").unwrap();
    let mut writers = JoinSet::new();
    for n in 0..WRITERS {
        let (repo, email) = (Arc::clone(&repo), email.clone());
        writers.spawn(async move {
            repo.upsert(&email, &format!("Name {n}"), "", Some(Role::Agent))
                .await
        });
    }
    let mut ids = Vec::new();
    while let Some(outcome) = writers.join_next().await {
        ids.push(
            outcome
                .expect("writer task panicked")
                .expect("every upsert succeeds")
                .id,
        );
    }
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 1, "one user, whatever the interleaving");
}
