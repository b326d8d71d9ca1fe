use adapters::outbox::SqlEnquiryOutbox;
use chrono::{DateTime, Duration, Utc};
use domain::enquiry::inbox::InboxQuery;
use domain::ports::{
    Addressee, DeliveryStatus, EnquiryInbox, EnquiryKind, EnquiryOutbox, NewEnquiry,
    RepositoryError,
};
use domain::{Email, PageRequest, Ref};
use sea_orm::DatabaseConnection;
use std::collections::HashSet;
use std::sync::Arc;

pub(super) fn enquiry(name: &str, received_at: DateTime<Utc>) -> NewEnquiry {
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::PropertyEnquiry,
        subject: "ENQUIRY for 123".into(),
        name: Some(name.into()),
        email: Some(Email::parse("anna@example.com").unwrap()),
        reference: Some("123".into()),
        property_ref: Some(Ref::parse("123").unwrap()),
        fields: vec![
            ("Name".into(), name.into()),
            ("Message".into(), "Hi".into()),
        ],
        body: format!("Name: {name}"),
        client_hash: Some("abc".into()),
        received_at,
        body_html: None,
        list_unsubscribe: None,
        attachments: Vec::new(),
    }
}

pub(super) fn at(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

async fn a_claim_holds_until_its_lease_ends(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn);
    let id = outbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();

    let first = outbox.claim_due(at(1), at(61), 10).await.unwrap();
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].claim.id, id);
    assert_eq!(first[0].attempts, 1);
    assert_eq!(
        first[0].addressee,
        Addressee::Consultant {
            reply_to: Some("anna@example.com".into())
        }
    );
    assert!(
        outbox
            .claim_due(at(30), at(90), 10)
            .await
            .unwrap()
            .is_empty(),
        "held while the lease runs"
    );

    let taken_over = outbox.claim_due(at(62), at(122), 10).await.unwrap();
    assert_eq!(
        taken_over.len(),
        1,
        "due again once the first worker's lease ended"
    );
    assert_eq!(taken_over[0].attempts, 2);
    assert!(matches!(
        outbox.mark_sent(&first[0].claim, at(63)).await,
        Err(RepositoryError::NotFound)
    ));
    outbox
        .mark_sent(&taken_over[0].claim, at(63))
        .await
        .unwrap();

    assert!(
        outbox
            .claim_due(at(500), at(560), 10)
            .await
            .unwrap()
            .is_empty(),
        "sent is final"
    );
    let inbox = outbox
        .list(&InboxQuery::default(), PageRequest::parse(0, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(inbox.items[0].status, DeliveryStatus::Sent);
    assert_eq!(inbox.items[0].sent_at, Some(at(63)));
    assert_eq!(inbox.items[0].attempts, 2);
}

/// A batch outliving its first lease: each mail renews its own claim before it goes out.
async fn a_live_claim_is_extended_and_one_that_ran_out_is_not(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn);
    outbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    outbox.enqueue(&enquiry("Bruno", at(0))).await.unwrap();
    let batch = outbox.claim_due(at(1), at(61), 10).await.unwrap();
    assert_eq!(batch.len(), 2);

    outbox
        .extend_claim(&batch[0].claim, at(60), at(120))
        .await
        .unwrap();
    let taken_over = outbox.claim_due(at(62), at(122), 10).await.unwrap();
    assert_eq!(taken_over.len(), 1, "only the claim not extended ran out");
    assert_eq!(taken_over[0].claim.id, batch[1].claim.id);
    assert!(
        outbox
            .claim_due(at(100), at(160), 10)
            .await
            .unwrap()
            .is_empty(),
        "the extended claim holds past its first lease"
    );
    for (claim, now) in [(&batch[1].claim, at(62)), (&batch[0].claim, at(121))] {
        assert!(
            matches!(
                outbox
                    .extend_claim(claim, now, now + Duration::seconds(60))
                    .await,
                Err(RepositoryError::NotFound)
            ),
            "a claim taken over, or whose lease ran out, is not extended"
        );
    }
    outbox
        .extend_claim(&taken_over[0].claim, at(63), at(123))
        .await
        .unwrap();
    outbox
        .mark_sent(&taken_over[0].claim, at(64))
        .await
        .unwrap();
}

async fn a_rescheduled_enquiry_waits_for_its_next_attempt(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn);
    outbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let claimed = outbox.claim_due(at(0), at(60), 10).await.unwrap();
    outbox
        .reschedule(&claimed[0].claim, at(30), "connection refused")
        .await
        .unwrap();

    assert!(outbox
        .claim_due(at(29), at(89), 10)
        .await
        .unwrap()
        .is_empty());
    let inbox = outbox
        .list(&InboxQuery::default(), PageRequest::parse(0, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(inbox.items[0].status, DeliveryStatus::Pending);
    assert_eq!(
        inbox.items[0].last_error.as_deref(),
        Some("connection refused")
    );

    let again = outbox.claim_due(at(30), at(90), 10).await.unwrap();
    outbox
        .mark_failed(&again[0].claim, "550 mailbox unavailable")
        .await
        .unwrap();
    let inbox = outbox
        .list(&InboxQuery::default(), PageRequest::parse(0, 10).unwrap())
        .await
        .unwrap();
    assert_eq!(inbox.items[0].status, DeliveryStatus::Failed);
    assert!(outbox
        .claim_due(at(9_999), at(10_000), 10)
        .await
        .unwrap()
        .is_empty());
}

async fn the_inbox_lists_newest_first_with_the_stored_fields(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn);
    for (n, name) in ["Anna", "Bruno", "Carla"].iter().enumerate() {
        outbox.enqueue(&enquiry(name, at(n as i64))).await.unwrap();
    }
    let page = outbox
        .list(&InboxQuery::default(), PageRequest::parse(0, 2).unwrap())
        .await
        .unwrap();
    assert_eq!(page.pages, 2);
    let names: Vec<_> = page.items.iter().map(|e| e.name.clone().unwrap()).collect();
    assert_eq!(names, ["Carla", "Bruno"]);
    let newest = &page.items[0];
    assert_eq!(newest.property_ref, Some(Ref::parse("123").unwrap()));
    assert_eq!(newest.fields[0], ("Name".to_owned(), "Carla".to_owned()));
    assert_eq!(newest.received_at, at(2));
    assert_eq!(newest.status, DeliveryStatus::Pending);
}

/// The double opt-in mail shares the queue but goes to the subscriber, with its unsubscribe
/// link, and is not an enquiry for the staff inbox.
async fn a_mail_to_a_subscriber_is_delivered_to_them_and_not_listed_in_the_inbox(
    conn: DatabaseConnection,
) {
    let outbox = SqlEnquiryOutbox::new(conn);
    outbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let link = "https://langhe.example/api/newsletter/unsubscribe?token=bead";
    let confirmation = NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::NewsletterConfirmation,
        subject: "Please confirm".into(),
        name: None,
        email: Some(Email::parse("bruno@example.com").unwrap()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: "Open the link".into(),
        client_hash: None,
        received_at: at(1),
        body_html: None,
        list_unsubscribe: Some(link.into()),
        attachments: Vec::new(),
    };
    outbox.enqueue(&confirmation).await.unwrap();

    let inbox = outbox
        .list(&InboxQuery::default(), PageRequest::parse(0, 10).unwrap())
        .await
        .unwrap();
    let names: Vec<_> = inbox.items.iter().map(|e| e.name.clone()).collect();
    assert_eq!(names, [Some("Anna".to_owned())]);
    assert_eq!(inbox.pages, 1);

    let claimed = outbox.claim_due(at(2), at(60), 10).await.unwrap();
    assert_eq!(claimed.len(), 2, "both wait in one queue");
    assert_eq!(
        claimed[1].addressee,
        Addressee::Subscriber {
            address: "bruno@example.com".into(),
            list_unsubscribe: link.into(),
        }
    );
}

/// Four workers claim at once, over and over: every enquiry goes to exactly one of them.
async fn racing_workers_never_share_an_enquiry(conn: DatabaseConnection) {
    let outbox = Arc::new(SqlEnquiryOutbox::new(conn));
    for n in 0..60 {
        outbox
            .enqueue(&enquiry(&format!("Visitor {n}"), Utc::now()))
            .await
            .unwrap();
    }
    let workers = (0..4).map(|_| {
        let outbox = outbox.clone();
        tokio::spawn(async move {
            let mut mine = Vec::new();
            loop {
                let claimed = outbox
                    .claim_due(Utc::now(), Utc::now() + Duration::minutes(5), 7)
                    .await
                    .unwrap();
                if claimed.is_empty() {
                    return mine;
                }
                mine.extend(claimed.into_iter().map(|c| c.claim.id));
            }
        })
    });
    let mut seen = HashSet::new();
    let mut total = 0;
    for worker in workers {
        for id in worker.await.unwrap() {
            total += 1;
            assert!(seen.insert(id), "{id:?} claimed twice");
        }
    }
    assert_eq!(total, 60);
}

crate::on_both_databases! {
    a_claim_holds_until_its_lease_ends => super::a_claim_holds_until_its_lease_ends,
    a_live_claim_is_extended_and_one_that_ran_out_is_not => super::a_live_claim_is_extended_and_one_that_ran_out_is_not,
    a_rescheduled_enquiry_waits_for_its_next_attempt => super::a_rescheduled_enquiry_waits_for_its_next_attempt,
    the_inbox_lists_newest_first_with_the_stored_fields => super::the_inbox_lists_newest_first_with_the_stored_fields,
    racing_workers_never_share_an_enquiry => super::racing_workers_never_share_an_enquiry,
    a_mail_to_a_subscriber_is_delivered_to_them_and_not_listed_in_the_inbox => super::a_mail_to_a_subscriber_is_delivered_to_them_and_not_listed_in_the_inbox,
}
