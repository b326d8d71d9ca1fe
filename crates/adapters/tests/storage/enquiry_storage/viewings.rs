//! `ViewingRepository`: requests stored with their lead, slots and their mails in one
//! transaction, the reminder once, the same on SQLite and PostgreSQL.

use super::outbox::{at, enquiry};
use adapters::outbox::SqlEnquiryOutbox;
use adapters::viewings::SqlViewingRepository;
use chrono::{Duration, NaiveDate};
use domain::ports::{
    Addressee, EnquiryInbox, EnquiryKind, EnquiryOutbox, MailAttachment, NewEnquiry,
    RepositoryError,
};
use domain::{Email, Ref};
use sea_orm::DatabaseConnection;
use viewing_trips::{HalfDay, Outcome, SlotForm, ViewingRequestForm, VisitorLanguage};
use viewing_trips::{NewViewingRequest, SlotId, ViewingFilter, ViewingId, ViewingRepository};

fn date(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn request(refs: &[&str], from: &str, to: &str) -> NewViewingRequest {
    NewViewingRequest {
        form: ViewingRequestForm {
            name: "Anna Rossi".into(),
            email: Email::parse("anna@example.com").unwrap(),
            phone: Some("+39 0173 123456".into()),
            from: date(from),
            to: date(to),
            half_days: vec![HalfDay::Morning, HalfDay::Afternoon],
            refs: refs.iter().map(|r| Ref::parse(r).unwrap()).collect(),
            message: "Two homes, please".into(),
        },
        language: VisitorLanguage::Italian,
        received_at: at(0),
    }
}

fn lead() -> NewEnquiry {
    NewEnquiry {
        kind: EnquiryKind::Viewing,
        subject: "VIEWING REQUEST for 123, 456".into(),
        ..enquiry("Anna Rossi", at(0))
    }
}

fn visitor_mail(subject: &str) -> NewEnquiry {
    NewEnquiry {
        kind: EnquiryKind::ViewingMail,
        subject: subject.into(),
        fields: Vec::new(),
        attachments: vec![MailAttachment {
            file_name: "viewing.ics".into(),
            content_type: "text/calendar; charset=utf-8; method=REQUEST".into(),
            bytes: b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".to_vec(),
        }],
        ..enquiry("Anna Rossi", at(1))
    }
}

fn slot(reference: &str, start: &str) -> viewing_trips::SlotDetails {
    SlotForm {
        reference: reference.into(),
        start: start.into(),
        duration_minutes: 60,
        meeting_point: "Piazza Italia, Neive".into(),
    }
    .validate()
    .unwrap()
}

async fn a_request_is_stored_with_its_lead_and_found_by_dates_and_ref(conn: DatabaseConnection) {
    let viewings = SqlViewingRepository::new(conn.clone());
    let inbox = SqlEnquiryOutbox::new(conn);
    let (first, lead_id) = viewings
        .create(
            &request(&["123", "456"], "2027-05-10", "2027-05-13"),
            &lead(),
        )
        .await
        .unwrap();
    let (second, _) = viewings
        .create(&request(&["789"], "2027-06-01", "2027-06-02"), &lead())
        .await
        .unwrap();
    let stored = viewings.find(first).await.unwrap();
    assert_eq!(stored.enquiry, lead_id);
    assert_eq!(
        inbox.find(lead_id).await.unwrap().kind,
        EnquiryKind::Viewing
    );
    assert_eq!(
        stored.refs,
        [Ref::parse("123").unwrap(), Ref::parse("456").unwrap()]
    );
    assert_eq!(stored.half_days, [HalfDay::Morning, HalfDay::Afternoon]);
    assert_eq!(stored.language, VisitorLanguage::Italian);
    assert_eq!(stored.phone.as_deref(), Some("+39 0173 123456"));

    let ids = |filter: ViewingFilter| {
        let viewings = &viewings;
        async move {
            viewings
                .list(&filter, 50)
                .await
                .unwrap()
                .into_iter()
                .map(|r| r.id)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(ids(ViewingFilter::default()).await, [second, first]);
    let in_may = ViewingFilter {
        from: Some(date("2027-05-13")),
        to: Some(date("2027-05-31")),
        reference: None,
    };
    assert_eq!(ids(in_may).await, [first]);
    let naming = |r: &str| ViewingFilter {
        reference: Some(Ref::parse(r).unwrap()),
        ..ViewingFilter::default()
    };
    assert_eq!(ids(naming("456")).await, [first]);
    assert_eq!(ids(naming("124")).await.len(), 0);
    assert_eq!(ids(naming("123")).await, [first]);
    // A slot for a home the visitor did not name finds the request too.
    viewings
        .add_slot(second, &slot("321", "2027-06-01T10:00"))
        .await
        .unwrap();
    assert_eq!(ids(naming("321")).await, [second]);
    assert!(matches!(
        viewings.find(ViewingId(999)).await,
        Err(RepositoryError::NotFound)
    ));
    assert!(matches!(
        viewings
            .add_slot(ViewingId(999), &slot("123", "2027-05-10T10:00"))
            .await,
        Err(RepositoryError::NotFound)
    ));
}

async fn slots_change_with_their_mails_and_are_reminded_once(conn: DatabaseConnection) {
    let viewings = SqlViewingRepository::new(conn.clone());
    let outbox = SqlEnquiryOutbox::new(conn);
    let (id, _) = viewings
        .create(
            &request(&["123", "456"], "2027-05-10", "2027-05-13"),
            &lead(),
        )
        .await
        .unwrap();
    let later = viewings
        .add_slot(id, &slot("456", "2027-05-11T15:00"))
        .await
        .unwrap();
    let sooner = viewings
        .add_slot(id, &slot("123", "2027-05-10T10:00"))
        .await
        .unwrap();
    let stored = viewings.find_by_slot(later).await.unwrap();
    assert_eq!(
        stored.slots.iter().map(|s| s.id).collect::<Vec<_>>(),
        [sooner, later],
        "soonest first"
    );
    assert!(stored.slots.iter().all(|s| !s.confirmed && s.sequence == 0));

    viewings
        .confirm(&[sooner, later], &visitor_mail("Confirmed"))
        .await
        .unwrap();
    assert!(matches!(
        viewings.confirm(&[sooner], &visitor_mail("Again")).await,
        Err(RepositoryError::NotFound)
    ));
    let sent = outbox.claim_due(at(10), at(600), 10).await.unwrap();
    let mail = sent.iter().find(|m| m.subject == "Confirmed").unwrap();
    assert_eq!(
        mail.addressee,
        Addressee::Visitor {
            address: "anna@example.com".into()
        }
    );
    assert_eq!(mail.attachments.len(), 1);
    assert!(
        sent.iter().all(|m| m.subject != "Again"),
        "a refused confirmation stores no mail"
    );
    for mail in &sent {
        outbox.mark_sent(&mail.claim, at(20)).await.unwrap();
    }

    // A change at a stale sequence changes nothing.
    let moved = slot("123", "2027-05-10T11:00");
    assert!(matches!(
        viewings
            .change_slot(sooner, 5, &moved, 6, Some(visitor_mail("Stale")))
            .await,
        Err(RepositoryError::NotFound)
    ));
    viewings
        .change_slot(sooner, 0, &moved, 1, Some(visitor_mail("Changed")))
        .await
        .unwrap();
    let changed = viewings.find(id).await.unwrap();
    assert_eq!(changed.slots[0].sequence, 1);
    assert_eq!(changed.slots[0].details.start, moved.start);

    // Reminded once, even when asked twice.
    let starts = moved.starts_at;
    let due = viewings
        .due_reminders(
            starts - Duration::hours(23),
            starts + Duration::hours(1),
            10,
        )
        .await
        .unwrap();
    assert_eq!(due.iter().map(|(_, s)| *s).collect::<Vec<_>>(), [sooner]);
    let now = starts - Duration::hours(23);
    assert!(viewings
        .remind(sooner, now, &visitor_mail("Reminder"))
        .await
        .unwrap());
    assert!(!viewings
        .remind(sooner, now, &visitor_mail("Reminder"))
        .await
        .unwrap());
    assert!(viewings
        .due_reminders(now, starts + Duration::hours(1), 10)
        .await
        .unwrap()
        .is_empty());

    let outcome = Outcome {
        attended: false,
        feedback: "No show".into(),
        interest: 1,
        recorded_at: starts + Duration::hours(2),
    };
    viewings.record_outcome(sooner, &outcome).await.unwrap();
    assert_eq!(
        viewings.find(id).await.unwrap().slots[0].outcome,
        Some(outcome.clone())
    );
    assert!(matches!(
        viewings.record_outcome(SlotId(999), &outcome).await,
        Err(RepositoryError::NotFound)
    ));

    viewings
        .delete_slot(later, Some(visitor_mail("Cancelled")))
        .await
        .unwrap();
    assert!(matches!(
        viewings.delete_slot(later, None).await,
        Err(RepositoryError::NotFound)
    ));
    assert_eq!(viewings.find(id).await.unwrap().slots.len(), 1);
    let subjects: Vec<String> = outbox
        .claim_due(starts + Duration::days(1), starts + Duration::days(2), 20)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.subject)
        .collect();
    assert_eq!(subjects, ["Changed", "Reminder", "Cancelled"]);
}

crate::on_both_databases! {
    a_request_is_stored_with_its_lead_and_found_by_dates_and_ref => super::a_request_is_stored_with_its_lead_and_found_by_dates_and_ref,
    slots_change_with_their_mails_and_are_reminded_once => super::slots_change_with_their_mails_and_are_reminded_once,
}
