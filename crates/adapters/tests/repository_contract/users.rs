//! `UserRepository` contract.

use adapters::repositories::SqlUserRepository;
use domain::ports::UserRepository;
use domain::{Email, Role};
use sea_orm::DatabaseConnection;

pub async fn upsert_creates_then_updates(conn: DatabaseConnection) {
    let repo = SqlUserRepository::new(conn);
    let email = Email::parse("Anna.Rossi@Example.IT").unwrap();

    let created =
        repo.upsert(&email, "Anna Rossì", "https://pic/a.jpg", Some(Role::Admin)).await.unwrap();
    assert_eq!(created.email.as_str(), "anna.rossi@example.it");
    assert_eq!(created.name, "Anna Rossì");
    assert_eq!(created.picture, "https://pic/a.jpg");
    assert_eq!(created.role, Some(Role::Admin));
    assert_eq!(repo.find_by_email(&email).await.unwrap(), Some(created.clone()));
    assert_eq!(repo.find_by_id(created.id).await.unwrap(), Some(created.clone()));

    // A sign-in without a role keeps the one the user has.
    let renamed = repo.upsert(&email, "Anna 🏡", "https://pic/b.jpg", None).await.unwrap();
    assert_eq!(renamed.id, created.id);
    assert_eq!(renamed.name, "Anna 🏡");
    assert_eq!(renamed.picture, "https://pic/b.jpg");
    assert_eq!(renamed.role, Some(Role::Admin));

    let demoted =
        repo.upsert(&email, "Anna 🏡", "https://pic/b.jpg", Some(Role::Agent)).await.unwrap();
    assert_eq!(demoted.id, created.id);
    assert_eq!(demoted.role, Some(Role::Agent));
    assert_eq!(repo.find_by_id(created.id).await.unwrap(), Some(demoted));

    let visitor = Email::parse("guest@example.com").unwrap();
    let guest = repo.upsert(&visitor, "Guest", "", None).await.unwrap();
    assert_ne!(guest.id, created.id);
    assert_eq!(guest.role, None);
}

pub async fn missing_is_none(conn: DatabaseConnection) {
    let repo = SqlUserRepository::new(conn);
    let email = Email::parse("nobody@example.com").unwrap();
    assert_eq!(repo.find_by_email(&email).await.unwrap(), None);
    assert_eq!(repo.find_by_id(42).await.unwrap(), None);
}
