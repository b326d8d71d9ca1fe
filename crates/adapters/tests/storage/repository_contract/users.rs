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
            // A change of role ends the sessions opened before it.
            session_version: created.session_version + 1,
            ..created.clone()
        }
    );
    assert!(repo.any_with_role(Role::Admin).await.unwrap());
    assert!(!repo.any_with_role(Role::Agent).await.unwrap());

    let removed = repo.set_role(&email, None).await.unwrap();
    assert_eq!(
        removed,
        domain::User {
            session_version: created.session_version + 2,
            ..created
        }
    );
    assert!(!repo.any_with_role(Role::Admin).await.unwrap());

    let stranger = Email::parse("stranger@example.it").unwrap();
    let missing = repo.set_role(&stranger, Some(Role::Agent)).await;
    assert!(
        matches!(missing, Err(domain::ports::RepositoryError::NotFound)),
        "got {missing:?}"
    );
    assert_eq!(repo.find_by_email(&stranger).await.unwrap(), None);
}

pub async fn end_sessions_moves_only_that_users_session_version(conn: DatabaseConnection) {
    let repo = SqlUserRepository::new(conn);
    let anna = Email::parse("anna@example.it").unwrap();
    let marco = Email::parse("marco@example.it").unwrap();
    let created = repo
        .upsert(&anna, "Anna", "", Some(Role::Admin))
        .await
        .unwrap();
    let other = repo.upsert(&marco, "Marco", "", None).await.unwrap();
    assert_eq!(created.session_version, 0);

    repo.end_sessions(created.id).await.unwrap();
    repo.end_sessions(created.id).await.unwrap();

    let after = repo.find_by_id(created.id).await.unwrap().unwrap();
    assert_eq!(after.session_version, 2);
    assert_eq!(after.role, Some(Role::Admin));
    assert_eq!(repo.find_by_id(other.id).await.unwrap(), Some(other));
    assert!(matches!(
        repo.end_sessions(created.id + 1000).await,
        Err(domain::ports::RepositoryError::NotFound)
    ));
}

pub async fn a_subject_binds_one_user(conn: DatabaseConnection) {
    let repo = SqlUserRepository::new(conn);
    let anna = repo
        .upsert(&Email::parse("anna@example.it").unwrap(), "Anna", "", None)
        .await
        .unwrap();
    let marco = repo
        .upsert(
            &Email::parse("marco@example.it").unwrap(),
            "Marco",
            "",
            None,
        )
        .await
        .unwrap();
    let subject = "https://accounts.google.com 1234567890";
    assert_eq!(anna.identity_subject, None);
    assert_eq!(repo.find_by_subject(subject).await.unwrap(), None);

    let bound = repo.bind_subject(anna.id, subject).await.unwrap();
    assert_eq!(bound.identity_subject.as_deref(), Some(subject));
    assert_eq!(repo.find_by_subject(subject).await.unwrap(), Some(bound));
    assert!(matches!(
        repo.bind_subject(marco.id, subject).await,
        Err(domain::ports::RepositoryError::Duplicate)
    ));
    assert!(matches!(
        repo.bind_subject(marco.id + 1000, "another").await,
        Err(domain::ports::RepositoryError::NotFound)
    ));
    // A later sign-in's profile refresh keeps the binding.
    let refreshed = repo
        .upsert(
            &Email::parse("anna@example.it").unwrap(),
            "Anna R.",
            "",
            None,
        )
        .await
        .unwrap();
    assert_eq!(refreshed.identity_subject.as_deref(), Some(subject));
}
