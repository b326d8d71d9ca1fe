//! The staff's reading of the outbox (`EnquiryInbox`): read flags, the unread count and the
//! search, the same on SQLite and PostgreSQL.

use super::outbox::{at, enquiry};
use adapters::outbox::SqlEnquiryOutbox;
use domain::enquiry::inbox::{InboxQuery, InboxSearch};
use domain::ports::{
    EnquiryId, EnquiryInbox, EnquiryKind, EnquiryOutbox, NewEnquiry, RepositoryError,
};
use domain::{Email, PageRequest};
use migration::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, DatabaseConnection};

fn page() -> PageRequest {
    PageRequest::parse(0, 50).unwrap()
}

fn unread() -> InboxQuery {
    InboxQuery {
        unread_only: true,
        ..Default::default()
    }
}

fn searching(text: &str) -> InboxQuery {
    InboxQuery {
        search: InboxSearch::parse(text).unwrap(),
        ..Default::default()
    }
}

async fn names_of(inbox: &SqlEnquiryOutbox, query: &InboxQuery) -> Vec<String> {
    inbox
        .list(query, page())
        .await
        .unwrap()
        .items
        .into_iter()
        .map(|e| e.name.unwrap_or_default())
        .collect()
}

fn written(name: &str, email: &str, message: &str, seconds: i64) -> NewEnquiry {
    NewEnquiry {
        email: Some(Email::parse(email).unwrap()),
        fields: vec![
            ("Name".into(), name.into()),
            ("Email".into(), email.into()),
            ("Message".into(), message.into()),
        ],
        ..enquiry(name, at(seconds))
    }
}

fn confirmation(seconds: i64) -> NewEnquiry {
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::NewsletterConfirmation,
        subject: "Please confirm".into(),
        name: Some("Subscriber".into()),
        email: Some(Email::parse("subscriber@example.com").unwrap()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: "Open the link".into(),
        client_hash: None,
        received_at: at(seconds),
        body_html: None,
        list_unsubscribe: Some(
            "https://langhe.example/api/newsletter/unsubscribe?token=bead".into(),
        ),
        attachments: Vec::new(),
    }
}

async fn a_new_enquiry_is_unread_until_marked_read_and_unread_again(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    let anna = inbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    inbox.enqueue(&enquiry("Bruno", at(1))).await.unwrap();
    inbox.enqueue(&confirmation(2)).await.unwrap();
    assert_eq!(
        inbox.count_unread().await.unwrap(),
        2,
        "mails to subscribers are not counted"
    );
    assert_eq!(names_of(&inbox, &unread()).await, ["Bruno", "Anna"]);
    assert_eq!(inbox.find(anna).await.unwrap().read_at, None);

    inbox.set_read(anna, Some(at(10))).await.unwrap();
    assert_eq!(inbox.find(anna).await.unwrap().read_at, Some(at(10)));
    assert_eq!(inbox.count_unread().await.unwrap(), 1);
    assert_eq!(names_of(&inbox, &unread()).await, ["Bruno"]);
    assert_eq!(
        names_of(&inbox, &InboxQuery::default()).await,
        ["Bruno", "Anna"],
        "a read enquiry stays in the inbox"
    );

    inbox.set_read(anna, Some(at(20))).await.unwrap();
    assert_eq!(
        inbox.find(anna).await.unwrap().read_at,
        Some(at(10)),
        "reading again keeps the first time"
    );

    inbox.set_read(anna, None).await.unwrap();
    assert_eq!(inbox.find(anna).await.unwrap().read_at, None);
    assert_eq!(inbox.count_unread().await.unwrap(), 2);
}

async fn an_unknown_id_or_a_mail_to_a_subscriber_is_not_found(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    let mail = inbox.enqueue(&confirmation(0)).await.unwrap();
    for id in [mail, EnquiryId(9_999)] {
        assert!(matches!(
            inbox.find(id).await,
            Err(RepositoryError::NotFound)
        ));
        assert!(matches!(
            inbox.set_read(id, Some(at(1))).await,
            Err(RepositoryError::NotFound)
        ));
    }
}

async fn the_search_finds_name_email_and_message_whatever_the_case(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    for (n, (name, email, message)) in [
        (
            "Anna Rossi",
            "anna@example.com",
            "Is the farmhouse in BAROLO still for sale?",
        ),
        (
            "Bruno Neri",
            "bruno@vini.it",
            "Cerco una CASA a Neive, 100% in pietra",
        ),
        (
            "Élodie Martin",
            "elodie@example.fr",
            "Une maison près d'Alba",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        inbox
            .enqueue(&written(name, email, message, n as i64))
            .await
            .unwrap();
    }
    inbox.enqueue(&confirmation(9)).await.unwrap();
    let cases: [(&str, &[&str]); 9] = [
        ("rossi", &["Anna Rossi"]),
        ("VINI.IT", &["Bruno Neri"]),
        ("barolo", &["Anna Rossi"]),
        ("casa a neive", &["Bruno Neri"]),
        ("élodie", &["Élodie Martin"]),
        ("example", &["Élodie Martin", "Anna Rossi"]),
        // The form's labels are not searched, or every enquiry would match.
        ("message", &[]),
        // LIKE's wildcards stand for themselves.
        ("100%", &["Bruno Neri"]),
        ("_", &[]),
    ];
    for (text, expected) in cases {
        assert_eq!(
            names_of(&inbox, &searching(text)).await,
            expected,
            "searching {text:?}"
        );
    }
    assert!(
        names_of(&inbox, &searching("subscriber")).await.is_empty(),
        "mails to subscribers are not searched"
    );
}

async fn the_search_and_the_unread_filter_combine_and_page(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn);
    let mut ids = Vec::new();
    for n in 0..5 {
        let message = if n % 2 == 0 {
            "Langhe vineyard"
        } else {
            "Roero hazelnuts"
        };
        ids.push(
            inbox
                .enqueue(&written(
                    &format!("Visitor {n}"),
                    "v@example.com",
                    message,
                    n,
                ))
                .await
                .unwrap(),
        );
    }
    inbox.set_read(ids[4], Some(at(10))).await.unwrap();
    let query = InboxQuery {
        unread_only: true,
        search: InboxSearch::parse("Vineyard").unwrap(),
        ..Default::default()
    };
    assert_eq!(names_of(&inbox, &query).await, ["Visitor 2", "Visitor 0"]);
    let first = inbox
        .list(&searching("vineyard"), PageRequest::parse(0, 2).unwrap())
        .await
        .unwrap();
    assert_eq!(first.pages, 2, "three matches, two a page");
}

/// Enquiries stored before the inbox could search or mark them are unread and found by
/// their name, address and message after the upgrade.
async fn an_enquiry_stored_before_the_upgrade_is_unread_and_found(conn: DatabaseConnection) {
    let names: Vec<String> = Migrator::migrations()
        .iter()
        .map(|migration| migration.name().to_owned())
        .collect();
    let upgrade = names
        .iter()
        .position(|name| name == "m20261126_030000_enquiry_read_and_search")
        .unwrap();
    Migrator::down(&conn, Some((names.len() - upgrade) as u32))
        .await
        .unwrap();
    conn.execute_unprepared(
        "INSERT INTO enquiries (kind, subject, name, email, fields, body, status, attempts, \
         next_attempt_at, created_at) VALUES \
         ('contact', 'Contact Page', 'Anna Rossi', 'anna@example.com', \
         '[[\"Name\",\"Anna Rossi\"],[\"Message\",\"A house in BAROLO?\"]]', \
         'Name: Anna Rossi', 'sent', 1, 0, 0), \
         ('newsletter_confirmation', 'Please confirm', NULL, 'bruno@example.com', '[]', \
         'Open the link', 'sent', 1, 0, 0)",
    )
    .await
    .unwrap();
    Migrator::up(&conn, None).await.unwrap();

    let inbox = SqlEnquiryOutbox::new(conn);
    assert_eq!(inbox.count_unread().await.unwrap(), 1);
    for text in ["anna rossi", "ANNA@EXAMPLE", "barolo"] {
        assert_eq!(
            names_of(&inbox, &searching(text)).await,
            ["Anna Rossi"],
            "{text}"
        );
    }
    assert!(names_of(&inbox, &searching("bruno")).await.is_empty());
}

crate::on_both_databases! {
    an_enquiry_stored_before_the_upgrade_is_unread_and_found => super::an_enquiry_stored_before_the_upgrade_is_unread_and_found,
    a_new_enquiry_is_unread_until_marked_read_and_unread_again => super::a_new_enquiry_is_unread_until_marked_read_and_unread_again,
    an_unknown_id_or_a_mail_to_a_subscriber_is_not_found => super::an_unknown_id_or_a_mail_to_a_subscriber_is_not_found,
    the_search_finds_name_email_and_message_whatever_the_case => super::the_search_finds_name_email_and_message_whatever_the_case,
    the_search_and_the_unread_filter_combine_and_page => super::the_search_and_the_unread_filter_combine_and_page,
}
