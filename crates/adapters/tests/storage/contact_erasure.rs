//! The right to erasure (issue 27): after `SqlContactErasure::erase`, the person's address,
//! name and message text appear nowhere — in no column of any table (listed from the
//! schema, so tables added later are covered), not in `langhe export`'s archive, and on
//! SQLite not in the database file's bytes nor its write-ahead log — while another person's
//! data stays whole. On both engines.
#![cfg(feature = "test-support")]

use adapters::alerts::SqlAlertRepository;
use adapters::confirmation_mails::SqlConfirmationMails;
use adapters::contact_erasure::SqlContactErasure;
use adapters::leads::SqlLeadBook;
use adapters::newsletter::SqlNewsletterList;
use adapters::outbox::SqlEnquiryOutbox;
use adapters::viewings::SqlViewingRepository;
use backup_adapters::archive::export_site;
use chrono::{DateTime, Duration, Utc};
use domain::alert::AlertLanguage;
use domain::enquiry::lead::{LeadAuthor, NoteText};
use domain::ports::{
    AlertRepository, ConfirmationMails, ContactErasure, EnquiryKind, EnquiryOutbox, ErasedRecords,
    LeadBook, NewAlert, NewEnquiry, NewReply, NewsletterList,
};
use domain::property::ListingQuery;
use domain::{Email, Ref};
use picture_store::ObjectStoreImages;
use sea_orm::{ConnectionTrait, DatabaseConnection};
use std::path::PathBuf;
use test_services::{every_stored_row, TestDatabase};
use viewing_trips::{HalfDay, Outcome, SlotForm, ViewingRequestForm, VisitorLanguage};
use viewing_trips::{NewViewingRequest, ViewingRepository};

/// What the erased person left: their address, name and words.
const ERASED: [&str; 3] = [
    "anna.erasmus@example.com",
    "Anna Erasmus",
    "vorrei visitare la cascina di Neive",
];
/// Another visitor's, which must survive.
const KEPT: [&str; 2] = ["bruno.tenace@example.com", "un rustico a barolo"];

fn at(hours: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000, 0).unwrap() + Duration::hours(hours)
}

fn email(text: &str) -> Email {
    Email::parse(text).unwrap()
}

fn enquiry(kind: EnquiryKind, name: &str, address: &str, message: &str) -> NewEnquiry {
    NewEnquiry {
        kind,
        subject: "Enquiry".into(),
        name: Some(name.into()),
        email: Some(email(address)),
        reference: None,
        property_ref: None,
        fields: vec![("Message".into(), message.into())],
        body: format!("From: {name} <{address}>\n\n{message}"),
        client_hash: Some("0123456789ab".into()),
        received_at: at(0),
        body_html: None,
        list_unsubscribe: None,
        attachments: Vec::new(),
        source: Default::default(),
    }
}

/// A viewing trip: the request with its lead, a confirmed slot (its invitation mailed) and
/// the outcome staff recorded, whose feedback quotes the visitor.
async fn visitor_asks_for_a_viewing(
    conn: &DatabaseConnection,
    name: &str,
    address: &str,
    message: &str,
) {
    let viewings = SqlViewingRepository::new(conn.clone());
    let form = ViewingRequestForm {
        name: name.into(),
        email: email(address),
        phone: Some("+39 0173 000000".into()),
        from: "2027-05-10".parse().unwrap(),
        to: "2027-05-13".parse().unwrap(),
        half_days: vec![HalfDay::Morning],
        refs: vec![Ref::parse("123").unwrap()],
        message: message.into(),
    };
    let request = NewViewingRequest {
        form,
        language: VisitorLanguage::Italian,
        received_at: at(3),
    };
    let lead = enquiry(EnquiryKind::Viewing, name, address, message);
    let (id, _) = viewings.create(&request, &lead).await.unwrap();
    let details = SlotForm {
        reference: "123".into(),
        start: "2027-05-10T10:00".into(),
        duration_minutes: 60,
        meeting_point: "Piazza Italia, Neive".into(),
    }
    .validate()
    .unwrap();
    let slot = viewings.add_slot(id, &details).await.unwrap();
    let invitation = enquiry(EnquiryKind::ViewingMail, name, address, message);
    viewings.confirm(&[slot], &invitation).await.unwrap();
    let outcome = Outcome {
        attended: true,
        feedback: format!("{name} said: {message}"),
        interest: 4,
        recorded_at: at(4),
    };
    viewings.record_outcome(slot, &outcome).await.unwrap();
}

/// The desk's work on a lead of hers: a note and a reply that both quote her.
async fn worked_on_the_desk(
    conn: &DatabaseConnection,
    outbox: &SqlEnquiryOutbox,
    name: &str,
    address: &str,
    message: &str,
) {
    let lead = outbox
        .enqueue(&enquiry(EnquiryKind::Consultancy, name, address, message))
        .await
        .unwrap();
    let desk = SqlLeadBook::new(conn.clone());
    let staff = LeadAuthor {
        user_id: 1,
        email: "consultant@langhe.example".into(),
    };
    let note = NoteText::parse(&format!("Called {name} <{address}>: {message}")).unwrap();
    desk.add_note(lead, &note, &staff, at(3)).await.unwrap();
    desk.reply(&NewReply {
        enquiry: lead,
        mail: enquiry(EnquiryKind::Reply, name, address, message),
        in_reply_to: format!("enquiry.{}.0", lead.0),
        message: format!("Dear {name}, about \"{message}\": yes."),
        author: staff,
        at: at(4),
    })
    .await
    .unwrap();
}

/// Everything a visitor can leave behind: enquiries, a viewing trip, a newsletter sign-up
/// with its confirmation mail, an alert, the record of confirmations mailed.
async fn visitor_leaves_data(conn: &DatabaseConnection, name: &str, address: &str, message: &str) {
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    for kind in [EnquiryKind::Contact, EnquiryKind::PropertyEnquiry] {
        outbox
            .enqueue(&enquiry(kind, name, address, message))
            .await
            .unwrap();
    }
    worked_on_the_desk(conn, &outbox, name, address, message).await;
    visitor_asks_for_a_viewing(conn, name, address, message).await;
    SqlNewsletterList::new(conn.clone())
        .subscribe(&email(address), at(1), at(73))
        .await
        .unwrap();
    let mut confirmation = enquiry(EnquiryKind::NewsletterConfirmation, name, address, message);
    confirmation.list_unsubscribe =
        Some("https://langhe.example/api/newsletter/unsubscribe".into());
    outbox.enqueue(&confirmation).await.unwrap();
    SqlAlertRepository::new(conn.clone())
        .create(&NewAlert {
            email: email(address),
            filter: ListingQuery::default().parse().unwrap(),
            language: AlertLanguage::Italian,
            consent_at: at(2),
            confirm_by: at(74),
        })
        .await
        .unwrap();
    SqlConfirmationMails::new(conn.clone())
        .reserve(&email(address), at(2), 100)
        .await
        .unwrap();
}

fn assert_absent(place: &str, haystack: &[u8]) {
    let text = String::from_utf8_lossy(haystack).to_lowercase();
    for erased in ERASED {
        assert!(
            !text.contains(&erased.to_lowercase()),
            "{erased:?} is still in {place}"
        );
    }
}

fn assert_present(place: &str, haystack: &[u8]) {
    let text = String::from_utf8_lossy(haystack).to_lowercase();
    for kept in KEPT {
        assert!(text.contains(kept), "{kept:?} is missing from {place}");
    }
}

/// Erases Anna on `db` and checks every table and the export archive; answers the counts.
async fn erase_and_look_everywhere(db: &TestDatabase) -> ErasedRecords {
    let conn = db.conn();
    visitor_leaves_data(
        &conn,
        "Anna Erasmus",
        ERASED[0],
        "Vorrei visitare la cascina di Neive",
    )
    .await;
    visitor_leaves_data(&conn, "Bruno Tenace", KEPT[0], "Un rustico a Barolo").await;
    assert_present(
        "the tables before",
        every_stored_row(&conn).await.unwrap().as_bytes(),
    );
    assert!(every_stored_row(&conn)
        .await
        .unwrap()
        .to_lowercase()
        .contains(ERASED[0]));
    if conn.get_database_backend() == sea_orm::DatabaseBackend::Sqlite {
        // The rows reach the database file itself, as they do on a running site: without
        // `secure_delete` the deleted bytes would stay there in free space.
        conn.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
            .await
            .unwrap();
    }

    let erasure = SqlContactErasure::new(conn.clone());
    // Stored in any case, typed in another: addresses are compared lower-cased.
    let erased = erasure
        .erase(&email("Anna.Erasmus@Example.com"))
        .await
        .unwrap();

    let rows = every_stored_row(&conn).await.unwrap();
    assert_absent("a table", rows.as_bytes());
    assert_present("the tables after", rows.as_bytes());

    let pictures = tempfile::tempdir().unwrap();
    let archive_dir = tempfile::tempdir().unwrap();
    let archive = archive_dir.path().join("site.tar");
    export_site(
        &conn,
        &ObjectStoreImages::local(pictures.path()).unwrap(),
        &archive,
        at(5),
        None,
    )
    .await
    .unwrap();
    let bytes = std::fs::read(&archive).unwrap();
    assert_absent("the export archive", &bytes);
    assert_present("the export archive", &bytes);

    let again = erasure.erase(&email(ERASED[0])).await.unwrap();
    assert_eq!(
        again,
        ErasedRecords::default(),
        "a second erasure finds nothing"
    );
    erased
}

fn expected_counts() -> ErasedRecords {
    ErasedRecords {
        // Two enquiries, the viewing's lead and invitation, the sign-up's confirmation.
        messages: 7,
        newsletter: 1,
        alerts: 1,
        viewings: 1,
        owners: 0,
    }
}

/// The SQLite file behind `db`'s URL, and its write-ahead log.
pub(crate) fn sqlite_files(db: &TestDatabase) -> [PathBuf; 2] {
    let path = db
        .url()
        .trim_start_matches("sqlite://")
        .split('?')
        .next()
        .unwrap()
        .to_owned();
    [PathBuf::from(&path), PathBuf::from(format!("{path}-wal"))]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_erased_contact_is_nowhere_in_sqlite_not_even_in_its_files_bytes() {
    let db = TestDatabase::sqlite().await;
    assert_eq!(erase_and_look_everywhere(&db).await, expected_counts());
    for file in sqlite_files(&db) {
        // A missing log is an empty one.
        let bytes = std::fs::read(&file).unwrap_or_default();
        assert_absent(&file.display().to_string(), &bytes);
    }
    let [database, _] = sqlite_files(&db);
    assert_present("the database file", &std::fs::read(database).unwrap());
    db.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_erased_contact_is_nowhere_in_postgresql() {
    let Some(db) = TestDatabase::postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL not set");
        return;
    };
    assert_eq!(erase_and_look_everywhere(&db).await, expected_counts());
    db.cleanup().await;
}
