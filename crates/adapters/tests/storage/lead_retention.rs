//! Lead retention (issue 27): `SqlLeadRetention` anonymises a lead marked lost (or spam) that
//! has been quiet for the period — its row, its reply, its timeline's texts, its viewing
//! request and the desk's mails to the visitor — and keeps its kind, stage and history for the
//! counts; a recent lost lead, an old won one and an old lost one with a recent note stay
//! whole. Afterwards the visitor's address and words are in no table and, on SQLite, not in
//! the database file's bytes nor its log. On both engines.
#![cfg(feature = "test-support")]

use crate::contact_erasure::sqlite_files;
use adapters::contact_erasure::SqlLeadRetention;
use adapters::leads::SqlLeadBook;
use adapters::outbox::SqlEnquiryOutbox;
use adapters::viewings::SqlViewingRepository;
use chrono::{DateTime, Duration, Months, Utc};
use domain::enquiry::lead::{LeadAuthor, LeadEventKind, LeadStage, NoteText};
use domain::ports::{
    EnquiryId, EnquiryInbox, EnquiryKind, EnquiryOutbox, LeadBook, LeadRetention, NewEnquiry,
    NewReply,
};
use domain::{Email, Ref};
use sea_orm::{ConnectionTrait, DatabaseConnection};
use test_services::{every_stored_row, TestDatabase};
use viewing_trips::{HalfDay, Outcome, SlotForm, ViewingRequestForm, VisitorLanguage};
use viewing_trips::{NewViewingRequest, ViewingRepository};

/// What the visitor whose lead was lost long ago left: address, name, phone and words.
const ANONYMISED: [&str; 4] = [
    "anna.oblio@example.com",
    "Anna Oblio",
    "+39 0173 111222",
    "una cascina dimenticata a neive",
];
/// The other visitors', whose leads stay whole.
const KEPT: [&str; 3] = [
    "bruno.vinto@example.com",
    "carla.recente@example.com",
    "dario.nuovo@example.com",
];
const STAGES: [LeadStage; 2] = [LeadStage::Lost, LeadStage::Spam];

/// 2027-01-15 plus `hours`.
fn at(hours: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000, 0).unwrap() + Duration::hours(hours)
}

/// Thirty months after the first leads: two years' retention has run out for them.
fn now() -> DateTime<Utc> {
    at(0).checked_add_months(Months::new(30)).unwrap()
}

fn quiet_since() -> DateTime<Utc> {
    now().checked_sub_months(Months::new(24)).unwrap()
}

fn staff() -> LeadAuthor {
    LeadAuthor {
        user_id: 1,
        email: "consultant@langhe.example".into(),
    }
}

fn enquiry(kind: EnquiryKind, name: &str, address: &str, message: &str) -> NewEnquiry {
    NewEnquiry {
        kind,
        subject: "Enquiry".into(),
        name: Some(name.into()),
        email: Some(Email::parse(address).unwrap()),
        reference: Some("123".into()),
        property_ref: Some(Ref::parse("123").unwrap()),
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

/// A lead received at `received`, moved to `stage` an hour later.
async fn lead(
    conn: &DatabaseConnection,
    name: &str,
    address: &str,
    received: DateTime<Utc>,
    stage: LeadStage,
) -> EnquiryId {
    let mut mail = enquiry(
        EnquiryKind::PropertyEnquiry,
        name,
        address,
        "Is it for sale?",
    );
    mail.received_at = received;
    let id = SqlEnquiryOutbox::new(conn.clone())
        .enqueue(&mail)
        .await
        .unwrap();
    SqlLeadBook::new(conn.clone())
        .change_stage(id, stage, &staff(), received + Duration::hours(1))
        .await
        .unwrap();
    id
}

/// Anna's two leads of long ago, both lost: an enquiry the desk noted and replied to, and a
/// viewing trip with a slot, its invitation and its outcome. Answers the two leads.
async fn anna_was_lost_long_ago(conn: &DatabaseConnection) -> [EnquiryId; 2] {
    let [address, name, phone, words] = ANONYMISED;
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    let desk = SqlLeadBook::new(conn.clone());
    let enquiry_lead = outbox
        .enqueue(&enquiry(EnquiryKind::Consultancy, name, address, words))
        .await
        .unwrap();
    let note = NoteText::parse(&format!("Called {name} on {phone}: {words}")).unwrap();
    desk.add_note(enquiry_lead, &note, &staff(), at(2))
        .await
        .unwrap();
    desk.reply(&NewReply {
        enquiry: enquiry_lead,
        mail: enquiry(EnquiryKind::Reply, name, address, words),
        in_reply_to: format!("enquiry.{}.0", enquiry_lead.0),
        message: format!("Dear {name}, about \"{words}\": yes."),
        author: staff(),
        at: at(3),
    })
    .await
    .unwrap();
    desk.change_stage(enquiry_lead, LeadStage::Lost, &staff(), at(4))
        .await
        .unwrap();

    let viewings = SqlViewingRepository::new(conn.clone());
    let request = NewViewingRequest {
        form: ViewingRequestForm {
            name: name.into(),
            email: Email::parse(address).unwrap(),
            phone: Some(phone.into()),
            from: "2027-05-10".parse().unwrap(),
            to: "2027-05-13".parse().unwrap(),
            half_days: vec![HalfDay::Morning],
            refs: vec![Ref::parse("123").unwrap()],
            message: words.into(),
        },
        language: VisitorLanguage::Italian,
        received_at: at(1),
    };
    let (request_id, viewing_lead) = viewings
        .create(
            &request,
            &enquiry(EnquiryKind::Viewing, name, address, words),
        )
        .await
        .unwrap();
    let details = SlotForm {
        reference: "123".into(),
        start: "2027-05-10T10:00".into(),
        duration_minutes: 60,
        meeting_point: "Piazza Italia, Neive".into(),
    }
    .validate()
    .unwrap();
    let slot = viewings.add_slot(request_id, &details).await.unwrap();
    viewings
        .confirm(
            &[slot],
            &enquiry(EnquiryKind::ViewingMail, name, address, words),
        )
        .await
        .unwrap();
    viewings
        .record_outcome(
            slot,
            &Outcome {
                attended: true,
                feedback: format!("{name} said: {words}"),
                interest: 2,
                recorded_at: at(5),
            },
        )
        .await
        .unwrap();
    desk.change_stage(viewing_lead, LeadStage::Lost, &staff(), at(6))
        .await
        .unwrap();
    [enquiry_lead, viewing_lead]
}

fn text_of(rows: &str) -> String {
    rows.to_lowercase()
}

async fn a_quiet_lost_lead_is_anonymised_and_the_others_kept(db: &TestDatabase) {
    let conn = db.conn();
    let anna = anna_was_lost_long_ago(&conn).await;
    let won = lead(&conn, "Bruno Vinto", KEPT[0], at(0), LeadStage::Won).await;
    let noted = lead(&conn, "Carla Recente", KEPT[1], at(0), LeadStage::Lost).await;
    let note = NoteText::parse("She may come back in spring").unwrap();
    SqlLeadBook::new(conn.clone())
        .add_note(noted, &note, &staff(), now() - Duration::days(30))
        .await
        .unwrap();
    let recent = lead(
        &conn,
        "Dario Nuovo",
        KEPT[2],
        now() - Duration::days(60),
        LeadStage::Spam,
    )
    .await;
    if conn.get_database_backend() == sea_orm::DatabaseBackend::Sqlite {
        // The rows reach the database file itself, as they do on a running site.
        conn.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
            .await
            .unwrap();
    }

    let retention = SqlLeadRetention::new(conn.clone());
    let anonymised = retention
        .anonymise_quiet_leads(&STAGES, quiet_since(), now())
        .await
        .unwrap();
    assert_eq!(anonymised, 2, "Anna's two leads");

    let rows = text_of(&every_stored_row(&conn).await.unwrap());
    for gone in ANONYMISED {
        assert!(
            !rows.contains(&gone.to_lowercase()),
            "{gone:?} is still stored"
        );
    }
    for kept in KEPT {
        assert!(rows.contains(kept), "{kept:?} is missing");
    }
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    for id in anna {
        let lead = outbox.find(id).await.unwrap();
        assert_eq!(
            lead.stage,
            LeadStage::Lost,
            "the stage stays for the counts"
        );
        assert_eq!((lead.name, lead.email), (None, None));
        assert!(lead.fields.is_empty() && lead.body.is_empty());
        assert_eq!(lead.property_ref.unwrap().as_str(), "123");
    }
    let timelines = SqlLeadBook::new(conn.clone())
        .timelines(&anna)
        .await
        .unwrap();
    let events = &timelines[&anna[0]];
    assert!(
        events.iter().any(|event| matches!(
            event.kind,
            LeadEventKind::StageChanged {
                to: LeadStage::Lost,
                ..
            }
        )),
        "the history stays: {events:?}"
    );
    assert!(events
        .iter()
        .any(|event| matches!(&event.kind, LeadEventKind::Note { text } if text.is_empty())));
    assert!(events.iter().any(
        |event| matches!(&event.kind, LeadEventKind::Reply { message, .. } if message.is_empty())
    ));
    for whole in [won, noted, recent] {
        let lead = outbox.find(whole).await.unwrap();
        assert!(
            lead.email.is_some() && lead.name.is_some(),
            "{whole:?} kept"
        );
    }

    assert_eq!(
        retention
            .anonymise_quiet_leads(&STAGES, quiet_since(), now())
            .await
            .unwrap(),
        0,
        "an anonymised lead is not picked again"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quiet_lost_lead_is_anonymised_on_sqlite_down_to_the_files_bytes() {
    let db = TestDatabase::sqlite().await;
    a_quiet_lost_lead_is_anonymised_and_the_others_kept(&db).await;
    for file in sqlite_files(&db) {
        // A missing log is an empty one.
        let bytes = std::fs::read(&file).unwrap_or_default();
        let text = String::from_utf8_lossy(&bytes).to_lowercase();
        for gone in ANONYMISED {
            assert!(
                !text.contains(&gone.to_lowercase()),
                "{gone:?} is still in {}",
                file.display()
            );
        }
    }
    db.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quiet_lost_lead_is_anonymised_on_postgresql() {
    let Some(db) = TestDatabase::postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL not set");
        return;
    };
    a_quiet_lost_lead_is_anonymised_and_the_others_kept(&db).await;
    db.cleanup().await;
}
