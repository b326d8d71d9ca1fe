//! `UserRepository` contract.

use adapters::repositories::SqlUserRepository;
use domain::ports::UserRepository;
use domain::{Email, Role};
use sea_orm::DatabaseConnection;

pub async fn upsert_creates_then_updates(conn: DatabaseConnection) {
    let repo = SqlUserRepository::new(conn);
    let email = Email::parse("Anna.Rossi@Example.IT").unwrap();

    let created = repo
        .upsert(&email, "Anna Rossì", "https://pic/a.jpg", Some(Role::Admin))
        .await
        .unwrap();
    assert_eq!(created.email.as_str(), "anna.rossi@example.it");
    assert_eq!(created.name, "Anna Rossì");
    assert_eq!(created.picture, "https://pic/a.jpg");
    assert_eq!(created.role, Some(Role::Admin));
    assert_eq!(
        repo.find_by_email(&email).await.unwrap(),
        Some(created.clone())
    );
    assert_eq!(
        repo.find_by_id(created.id).await.unwrap(),
        Some(created.clone())
    );

    // A sign-in without a role keeps the one the user has.
    let renamed = repo
        .upsert(&email, "Anna 🏡", "https://pic/b.jpg", None)
        .await
        .unwrap();
    assert_eq!(renamed.id, created.id);
    assert_eq!(renamed.name, "Anna 🏡");
    assert_eq!(renamed.picture, "https://pic/b.jpg");
    assert_eq!(renamed.role, Some(Role::Admin));

    let demoted = repo
        .upsert(&email, "Anna 🏡", "https://pic/b.jpg", Some(Role::Agent))
        .await
        .unwrap();
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

pub async fn set_role_changes_only_the_role(conn: DatabaseConnection) {
    let repo = SqlUserRepository::new(conn);
    let email = Email::parse("agent@example.it").unwrap();
    assert!(!repo.any_with_role(Role::Admin).await.unwrap());
    let created = repo.upsert(&email, "Marco", "pic.jpg", None).await.unwrap();

    let promoted = repo.set_role(&email, Some(Role::Admin)).await.unwrap();
    assert_eq!(
        promoted,
        domain::User {
            role: Some(Role::Admin),
            ..created.clone()
        }
    );
    assert!(repo.any_with_role(Role::Admin).await.unwrap());
    assert!(!repo.any_with_role(Role::Agent).await.unwrap());

    let removed = repo.set_role(&email, None).await.unwrap();
    assert_eq!(removed, created);
    assert!(!repo.any_with_role(Role::Admin).await.unwrap());

    let stranger = Email::parse("stranger@example.it").unwrap();
    let missing = repo.set_role(&stranger, Some(Role::Agent)).await;
    assert!(
        matches!(missing, Err(domain::ports::RepositoryError::NotFound)),
        "got {missing:?}"
    );
    assert_eq!(repo.find_by_email(&stranger).await.unwrap(), None);
}
