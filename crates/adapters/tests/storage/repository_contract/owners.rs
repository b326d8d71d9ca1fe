//! `OwnerRecords` contract (issue 29): an owner per home, replaced and forgotten; report links
//! by their hash until they expire or are revoked; both go with their property; a month's
//! reports claimed once.

use super::fixtures::{instant, property, reference};
use adapters::audience::SqlOwnerRecords;
use adapters::contact_erasure::SqlContactErasure;
use adapters::repositories::SqlPropertyRepository;
use audience::owner::{Owner, OwnerAction, OwnerRecords, OwnerStamp, ReportClaim};
use domain::ports::{ContactErasure, PropertyRepository, RepositoryError};
use domain::{Email, Visibility};
use sea_orm::DatabaseConnection;

async fn with_properties(conn: &DatabaseConnection, refs: &[&str]) -> SqlPropertyRepository {
    let properties = SqlPropertyRepository::new(conn.clone());
    for (day, text) in refs.iter().enumerate() {
        properties
            .create(
                &property(text, Visibility::Visible, instant(day as i64)),
                None,
            )
            .await
            .unwrap();
    }
    properties
}

/// An admin's change at a fixed time: what the log keeps of it.
fn stamp() -> OwnerStamp {
    OwnerStamp {
        by: "admin@langhe.test".into(),
        at: instant(0),
    }
}

fn owner(name: &str, language: &str, monthly: bool) -> Owner {
    Owner::parse(name, "owner@example.it", language, monthly).unwrap()
}

pub async fn an_owner_is_set_replaced_forgotten_and_goes_with_the_home(conn: DatabaseConnection) {
    let properties = with_properties(&conn, &["831", "832"]).await;
    let owners = SqlOwnerRecords::new(conn);
    assert_eq!(owners.owner(&reference("831")).await.unwrap(), None);
    owners
        .set_owner(
            &reference("831"),
            Some(owner("Maria Rossi", "it", false)),
            &stamp(),
        )
        .await
        .unwrap();
    owners
        .set_owner(
            &reference("831"),
            Some(owner("Maria Bianchi", "en", true)),
            &stamp(),
        )
        .await
        .unwrap();
    owners
        .set_owner(
            &reference("832"),
            Some(owner("Luca Verdi", "it", true)),
            &stamp(),
        )
        .await
        .unwrap();
    assert_eq!(
        owners.owner(&reference("831")).await.unwrap(),
        Some(owner("Maria Bianchi", "en", true))
    );
    let monthly: Vec<String> = owners
        .monthly_owners()
        .await
        .unwrap()
        .into_iter()
        .map(|(reference, owner)| format!("{reference} {}", owner.name))
        .collect();
    assert_eq!(monthly, vec!["831 Maria Bianchi", "832 Luca Verdi"]);
    owners
        .set_owner(&reference("832"), None, &stamp())
        .await
        .unwrap();
    assert_eq!(owners.owner(&reference("832")).await.unwrap(), None);
    assert!(matches!(
        owners
            .set_owner(
                &reference("839"),
                Some(owner("Nobody", "en", false)),
                &stamp()
            )
            .await,
        Err(RepositoryError::UnknownReference)
    ));
    properties.delete(&reference("831")).await.unwrap();
    assert_eq!(owners.owner(&reference("831")).await.unwrap(), None);
    assert!(owners.monthly_owners().await.unwrap().is_empty());
}

pub async fn report_links_open_until_they_expire_or_are_revoked(conn: DatabaseConnection) {
    let properties = with_properties(&conn, &["841", "842"]).await;
    let owners = SqlOwnerRecords::new(conn);
    owners
        .add_report_link(&reference("841"), "hash-a", instant(30))
        .await
        .unwrap();
    owners
        .add_report_link(&reference("841"), "hash-b", instant(30))
        .await
        .unwrap();
    owners
        .add_report_link(&reference("842"), "hash-c", instant(30))
        .await
        .unwrap();
    assert_eq!(
        owners.report_of_link("hash-a", instant(29)).await.unwrap(),
        Some(reference("841"))
    );
    assert_eq!(
        owners.report_of_link("hash-a", instant(30)).await.unwrap(),
        None,
        "expired"
    );
    assert_eq!(
        owners.report_of_link("unknown", instant(1)).await.unwrap(),
        None
    );
    assert_eq!(
        owners.revoke_report_links(&reference("841")).await.unwrap(),
        2
    );
    assert_eq!(
        owners.report_of_link("hash-b", instant(1)).await.unwrap(),
        None,
        "revoked"
    );
    assert_eq!(
        owners.report_of_link("hash-c", instant(1)).await.unwrap(),
        Some(reference("842"))
    );
    properties.delete(&reference("842")).await.unwrap();
    assert_eq!(
        owners.report_of_link("hash-c", instant(1)).await.unwrap(),
        None,
        "gone with it"
    );
}

pub async fn erasing_the_owners_address_forgets_the_owner_and_closes_the_links(
    conn: DatabaseConnection,
) {
    with_properties(&conn, &["851", "852"]).await;
    let owners = SqlOwnerRecords::new(conn.clone());
    owners
        .set_owner(
            &reference("851"),
            Some(owner("Maria Rossi", "it", true)),
            &stamp(),
        )
        .await
        .unwrap();
    let other = Owner::parse("Luca Verdi", "luca@example.it", "it", false).unwrap();
    owners
        .set_owner(&reference("852"), Some(other.clone()), &stamp())
        .await
        .unwrap();
    owners
        .add_report_link(&reference("851"), "hash-851", instant(30))
        .await
        .unwrap();
    owners
        .add_report_link(&reference("852"), "hash-852", instant(30))
        .await
        .unwrap();
    let erased = SqlContactErasure::new(conn)
        .erase(&Email::parse("owner@example.it").unwrap())
        .await
        .unwrap();
    assert_eq!(erased.owners, 1);
    assert_eq!(owners.owner(&reference("851")).await.unwrap(), None);
    assert_eq!(
        owners.report_of_link("hash-851", instant(1)).await.unwrap(),
        None
    );
    assert_eq!(owners.owner(&reference("852")).await.unwrap(), Some(other));
    assert_eq!(
        owners.report_of_link("hash-852", instant(1)).await.unwrap(),
        Some(reference("852"))
    );
}

pub async fn a_months_reports_are_claimed_once(conn: DatabaseConnection) {
    let owners = SqlOwnerRecords::new(conn.clone());
    let other_server = SqlOwnerRecords::new(conn);
    let (one, two) = tokio::join!(
        owners.claim_month("2026-12", instant(0)),
        other_server.claim_month("2026-12", instant(0))
    );
    assert_eq!(
        [one.unwrap(), two.unwrap()]
            .iter()
            .filter(|won| **won)
            .count(),
        1
    );
    assert!(owners.claim_month("2027-01", instant(31)).await.unwrap());
}

pub async fn links_close_when_the_owner_is_forgotten_or_their_address_changes(
    conn: DatabaseConnection,
) {
    let _properties = with_properties(&conn, &["861", "862"]).await;
    let owners = SqlOwnerRecords::new(conn);
    let opens = |hash: &'static str| {
        let owners = &owners;
        async move {
            owners
                .report_of_link(hash, instant(1))
                .await
                .unwrap()
                .is_some()
        }
    };
    for (home, hash) in [("861", "hash-861"), ("862", "hash-862")] {
        owners
            .set_owner(
                &reference(home),
                Some(owner("Maria Rossi", "it", true)),
                &stamp(),
            )
            .await
            .unwrap();
        owners
            .add_report_link(&reference(home), hash, instant(30))
            .await
            .unwrap();
    }
    // Another name, language or consent for the same address: the links stay open.
    owners
        .set_owner(
            &reference("861"),
            Some(owner("Maria Rossi Bianchi", "en", false)),
            &stamp(),
        )
        .await
        .unwrap();
    assert!(opens("hash-861").await, "the same owner's link still opens");
    // Another address: what was sent to the old one closes.
    let moved = Owner::parse("Maria Rossi", "maria@altrove.example", "it", true).unwrap();
    owners
        .set_owner(&reference("861"), Some(moved), &stamp())
        .await
        .unwrap();
    assert!(
        !opens("hash-861").await,
        "a link sent to the old address is closed"
    );
    // Forgotten: closed too, and only that home's.
    owners
        .set_owner(&reference("862"), None, &stamp())
        .await
        .unwrap();
    assert!(
        !opens("hash-862").await,
        "a forgotten owner's link is closed"
    );
}

/// Issue 53: every change to an owner and every report mail is logged with who and when;
/// staff's report mails are capped per home from a moment on, concurrent claims included;
/// erasing the owner's address blanks it in the log and keeps the entries.
pub async fn the_owner_log_records_changes_and_caps_report_mails(conn: DatabaseConnection) {
    with_properties(&conn, &["871", "872"]).await;
    let owners = SqlOwnerRecords::new(conn.clone());
    let home = reference("871");
    let at = |day: i64| OwnerStamp {
        by: "agent@langhe.test".into(),
        at: instant(day),
    };
    let maria = owner("Maria Rossi", "it", true);
    owners
        .set_owner(&home, Some(maria.clone()), &stamp())
        .await
        .unwrap();
    owners
        .set_owner(&home, Some(maria.clone()), &stamp())
        .await
        .unwrap();
    assert_eq!(
        owners
            .claim_report_mail(&reference("872"), OwnerAction::ReportSent, &at(1), None)
            .await
            .unwrap(),
        ReportClaim::NoOwner
    );

    let cap = Some((3, instant(0)));
    let first_day = at(1);
    let claim = || owners.claim_report_mail(&home, OwnerAction::ReportSent, &first_day, cap);
    let claims = futures::future::join_all((0..5).map(|_| claim())).await;
    let granted = claims
        .iter()
        .filter(|claim| matches!(claim, Ok(ReportClaim::Granted(owner)) if *owner == maria))
        .count();
    let refused = claims
        .iter()
        .filter(|claim| matches!(claim, Ok(ReportClaim::DailyCapReached)))
        .count();
    assert_eq!((granted, refused), (3, 2), "{claims:?}");
    let next_day = Some((3, instant(2)));
    let later = owners
        .claim_report_mail(&home, OwnerAction::ReportSent, &at(2), next_day)
        .await;
    assert_eq!(later.unwrap(), ReportClaim::Granted(maria.clone()));
    let monthly = owners
        .claim_report_mail(&home, OwnerAction::MonthlyReportSent, &at(2), None)
        .await;
    assert_eq!(monthly.unwrap(), ReportClaim::Granted(maria.clone()));
    owners.set_owner(&home, None, &at(3)).await.unwrap();

    let log = owners.owner_log(Some(home.clone()), 100).await.unwrap();
    let actions: Vec<OwnerAction> = log.iter().map(|entry| entry.action).collect();
    use OwnerAction::*;
    assert_eq!(
        actions,
        [
            Removed,
            MonthlyReportSent,
            ReportSent,
            ReportSent,
            ReportSent,
            ReportSent,
            Recorded
        ],
        "newest first; saving the owner as stored logs nothing"
    );
    assert_eq!(log[0].stamp, at(3));
    assert_eq!(log[6].stamp, stamp());
    assert!(log.iter().all(|entry| entry.email == "owner@example.it"));
    assert_eq!(owners.owner_log(None, 2).await.unwrap().len(), 2);
    assert!(owners
        .owner_log(Some(reference("872")), 100)
        .await
        .unwrap()
        .is_empty());

    SqlContactErasure::new(conn)
        .erase(&Email::parse("owner@example.it").unwrap())
        .await
        .unwrap();
    let log = owners.owner_log(Some(home.clone()), 100).await.unwrap();
    assert_eq!(log.len(), 7, "the entries stay");
    assert!(log.iter().all(|entry| entry.email == "(erased)"), "{log:?}");
}
