//! The saved-search alerts: double opt-in, a listing's news stored with its save (both or
//! neither) and once per alert and occasion, the digest handed to the outbox in one step,
//! deletion.

use crate::repository_contract::fixtures::property;
use adapters::alerts::SqlAlertRepository;
use adapters::outbox::SqlEnquiryOutbox;
use adapters::repositories::SqlPropertyRepository;
use chrono::DateTime;
use domain::alert::{AlertLanguage, MatchOccasion};
use domain::ports::{
    Addressee, AlertId, AlertRepository, AlertTokens, ComposedDigest, ConfirmOutcome, EnquiryKind,
    EnquiryOutbox, ListingNews, NewAlert, NewEnquiry, OptInRecords, PropertyRepository,
    RepositoryError,
};
use domain::property::ListingQuery;
use domain::{Email, Price, Property, Ref, Visibility};
use sea_orm::{ConnectionTrait, DatabaseConnection};

fn at(seconds: i64) -> chrono::DateTime<chrono::Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

/// An alert made at `seconds`, confirmable for an hour.
pub(super) async fn make(
    alerts: &SqlAlertRepository,
    email: &str,
    min_price: i64,
    seconds: i64,
) -> AlertTokens {
    alerts
        .create(&NewAlert {
            email: Email::parse(email).unwrap(),
            filter: ListingQuery {
                min_price: Some(min_price),
                kinds: vec!["villa".into(), "farmhouse".into()],
                ..ListingQuery::default()
            }
            .parse()
            .unwrap(),
            language: AlertLanguage::Italian,
            consent_at: at(seconds),
            confirm_by: at(seconds + 3600),
        })
        .await
        .unwrap()
}

/// A listing at `euros`, saved visible: created when `create`, else changed.
fn listing(reference: &str, euros: u64) -> Property {
    Property {
        price: Price::euros(euros),
        ..property(reference, Visibility::Visible, at(0))
    }
}

fn news(alerts: &[AlertId], occasion: MatchOccasion, seconds: i64) -> Option<ListingNews> {
    Some(ListingNews {
        alerts: alerts.to_vec(),
        occasion,
        at: at(seconds),
    })
}

/// The listing's news waiting for `alert`'s next mail, oldest first.
async fn waiting(alerts: &SqlAlertRepository, alert: AlertId) -> Vec<(Ref, MatchOccasion)> {
    alerts
        .due_digests(at(1_000_000), 100)
        .await
        .unwrap()
        .into_iter()
        .filter(|due| due.alert.id == alert)
        .flat_map(|due| due.matches)
        .map(|found| (found.reference, found.occasion))
        .collect()
}

/// Anna's alert, confirmed.
async fn confirmed_alert(alerts: &SqlAlertRepository) -> (AlertTokens, AlertId) {
    let anna = make(alerts, "anna@example.com", 500_000, 0).await;
    alerts.confirm(&anna.confirm_token, at(1)).await.unwrap();
    let id = alerts.confirmed().await.unwrap()[0].id;
    (anna, id)
}

fn digest_mail(email: &str, link: &str) -> NewEnquiry {
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::AlertDigest,
        subject: "1 new home".into(),
        name: None,
        email: Some(Email::parse(email).unwrap()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: "Farmhouse near Barolo".into(),
        client_hash: None,
        received_at: at(100),
        body_html: Some("<p>Farmhouse near Barolo</p>".into()),
        list_unsubscribe: Some(link.into()),
        attachments: Vec::new(),
    }
}

async fn only_a_confirmed_alert_counts_and_a_pending_one_expires(conn: DatabaseConnection) {
    let alerts = SqlAlertRepository::new(conn);
    let anna = make(&alerts, "anna@example.com", 500_000, 0).await;
    let bruno = make(&alerts, "bruno@example.com", 700_000, 0).await;
    assert!(anna.confirm_token.len() >= 32);
    assert_ne!(anna.confirm_token, anna.manage_token);
    assert_eq!(alerts.count_confirmed().await.unwrap(), 0);
    assert!(alerts.confirmed().await.unwrap().is_empty());

    assert_eq!(
        alerts.confirm(&anna.confirm_token, at(10)).await.unwrap(),
        ConfirmOutcome::Confirmed
    );
    assert_eq!(
        alerts.confirm(&anna.confirm_token, at(20)).await.unwrap(),
        ConfirmOutcome::AlreadyConfirmed
    );
    assert_eq!(
        alerts.confirm("nope", at(20)).await.unwrap(),
        ConfirmOutcome::UnknownOrExpired
    );
    let confirmed = alerts.confirmed().await.unwrap();
    assert_eq!(confirmed.len(), 1);
    let alert = &confirmed[0];
    assert_eq!(alert.email.as_str(), "anna@example.com");
    assert_eq!(alert.language, AlertLanguage::Italian);
    assert_eq!(alert.filter.min_price, Some(Price::euros(500_000)));
    assert_eq!(alert.filter.kinds.len(), 2);
    assert_eq!(alert.confirmed_at, Some(at(10)));
    assert_eq!(alerts.count_confirmed().await.unwrap(), 1);

    // Bruno's link ran out: too late to confirm, and forgotten at the next sign-up.
    assert_eq!(
        alerts
            .confirm(&bruno.confirm_token, at(3601))
            .await
            .unwrap(),
        ConfirmOutcome::UnknownOrExpired
    );
    assert_eq!(alerts.forget_expired(at(3601)).await.unwrap(), 1);
    assert!(alerts
        .find_by_manage_token(&bruno.manage_token)
        .await
        .unwrap()
        .is_none());
    assert!(alerts
        .find_by_manage_token(&anna.manage_token)
        .await
        .unwrap()
        .is_some());
}

async fn a_listing_is_recorded_once_per_alert_and_occasion_and_handed_over_once(
    conn: DatabaseConnection,
) {
    let alerts = SqlAlertRepository::new(conn.clone());
    let properties = SqlPropertyRepository::new(conn.clone());
    let outbox = SqlEnquiryOutbox::new(conn);
    let (_, id) = confirmed_alert(&alerts).await;
    let published = MatchOccasion::Published;
    properties
        .create(&listing("123", 600_000), news(&[id], published, 5))
        .await
        .unwrap();
    properties
        .update(&listing("123", 600_000), news(&[id], published, 6), None)
        .await
        .unwrap();
    let cheaper = MatchOccasion::PriceDrop(Price::euros(550_000));
    properties
        .update(&listing("123", 550_000), news(&[id], cheaper, 7), None)
        .await
        .unwrap();
    properties
        .update(&listing("123", 550_000), news(&[], cheaper, 7), None)
        .await
        .unwrap();
    let villa = Ref::parse("123").unwrap();
    assert_eq!(
        waiting(&alerts, id).await,
        [(villa.clone(), published), (villa, cheaper)],
        "the same news reaches an alert once"
    );

    let due = alerts.due_digests(at(50), 10).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].alert.id, id);
    let occasions: Vec<MatchOccasion> = due[0].matches.iter().map(|m| m.occasion).collect();
    assert_eq!(occasions, [MatchOccasion::Published, cheaper]);
    let match_ids: Vec<i64> = due[0].matches.iter().map(|m| m.id).collect();

    let link = "https://langhe.test/api/alerts/unsubscribe?token=x";
    let digest = ComposedDigest {
        alert: id,
        match_ids: match_ids.clone(),
        mail: Some(digest_mail("anna@example.com", link)),
        at: at(100),
    };
    assert!(alerts.hand_over(&digest).await.unwrap());
    assert!(
        !alerts.hand_over(&digest).await.unwrap(),
        "a second hand-over of the same matches changes nothing"
    );
    let claimed = outbox.claim_due(at(101), at(161), 10).await.unwrap();
    assert_eq!(claimed.len(), 1, "one mail in the outbox");
    assert_eq!(
        claimed[0].body_html.as_deref(),
        Some("<p>Farmhouse near Barolo</p>"),
        "the HTML part goes with it"
    );
    assert_eq!(
        claimed[0].addressee,
        Addressee::Subscriber {
            address: "anna@example.com".into(),
            list_unsubscribe: link.into(),
        }
    );
    assert!(
        domain::ports::EnquiryInbox::list(
            &outbox,
            &domain::enquiry::inbox::InboxQuery::default(),
            domain::PageRequest::parse(0, 10).unwrap(),
        )
        .await
        .unwrap()
        .items
        .is_empty(),
        "alert mails stay out of the staff inbox"
    );
    assert!(alerts.due_digests(at(200), 10).await.unwrap().is_empty());
    assert_eq!(
        alerts.confirmed().await.unwrap()[0].last_mailed_at,
        Some(at(100))
    );

    // News after the mail waits for the interval to pass.
    properties
        .create(&listing("124", 700_000), news(&[id], published, 150))
        .await
        .unwrap();
    assert!(alerts.due_digests(at(99), 10).await.unwrap().is_empty());
    assert_eq!(alerts.due_digests(at(100), 10).await.unwrap().len(), 1);
}

async fn changing_and_deleting_need_the_manage_token(conn: DatabaseConnection) {
    let alerts = SqlAlertRepository::new(conn.clone());
    let (anna, id) = confirmed_alert(&alerts).await;
    SqlPropertyRepository::new(conn)
        .create(
            &listing("123", 600_000),
            news(&[id], MatchOccasion::Published, 5),
        )
        .await
        .unwrap();
    let narrower = ListingQuery {
        min_bedrooms: Some(4),
        ..ListingQuery::default()
    }
    .parse()
    .unwrap();
    assert!(!alerts.change_filter("nope", &narrower).await.unwrap());
    assert!(alerts
        .change_filter(&anna.manage_token, &narrower)
        .await
        .unwrap());
    let changed = alerts
        .find_by_manage_token(&anna.manage_token)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(changed.filter, narrower);

    assert!(!alerts.withdraw("nope", at(0)).await.unwrap());
    assert!(alerts.withdraw(&anna.manage_token, at(0)).await.unwrap());
    assert!(!alerts.withdraw(&anna.manage_token, at(0)).await.unwrap());
    assert_eq!(alerts.count_confirmed().await.unwrap(), 0);
    assert!(
        alerts.due_digests(at(1000), 10).await.unwrap().is_empty(),
        "what waited for its mail went with it"
    );
}

async fn news_for_an_alert_gone_or_unconfirmed_meanwhile_is_skipped_and_the_save_kept(
    conn: DatabaseConnection,
) {
    let alerts = SqlAlertRepository::new(conn.clone());
    let properties = SqlPropertyRepository::new(conn);
    let (anna, id) = confirmed_alert(&alerts).await;
    let bruno = make(&alerts, "bruno@example.com", 500_000, 0).await;
    let pending = alerts
        .find_by_manage_token(&bruno.manage_token)
        .await
        .unwrap()
        .unwrap()
        .id;
    assert!(alerts.withdraw(&anna.manage_token, at(0)).await.unwrap());
    properties
        .create(
            &listing("123", 600_000),
            news(&[id, pending], MatchOccasion::Published, 5),
        )
        .await
        .unwrap();
    assert!(properties
        .find_by_ref(&Ref::parse("123").unwrap())
        .await
        .unwrap()
        .is_some());
    assert!(waiting(&alerts, id).await.is_empty());
    assert!(waiting(&alerts, pending).await.is_empty());
}

async fn a_refused_save_records_no_news(conn: DatabaseConnection) {
    let alerts = SqlAlertRepository::new(conn.clone());
    let properties = SqlPropertyRepository::new(conn);
    let (_, id) = confirmed_alert(&alerts).await;
    properties
        .create(&listing("123", 600_000), None)
        .await
        .unwrap();
    let again = properties
        .create(
            &listing("123", 600_000),
            news(&[id], MatchOccasion::Published, 5),
        )
        .await;
    assert!(
        matches!(again, Err(RepositoryError::Duplicate)),
        "{again:?}"
    );
    let missing = properties
        .update(
            &listing("999", 600_000),
            news(&[id], MatchOccasion::Published, 6),
            None,
        )
        .await;
    assert!(
        matches!(missing, Err(RepositoryError::NotFound)),
        "{missing:?}"
    );
    assert!(waiting(&alerts, id).await.is_empty());
}

/// The news cannot be written (its table is gone): the save must not be either.
async fn a_save_whose_news_fails_is_not_stored(conn: DatabaseConnection) {
    let alerts = SqlAlertRepository::new(conn.clone());
    let properties = SqlPropertyRepository::new(conn.clone());
    let (_, id) = confirmed_alert(&alerts).await;
    properties
        .create(&listing("123", 600_000), None)
        .await
        .unwrap();
    conn.execute_unprepared("DROP TABLE alert_matches")
        .await
        .unwrap();

    let created = properties
        .create(
            &listing("124", 600_000),
            news(&[id], MatchOccasion::Published, 5),
        )
        .await;
    assert!(
        matches!(created, Err(RepositoryError::Unexpected(_))),
        "{created:?}"
    );
    assert!(properties
        .find_by_ref(&Ref::parse("124").unwrap())
        .await
        .unwrap()
        .is_none());

    let cheaper = MatchOccasion::PriceDrop(Price::euros(550_000));
    let updated = properties
        .update(&listing("123", 550_000), news(&[id], cheaper, 6), None)
        .await;
    assert!(
        matches!(updated, Err(RepositoryError::Unexpected(_))),
        "{updated:?}"
    );
    let stored = properties
        .find_by_ref(&Ref::parse("123").unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.price, Price::euros(600_000), "the change was undone");

    // Saves with no news for anyone still go through.
    properties
        .create(&listing("125", 600_000), None)
        .await
        .unwrap();
}

crate::on_both_databases! {
    alert_only_a_confirmed_alert_counts_and_a_pending_one_expires => super::only_a_confirmed_alert_counts_and_a_pending_one_expires,
    alert_a_listing_is_recorded_once_per_alert_and_occasion_and_handed_over_once => super::a_listing_is_recorded_once_per_alert_and_occasion_and_handed_over_once,
    alert_changing_and_deleting_need_the_manage_token => super::changing_and_deleting_need_the_manage_token,
    alert_news_for_an_alert_gone_or_unconfirmed_meanwhile_is_skipped_and_the_save_kept => super::news_for_an_alert_gone_or_unconfirmed_meanwhile_is_skipped_and_the_save_kept,
    alert_a_refused_save_records_no_news => super::a_refused_save_records_no_news,
    alert_a_save_whose_news_fails_is_not_stored => super::a_save_whose_news_fails_is_not_stored,
}
