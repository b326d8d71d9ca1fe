use adapters::outbox::SqlEnquiryOutbox;
use adapters::outbox_backlog::{outbox_backlog, KindBacklog};
use chrono::DateTime;
use domain::ports::{EnquiryKind, EnquiryOutbox, NewEnquiry};
use sea_orm::DatabaseConnection;

/// A contact message accepted `seconds` after a fixed instant.
fn contact(seconds: i64) -> NewEnquiry {
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::Contact,
        subject: "CONTACT".into(),
        name: None,
        email: None,
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: String::new(),
        client_hash: None,
        received_at: DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap(),
        body_html: None,
        list_unsubscribe: None,
        attachments: Vec::new(),
    }
}

async fn the_backlog_counts_waiting_and_failed_messages_and_the_oldest_waiting(
    conn: DatabaseConnection,
) {
    assert_eq!(outbox_backlog(&conn).await.unwrap(), []);
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    for seconds in [10, 20, 30] {
        outbox.enqueue(&contact(seconds)).await.unwrap();
    }
    let now = DateTime::from_timestamp(1_800_000_100, 0).unwrap();
    let claimed = outbox
        .claim_due(now, now + chrono::Duration::seconds(60), 1)
        .await
        .unwrap();
    outbox.mark_failed(&claimed[0].claim, "550").await.unwrap();

    let backlog = outbox_backlog(&conn).await.unwrap();

    assert_eq!(
        backlog,
        [KindBacklog {
            kind: EnquiryKind::Contact.as_str().to_owned(),
            waiting: 2,
            oldest_waiting_at: Some(1_800_000_020_000),
            failed: 1,
        }]
    );
}

crate::on_both_databases! {
    the_backlog_counts_waiting_and_failed_messages_and_the_oldest_waiting => super::the_backlog_counts_waiting_and_failed_messages_and_the_oldest_waiting,
}
