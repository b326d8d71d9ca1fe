//! Link secrets are stored only as their SHA-256 (`migration::secret_hash`), as sign-in links
//! are: the alerts' and the newsletter's tokens, the sign-up's own and those minted for later
//! mails, and the links of a subscriber mail once it has left the outbox. Every token handed
//! out keeps working, and one stored in clear before the upgrade still works after it.

use adapters::alerts::SqlAlertRepository;
use adapters::newsletter::SqlNewsletterList;
use adapters::outbox::SqlEnquiryOutbox;
use chrono::DateTime;
use domain::alert::AlertLanguage;
use domain::ports::{
    Addressee, AlertRepository, ConfirmOutcome, EnquiryKind, EnquiryOutbox, NewAlert, NewEnquiry,
    NewsletterList, OptInRecords, PendingSubscription, RepositoryError, SubscribeOutcome,
    SubscriberDirectory, SubscriberId,
};
use domain::property::ListingQuery;
use domain::Email;
use migration::secret_hash::sha256_hex;
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use test_services::every_stored_row;

const HASHING_MIGRATION: &str = "m20261125_008000_hash_link_tokens";

fn at(seconds: i64) -> chrono::DateTime<chrono::Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

/// Fails naming the first of `tokens` that any row of any table holds; answers every row.
async fn assert_none_stored(conn: &DatabaseConnection, tokens: &[&str]) -> String {
    let stored = every_stored_row(conn).await.unwrap();
    for token in tokens {
        assert!(
            !stored.contains(token),
            "{token} is stored in clear:\n{stored}"
        );
    }
    stored
}

/// The `value` column of every row `sql` selects.
async fn values(conn: &DatabaseConnection, sql: &str) -> Vec<String> {
    let rows = conn
        .query_all_raw(Statement::from_string(conn.get_database_backend(), sql))
        .await
        .unwrap();
    let mut values: Vec<String> = rows
        .into_iter()
        .map(|row| row.try_get("", "value").unwrap())
        .collect();
    values.sort();
    values
}

fn hashes(tokens: &[&str]) -> Vec<String> {
    let mut hashes: Vec<String> = tokens.iter().map(|token| sha256_hex(token)).collect();
    hashes.sort();
    hashes
}

fn alert_filter(min_price: i64) -> domain::property::ListingFilter {
    ListingQuery {
        min_price: Some(min_price),
        ..ListingQuery::default()
    }
    .parse()
    .unwrap()
}

fn pending(outcome: SubscribeOutcome) -> PendingSubscription {
    match outcome {
        SubscribeOutcome::AwaitingConfirmation(pending) => pending,
        other => panic!("expected a pending sign-up, got {other:?}"),
    }
}

async fn sign_up(list: &SqlNewsletterList, seconds: i64) -> PendingSubscription {
    let outcome = list
        .subscribe(
            &Email::parse("anna@example.com").unwrap(),
            at(seconds),
            at(seconds + 3600),
        )
        .await
        .unwrap();
    pending(outcome)
}

async fn alert_links_are_stored_as_hashes_and_every_one_handed_out_works(conn: DatabaseConnection) {
    let alerts = SqlAlertRepository::new(conn.clone());
    let signed_up = alerts
        .create(&NewAlert {
            email: Email::parse("anna@example.com").unwrap(),
            filter: alert_filter(500_000),
            language: AlertLanguage::English,
            consent_at: at(0),
            confirm_by: at(3600),
        })
        .await
        .unwrap();
    assert_eq!(
        alerts
            .confirm(&signed_up.confirm_token, at(1))
            .await
            .unwrap(),
        ConfirmOutcome::Confirmed
    );
    let id = alerts.confirmed().await.unwrap()[0].id;
    let digest = alerts.mint_manage_token(id).await.unwrap();
    let export = alerts.mint_manage_token(id).await.unwrap();
    assert!(digest.len() >= 32 && digest != export && digest != signed_up.manage_token);
    let manage_links = [signed_up.manage_token.as_str(), &digest, &export];

    let stored = assert_none_stored(
        &conn,
        &[
            &signed_up.confirm_token,
            &digest,
            &export,
            &signed_up.manage_token,
        ],
    )
    .await;
    assert!(stored.contains(&sha256_hex(&digest)), "{stored}");
    assert_eq!(
        values(&conn, "SELECT confirm_token AS value FROM alerts").await,
        hashes(&[&signed_up.confirm_token])
    );
    assert_eq!(
        values(&conn, "SELECT manage_token AS value FROM alerts").await,
        hashes(&[&signed_up.manage_token])
    );
    assert_eq!(
        values(&conn, "SELECT token_hash AS value FROM link_tokens").await,
        hashes(&[&digest, &export])
    );

    for token in manage_links {
        let found = alerts.find_by_manage_token(token).await.unwrap();
        assert_eq!(found.map(|alert| alert.id), Some(id), "{token} opens it");
    }
    assert!(
        alerts
            .find_by_manage_token(&sha256_hex(&digest))
            .await
            .unwrap()
            .is_none(),
        "what is stored opens nothing"
    );
    assert_eq!(
        alerts
            .confirm(&signed_up.confirm_token, at(2))
            .await
            .unwrap(),
        ConfirmOutcome::AlreadyConfirmed
    );
    assert!(alerts
        .change_filter(&digest, &alert_filter(600_000))
        .await
        .unwrap());
    let changed = alerts
        .find_by_manage_token(&signed_up.manage_token)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(changed.filter, alert_filter(600_000));

    // Deleted through one link: every link dies with it, and its minted hashes go too.
    assert!(alerts.withdraw(&export, at(0)).await.unwrap());
    for token in manage_links {
        assert!(alerts.find_by_manage_token(token).await.unwrap().is_none());
        assert!(!alerts.withdraw(token, at(0)).await.unwrap());
    }
    assert!(values(&conn, "SELECT token_hash AS value FROM link_tokens")
        .await
        .is_empty());
    let gone = alerts.mint_manage_token(id).await;
    assert!(
        matches!(gone, Err(RepositoryError::UnknownReference)),
        "{gone:?}"
    );
}

async fn newsletter_links_are_stored_as_hashes_and_every_one_handed_out_unsubscribes(
    conn: DatabaseConnection,
) {
    let list = SqlNewsletterList::new(conn.clone());
    let signed_up = sign_up(&list, 0).await;
    assert_eq!(
        list.confirm(&signed_up.confirm_token, at(1)).await.unwrap(),
        ConfirmOutcome::Confirmed
    );
    let id = list.current_subscribers().await.unwrap()[0].id;
    let first_export = list.mint_unsubscribe_token(id).await.unwrap();
    let second_export = list.mint_unsubscribe_token(id).await.unwrap();
    assert!(first_export.len() >= 32 && first_export != second_export);
    let unsubscribe_links = [
        signed_up.unsubscribe_token.as_str(),
        &first_export,
        &second_export,
    ];

    let stored = assert_none_stored(
        &conn,
        &[
            &signed_up.confirm_token,
            &signed_up.unsubscribe_token,
            &first_export,
            &second_export,
        ],
    )
    .await;
    assert!(stored.contains(&sha256_hex(&first_export)), "{stored}");
    assert_eq!(
        values(
            &conn,
            "SELECT unsubscribe_token AS value FROM newsletter_subscribers"
        )
        .await,
        hashes(&[&signed_up.unsubscribe_token])
    );
    assert_eq!(
        values(
            &conn,
            "SELECT confirm_token AS value FROM newsletter_subscribers"
        )
        .await,
        hashes(&[&signed_up.confirm_token])
    );
    assert_eq!(
        values(&conn, "SELECT token_hash AS value FROM link_tokens").await,
        hashes(&[&first_export, &second_export])
    );
    assert_eq!(
        list.confirm(&signed_up.confirm_token, at(2)).await.unwrap(),
        ConfirmOutcome::AlreadyConfirmed
    );
    assert!(!list
        .withdraw(&sha256_hex(&first_export), at(3))
        .await
        .unwrap());

    assert!(list.withdraw(&second_export, at(3)).await.unwrap());
    for token in unsubscribe_links {
        assert!(
            !list.withdraw(token, at(4)).await.unwrap(),
            "one unsubscribe is enough"
        );
    }

    // Signing up again gives fresh links; those handed out before stay dead.
    let again = sign_up(&list, 10).await;
    list.confirm(&again.confirm_token, at(11)).await.unwrap();
    assert!(values(&conn, "SELECT token_hash AS value FROM link_tokens")
        .await
        .is_empty());
    for token in unsubscribe_links {
        assert!(!list.withdraw(token, at(12)).await.unwrap(), "{token}");
    }
    let fresh = list.mint_unsubscribe_token(id).await.unwrap();
    assert!(list.withdraw(&fresh, at(13)).await.unwrap());
    let nobody = list.mint_unsubscribe_token(SubscriberId(id.0 + 100)).await;
    assert!(
        matches!(nobody, Err(RepositoryError::UnknownReference)),
        "{nobody:?}"
    );
}

fn mail(kind: EnquiryKind, email: &str, body: &str, list_unsubscribe: Option<&str>) -> NewEnquiry {
    NewEnquiry {
        source: Default::default(),
        kind,
        subject: "A mail".into(),
        name: None,
        email: Some(Email::parse(email).unwrap()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: body.into(),
        client_hash: None,
        received_at: at(0),
        body_html: list_unsubscribe.map(|link| format!("<a href=\"{link}\">Stop</a>")),
        list_unsubscribe: list_unsubscribe.map(Into::into),
        attachments: Vec::new(),
    }
}

async fn a_subscriber_mail_keeps_no_link_once_it_has_left_the_outbox(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    let link = |token: &str| format!("https://langhe.test/api/alerts/unsubscribe?token={token}");
    let (sent, failed) = (
        link("token-of-a-sent-digest"),
        link("token-of-a-failed-one"),
    );
    for (kind, body, unsubscribe) in [
        (
            EnquiryKind::AlertDigest,
            format!("Stop: {sent}"),
            Some(&sent),
        ),
        (
            EnquiryKind::AlertConfirmation,
            format!("Stop: {failed}"),
            Some(&failed),
        ),
        (
            EnquiryKind::Contact,
            "Is it still for sale?".to_owned(),
            None,
        ),
    ] {
        outbox
            .enqueue(&mail(
                kind,
                "anna@example.com",
                &body,
                unsubscribe.map(String::as_str),
            ))
            .await
            .unwrap();
    }
    let claimed = outbox.claim_due(at(1), at(61), 10).await.unwrap();
    assert_eq!(claimed.len(), 3);
    assert!(claimed[0].body.contains(&sent), "the mail goes out whole");
    assert_eq!(
        claimed[0].addressee,
        Addressee::Subscriber {
            address: "anna@example.com".into(),
            list_unsubscribe: sent.clone(),
        }
    );
    outbox.mark_sent(&claimed[0].claim, at(2)).await.unwrap();
    outbox
        .mark_failed(&claimed[1].claim, "mailbox unavailable")
        .await
        .unwrap();
    outbox.mark_sent(&claimed[2].claim, at(2)).await.unwrap();

    let stored =
        assert_none_stored(&conn, &["token-of-a-sent-digest", "token-of-a-failed-one"]).await;
    assert!(stored.contains("Is it still for sale?"), "{stored}");
    let inbox = domain::ports::EnquiryInbox::list(
        &outbox,
        &domain::enquiry::inbox::InboxQuery::default(),
        domain::PageRequest::parse(0, 10).unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(
        inbox.items[0].body, "Is it still for sale?",
        "an enquiry is kept whole for staff"
    );
    assert_eq!(
        values(&conn, "SELECT status AS value FROM enquiries").await,
        ["failed", "sent", "sent"],
        "what went out, and when, is kept"
    );
}

/// Runs the migrations back to before the hashing one, stores rows as the version before
/// wrote them, and upgrades again.
async fn a_token_stored_in_clear_before_the_upgrade_still_works_after_it(conn: DatabaseConnection) {
    let names: Vec<String> = Migrator::migrations()
        .iter()
        .map(|migration| migration.name().to_owned())
        .collect();
    let hashing = names
        .iter()
        .position(|name| name == HASHING_MIGRATION)
        .unwrap();
    Migrator::down(&conn, Some((names.len() - hashing) as u32))
        .await
        .unwrap();
    // What the version before drew: 64 hex digits, stored as they are.
    let old = |what: &str| sha256_hex(what);
    let (alert_confirm, alert_manage) = (old("alert confirm"), old("alert manage"));
    let (pending_confirm, pending_unsubscribe) = (old("bruno confirm"), old("bruno unsubscribe"));
    let single_opt_in = old("carla unsubscribe");
    let deadline = at(3600).timestamp_millis();
    for insert in [
        format!(
            "INSERT INTO alerts (email, filters, language, consent_at, created_at, confirmed_at, \
             confirm_token, confirm_expires_at, manage_token, last_mailed_at) VALUES \
             ('anna@example.com', 'min_price=500000', 'en', 0, 0, NULL, '{alert_confirm}', \
             {deadline}, '{alert_manage}', NULL)"
        ),
        format!(
            "INSERT INTO newsletter_subscribers (email, consent_at, unsubscribe_token, \
             created_at, unsubscribed_at, confirmed_at, confirm_token, confirm_expires_at) \
             VALUES ('bruno@example.com', 0, '{pending_unsubscribe}', 0, NULL, NULL, \
             '{pending_confirm}', {deadline})"
        ),
        // Signed up before double opt-in: no confirmation token.
        format!(
            "INSERT INTO newsletter_subscribers (email, consent_at, unsubscribe_token, \
             created_at, unsubscribed_at, confirmed_at, confirm_token, confirm_expires_at) \
             VALUES ('carla@example.com', 0, '{single_opt_in}', 0, NULL, 0, NULL, NULL)"
        ),
    ] {
        conn.execute_unprepared(&insert).await.unwrap();
    }
    // The outbox as it was: the confirmation mails, one delivered and one still waiting,
    // written in the columns of that version (the adapter of today writes columns a later
    // migration adds). The version before kept a sent mail's body and unsubscribe link.
    let unsubscribe =
        |token: &str| format!("https://langhe.test/api/newsletter/unsubscribe?token={token}");
    let (carla_link, bruno_link) = (
        unsubscribe(&single_opt_in),
        unsubscribe(&pending_unsubscribe),
    );
    let (received, sent) = (at(0).timestamp_millis(), at(2).timestamp_millis());
    conn.execute_unprepared(&format!(
        "INSERT INTO enquiries (kind, subject, email, fields, body, status, attempts, \
         next_attempt_at, created_at, sent_at, list_unsubscribe, body_html) VALUES \
         ('newsletter_confirmation', 'A mail', 'carla@example.com', '[]', \
         'Stop: {carla_link}', 'sent', 1, {received}, {received}, {sent}, '{carla_link}', NULL), \
         ('newsletter_confirmation', 'A mail', 'bruno@example.com', '[]', \
         'Stop: {bruno_link}', 'pending', 0, {received}, {received}, NULL, '{bruno_link}', \
         '<a href=\"{bruno_link}\">Stop</a>')"
    ))
    .await
    .unwrap();
    let outbox = SqlEnquiryOutbox::new(conn.clone());

    Migrator::up(&conn, None).await.unwrap();
    let stored = assert_none_stored(
        &conn,
        &[
            &alert_confirm,
            &alert_manage,
            &pending_confirm,
            &single_opt_in,
        ],
    )
    .await;
    assert!(stored.contains(&sha256_hex(&alert_manage)), "{stored}");
    let waiting = outbox.claim_due(at(3), at(63), 10).await.unwrap();
    assert_eq!(waiting.len(), 1);
    assert!(
        waiting[0].body.contains(&bruno_link),
        "a mail still waiting goes out whole"
    );

    let alerts = SqlAlertRepository::new(conn.clone());
    assert_eq!(
        alerts.confirm(&alert_confirm, at(1)).await.unwrap(),
        ConfirmOutcome::Confirmed
    );
    let alert = alerts.find_by_manage_token(&alert_manage).await.unwrap();
    assert_eq!(
        alert
            .map(|alert| alert.email.as_str().to_owned())
            .as_deref(),
        Some("anna@example.com")
    );
    let list = SqlNewsletterList::new(conn);
    assert_eq!(
        list.confirm(&pending_confirm, at(1)).await.unwrap(),
        ConfirmOutcome::Confirmed
    );
    assert!(list.withdraw(&pending_unsubscribe, at(2)).await.unwrap());
    assert!(list.withdraw(&single_opt_in, at(2)).await.unwrap());
}

crate::on_both_databases! {
    hashed_alert_links_are_stored_as_hashes_and_every_one_handed_out_works => super::alert_links_are_stored_as_hashes_and_every_one_handed_out_works,
    hashed_newsletter_links_are_stored_as_hashes_and_every_one_handed_out_unsubscribes => super::newsletter_links_are_stored_as_hashes_and_every_one_handed_out_unsubscribes,
    hashed_a_subscriber_mail_keeps_no_link_once_it_has_left_the_outbox => super::a_subscriber_mail_keeps_no_link_once_it_has_left_the_outbox,
    hashed_a_token_stored_in_clear_before_the_upgrade_still_works_after_it => super::a_token_stored_in_clear_before_the_upgrade_still_works_after_it,
}
