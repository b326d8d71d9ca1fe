//! Where leads came from (`EnquiryInbox::count_by_source`, `export`, and the source kept
//! with each enquiry), the same on SQLite and PostgreSQL.

use super::outbox::{at, enquiry};
use adapters::outbox::SqlEnquiryOutbox;
use domain::enquiry::LeadSource;
use domain::ports::{EnquiryInbox, EnquiryKind, EnquiryOutbox, NewEnquiry, Period, SourceCount};
use domain::Email;
use sea_orm::DatabaseConnection;

fn from(
    referrer_host: Option<&str>,
    utm_source: Option<&str>,
    utm_medium: Option<&str>,
    utm_campaign: Option<&str>,
) -> LeadSource {
    LeadSource {
        referrer_host: referrer_host.map(Into::into),
        utm_source: utm_source.map(Into::into),
        utm_medium: utm_medium.map(Into::into),
        utm_campaign: utm_campaign.map(Into::into),
    }
}

fn lead(name: &str, seconds: i64, source: LeadSource) -> NewEnquiry {
    NewEnquiry {
        source,
        ..enquiry(name, at(seconds))
    }
}

fn count(label: Option<&str>, leads: u64) -> SourceCount {
    SourceCount {
        label: label.map(Into::into),
        leads,
    }
}

/// A mail to a subscriber is not a lead, whatever it carries.
fn confirmation(seconds: i64) -> NewEnquiry {
    NewEnquiry {
        kind: EnquiryKind::NewsletterConfirmation,
        email: Some(Email::parse("subscriber@example.com").unwrap()),
        list_unsubscribe: Some("https://langhe.example/api/newsletter/unsubscribe?token=b".into()),
        source: from(None, Some("kyero"), Some("portal"), None),
        ..enquiry("Subscriber", at(seconds))
    }
}

async fn an_enquiry_keeps_its_source(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    let kyero = from(
        Some("www.kyero.com"),
        Some("kyero"),
        Some("portal"),
        Some("spring"),
    );
    let tagged = inbox
        .enqueue(&lead("Anna", 0, kyero.clone()))
        .await
        .unwrap();
    let straight = inbox
        .enqueue(&lead("Bruno", 1, LeadSource::default()))
        .await
        .unwrap();
    assert_eq!(inbox.find(tagged).await.unwrap().source, kyero);
    assert!(inbox.find(straight).await.unwrap().source.is_empty());
}

async fn leads_are_counted_by_source_in_the_period(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    let kyero = || from(Some("www.kyero.com"), Some("kyero"), Some("portal"), None);
    let google = || from(Some("www.google.com"), None, None, None);
    for (name, seconds, source) in [
        ("Anna", 0, kyero()),
        ("Bruno", 10, kyero()),
        (
            "Carla",
            20,
            from(None, Some("Kyero"), Some("Portal"), Some("x")),
        ),
        ("Dario", 30, google()),
        ("Elena", 40, LeadSource::default()),
        ("Franco", 50, LeadSource::default()),
        ("Gina", 60, kyero()),
    ] {
        inbox.enqueue(&lead(name, seconds, source)).await.unwrap();
    }
    inbox.enqueue(&confirmation(5)).await.unwrap();

    assert_eq!(
        inbox.count_by_source(&Period::default()).await.unwrap(),
        [
            count(Some("kyero / portal"), 4),
            count(None, 2),
            count(Some("google.com"), 1),
        ],
        "the most first; the letters' case does not split a source; subscribers' mails are not leads"
    );
    let period = Period {
        from: Some(at(10)),
        to: Some(at(60)),
    };
    assert_eq!(
        inbox.count_by_source(&period).await.unwrap(),
        [
            count(None, 2),
            count(Some("kyero / portal"), 2),
            count(Some("google.com"), 1),
        ],
        "from included, to excluded; ties by label, no source first"
    );
    assert!(inbox
        .count_by_source(&Period {
            from: Some(at(61)),
            to: None,
        })
        .await
        .unwrap()
        .is_empty());
}

async fn the_export_holds_every_enquiry_oldest_first(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    inbox
        .enqueue(&lead("Bruno", 10, LeadSource::default()))
        .await
        .unwrap();
    inbox.enqueue(&confirmation(5)).await.unwrap();
    inbox
        .enqueue(&lead(
            "Anna",
            0,
            from(None, Some("kyero"), Some("portal"), None),
        ))
        .await
        .unwrap();
    let exported = inbox.export().await.unwrap();
    let names: Vec<_> = exported.iter().map(|e| e.name.as_deref()).collect();
    assert_eq!(names, [Some("Anna"), Some("Bruno")]);
    assert_eq!(exported[0].source.utm_source.as_deref(), Some("kyero"));
}

crate::on_both_databases! {
    an_enquiry_keeps_its_source => super::an_enquiry_keeps_its_source,
    leads_are_counted_by_source_in_the_period => super::leads_are_counted_by_source_in_the_period,
    the_export_holds_every_enquiry_oldest_first => super::the_export_holds_every_enquiry_oldest_first,
}
