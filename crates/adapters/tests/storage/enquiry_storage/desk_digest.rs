//! The desk's daily digest: one per day, even when two servers race for it, the same on
//! SQLite and PostgreSQL.

use super::outbox::{at, enquiry};
use adapters::leads::SqlLeadBook;
use adapters::outbox::SqlEnquiryOutbox;
use chrono::{Duration, NaiveDate};
use domain::ports::{EnquiryKind, EnquiryOutbox, LeadBook, NewEnquiry};
use sea_orm::DatabaseConnection;

fn digest() -> NewEnquiry {
    NewEnquiry {
        kind: EnquiryKind::DeskDigest,
        subject: "Desk digest".into(),
        name: None,
        email: None,
        fields: Vec::new(),
        body: "New leads not yet contacted: 1".into(),
        ..enquiry("", at(0))
    }
}

async fn digests_waiting(outbox: &SqlEnquiryOutbox) -> usize {
    outbox
        .claim_due(at(0), at(0) + Duration::minutes(5), 100)
        .await
        .unwrap()
        .into_iter()
        .filter(|mail| mail.subject == "Desk digest")
        .count()
}

async fn a_day_gets_one_digest_however_many_ask(conn: DatabaseConnection) {
    let (first, second) = (
        SqlLeadBook::new(conn.clone()),
        SqlLeadBook::new(conn.clone()),
    );
    let day = NaiveDate::from_ymd_opt(2027, 1, 15).unwrap();
    let mail = digest();
    let (one, other) = tokio::join!(
        first.send_digest(day, &mail),
        second.send_digest(day, &mail)
    );
    let stored = [one.unwrap(), other.unwrap()];
    assert_eq!(stored.iter().filter(|&&s| s).count(), 1, "{stored:?}");
    assert!(
        !first.send_digest(day, &mail).await.unwrap(),
        "again the same day"
    );
    assert!(
        first
            .send_digest(day.succ_opt().unwrap(), &mail)
            .await
            .unwrap(),
        "the next day"
    );
    assert_eq!(digests_waiting(&SqlEnquiryOutbox::new(conn)).await, 2);
}

crate::on_both_databases! {
    a_day_gets_one_digest_however_many_ask => super::a_day_gets_one_digest_however_many_ask,
}
