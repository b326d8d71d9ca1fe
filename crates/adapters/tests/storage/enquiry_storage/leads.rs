//! The desk's `LeadBook`: stages with their history, follow-up dates, notes, replies through
//! the outbox and the contact view, the same on SQLite and PostgreSQL.

use super::outbox::{at, enquiry};
use adapters::alerts::SqlAlertRepository;
use adapters::leads::SqlLeadBook;
use adapters::newsletter::SqlNewsletterList;
use adapters::outbox::SqlEnquiryOutbox;
use domain::enquiry::inbox::InboxQuery;
use domain::enquiry::lead::{FollowUpDate, LeadAuthor, LeadEventKind, LeadStage, NoteText};
use domain::ports::{
    Addressee, DeliveryStatus, EnquiryId, EnquiryInbox, EnquiryKind, EnquiryOutbox, LeadBook,
    NewEnquiry, NewReply, NewsletterStanding, RepositoryError,
};
use domain::{Email, PageRequest, Ref};
use sea_orm::DatabaseConnection;

fn agent() -> LeadAuthor {
    LeadAuthor {
        user_id: 7,
        email: "agent@langhe.example".into(),
    }
}

fn page() -> PageRequest {
    PageRequest::parse(0, 50).unwrap()
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

fn reply_to(lead: EnquiryId, seconds: i64) -> NewReply {
    NewReply {
        enquiry: lead,
        mail: NewEnquiry {
            kind: EnquiryKind::Reply,
            subject: "Re: ENQUIRY for 123".into(),
            fields: Vec::new(),
            body: "Yes, it is.".into(),
            body_html: Some("<p>Yes, it is.</p>".into()),
            client_hash: None,
            ..enquiry("Anna", at(seconds))
        },
        in_reply_to: format!("enquiry.{}.{}", lead.0, at(0).timestamp_millis()),
        message: "Yes, it is.".into(),
        author: agent(),
        at: at(seconds),
    }
}

async fn a_stage_change_is_recorded_once_with_its_author(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let anna = inbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    assert_eq!(inbox.find(anna).await.unwrap().stage, LeadStage::New);

    leads
        .change_stage(anna, LeadStage::Viewing, &agent(), at(10))
        .await
        .unwrap();
    leads
        .change_stage(anna, LeadStage::Viewing, &agent(), at(20))
        .await
        .unwrap();
    assert_eq!(inbox.find(anna).await.unwrap().stage, LeadStage::Viewing);
    let timeline = leads
        .timelines(&[anna])
        .await
        .unwrap()
        .remove(&anna)
        .unwrap();
    assert_eq!(
        timeline.len(),
        1,
        "a move to the same stage records nothing"
    );
    assert_eq!(timeline[0].at, at(10));
    assert_eq!(timeline[0].author, Some(agent()));
    assert_eq!(
        timeline[0].kind,
        LeadEventKind::StageChanged {
            from: LeadStage::New,
            to: LeadStage::Viewing
        }
    );
}

async fn a_follow_up_date_is_set_cleared_and_filters_due_leads(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let anna = inbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let bruno = inbox.enqueue(&enquiry("Bruno", at(1))).await.unwrap();
    inbox.enqueue(&enquiry("Carla", at(2))).await.unwrap();
    let day = |text| FollowUpDate::parse(text).unwrap();
    leads
        .set_follow_up(anna, Some(day("2026-11-20")))
        .await
        .unwrap();
    leads
        .set_follow_up(bruno, Some(day("2026-12-01")))
        .await
        .unwrap();
    assert_eq!(
        inbox.find(anna).await.unwrap().follow_up_on,
        Some(day("2026-11-20"))
    );
    let due_by = |text| InboxQuery {
        due_by: Some(day(text)),
        ..Default::default()
    };
    assert_eq!(names_of(&inbox, &due_by("2026-11-26")).await, ["Anna"]);
    assert_eq!(
        names_of(&inbox, &due_by("2026-12-01")).await,
        ["Bruno", "Anna"],
        "due on the day itself"
    );
    leads.set_follow_up(anna, None).await.unwrap();
    assert_eq!(inbox.find(anna).await.unwrap().follow_up_on, None);
    assert_eq!(names_of(&inbox, &due_by("2026-12-01")).await, ["Bruno"]);
}

async fn the_stage_and_property_filters_combine_with_unread(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let anna = inbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let bruno = inbox
        .enqueue(&NewEnquiry {
            property_ref: Some(Ref::parse("456").unwrap()),
            ..enquiry("Bruno", at(1))
        })
        .await
        .unwrap();
    inbox.enqueue(&enquiry("Carla", at(2))).await.unwrap();
    for lead in [anna, bruno] {
        leads
            .change_stage(lead, LeadStage::Offer, &agent(), at(5))
            .await
            .unwrap();
    }
    inbox.set_read(anna, Some(at(6))).await.unwrap();
    let offers = InboxQuery {
        stage: Some(LeadStage::Offer),
        ..Default::default()
    };
    assert_eq!(names_of(&inbox, &offers).await, ["Bruno", "Anna"]);
    let about_123 = InboxQuery {
        reference: Some(Ref::parse("123").unwrap()),
        ..offers.clone()
    };
    assert_eq!(names_of(&inbox, &about_123).await, ["Anna"]);
    let unread_offers = InboxQuery {
        unread_only: true,
        ..offers
    };
    assert_eq!(names_of(&inbox, &unread_offers).await, ["Bruno"]);
    let new = InboxQuery {
        stage: Some(LeadStage::New),
        ..Default::default()
    };
    assert_eq!(names_of(&inbox, &new).await, ["Carla"]);
}

async fn notes_are_kept_in_order_and_read_for_a_page_at_once(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let anna = inbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let bruno = inbox.enqueue(&enquiry("Bruno", at(1))).await.unwrap();
    let carla = inbox.enqueue(&enquiry("Carla", at(2))).await.unwrap();
    let note = |text| NoteText::parse(text).unwrap();
    let first = leads
        .add_note(anna, &note("Called, no answer"), &agent(), at(10))
        .await
        .unwrap();
    assert_eq!(first.enquiry, anna);
    assert_eq!(first.author, Some(agent()));
    leads
        .add_note(anna, &note("Wants a pool"), &agent(), at(20))
        .await
        .unwrap();
    leads
        .add_note(bruno, &note("Italian speaker"), &agent(), at(15))
        .await
        .unwrap();
    let timelines = leads.timelines(&[anna, bruno, carla]).await.unwrap();
    let texts = |lead| -> Vec<String> {
        timelines
            .get(&lead)
            .map(|events| {
                events
                    .iter()
                    .map(|event| match &event.kind {
                        LeadEventKind::Note { text } => text.clone(),
                        other => panic!("{other:?}"),
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(texts(anna), ["Called, no answer", "Wants a pool"]);
    assert_eq!(texts(bruno), ["Italian speaker"]);
    assert!(texts(carla).is_empty());
}

async fn nothing_is_done_to_an_unknown_lead_or_a_mail_that_is_no_lead(conn: DatabaseConnection) {
    let inbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let anna = inbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let reply = leads.reply(&reply_to(anna, 5)).await.unwrap();
    for id in [EnquiryId(9_999), reply] {
        assert!(matches!(
            leads
                .change_stage(id, LeadStage::Won, &agent(), at(1))
                .await,
            Err(RepositoryError::NotFound)
        ));
        assert!(matches!(
            leads.set_follow_up(id, None).await,
            Err(RepositoryError::NotFound)
        ));
        assert!(matches!(
            leads
                .add_note(id, &NoteText::parse("x").unwrap(), &agent(), at(1))
                .await,
            Err(RepositoryError::NotFound)
        ));
        assert!(matches!(
            leads.reply(&reply_to(id, 6)).await,
            Err(RepositoryError::NotFound)
        ));
        assert!(matches!(
            inbox.find(id).await,
            Err(RepositoryError::NotFound)
        ));
    }
    assert_eq!(
        names_of(&inbox, &InboxQuery::default()).await,
        ["Anna"],
        "a reply stays out of the inbox's leads"
    );
    assert_eq!(inbox.count_unread().await.unwrap(), 1);
}

async fn a_reply_waits_in_the_outbox_threaded_and_moves_a_new_lead_once(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let anna = outbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    // The lead's own mail to the consultant goes first.
    let lead_mail = outbox.claim_due(at(1), at(61), 10).await.unwrap();
    outbox.mark_sent(&lead_mail[0].claim, at(2)).await.unwrap();

    let reply = leads.reply(&reply_to(anna, 30)).await.unwrap();
    let lead = outbox.find(anna).await.unwrap();
    assert_eq!(lead.stage, LeadStage::Contacted);
    assert_eq!(lead.first_replied_at, Some(at(30)));

    let claimed = outbox.claim_due(at(31), at(91), 10).await.unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(claimed[0].claim.id, reply);
    assert_eq!(
        claimed[0].addressee,
        Addressee::Visitor {
            address: "anna@example.com".into()
        }
    );
    assert_eq!(
        claimed[0].in_reply_to,
        Some(format!("enquiry.{}.{}", anna.0, at(0).timestamp_millis()))
    );
    assert_eq!(claimed[0].body_html.as_deref(), Some("<p>Yes, it is.</p>"));

    let timeline = leads
        .timelines(&[anna])
        .await
        .unwrap()
        .remove(&anna)
        .unwrap();
    let kinds: Vec<&str> = timeline
        .iter()
        .map(|event| match event.kind {
            LeadEventKind::Reply { .. } => "reply",
            LeadEventKind::StageChanged { .. } => "stage",
            LeadEventKind::Note { .. } => "note",
        })
        .collect();
    assert_eq!(kinds, ["reply", "stage"]);
    let LeadEventKind::Reply {
        reply: recorded,
        message,
        delivery,
    } = &timeline[0].kind
    else {
        unreachable!()
    };
    assert_eq!(*recorded, reply);
    assert_eq!(message, "Yes, it is.");
    assert_eq!(
        delivery.as_ref().map(|state| state.status),
        Some(DeliveryStatus::Sending),
        "the reply's own delivery shows on the lead"
    );
    outbox
        .mark_failed(&claimed[0].claim, "550 no such mailbox")
        .await
        .unwrap();
    let timeline = leads
        .timelines(&[anna])
        .await
        .unwrap()
        .remove(&anna)
        .unwrap();
    let LeadEventKind::Reply { delivery, .. } = &timeline[0].kind else {
        unreachable!()
    };
    let failed = delivery.as_ref().unwrap();
    assert_eq!(failed.status, DeliveryStatus::Failed);
    assert_eq!(failed.last_error.as_deref(), Some("550 no such mailbox"));

    // A second reply keeps the first reply's time and a later stage.
    leads
        .change_stage(anna, LeadStage::Offer, &agent(), at(40))
        .await
        .unwrap();
    leads.reply(&reply_to(anna, 50)).await.unwrap();
    let lead = outbox.find(anna).await.unwrap();
    assert_eq!(lead.stage, LeadStage::Offer);
    assert_eq!(lead.first_replied_at, Some(at(30)));
}

async fn a_contact_gathers_its_leads_list_and_alerts_whatever_the_case(conn: DatabaseConnection) {
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn.clone());
    let anna = outbox.enqueue(&enquiry("Anna", at(0))).await.unwrap();
    let again = outbox.enqueue(&enquiry("Anna again", at(5))).await.unwrap();
    outbox
        .enqueue(&NewEnquiry {
            email: Some(Email::parse("bruno@example.com").unwrap()),
            ..enquiry("Bruno", at(6))
        })
        .await
        .unwrap();
    leads.reply(&reply_to(anna, 7)).await.unwrap();
    super::newsletter::sign_up(&SqlNewsletterList::new(conn.clone()), "anna@example.com", 8).await;
    super::alerts::make(
        &SqlAlertRepository::new(conn.clone()),
        "anna@example.com",
        500_000,
        9,
    )
    .await;

    let contact = leads.contact("Anna@Example.COM").await.unwrap();
    let ids: Vec<EnquiryId> = contact.leads.iter().map(|lead| lead.id).collect();
    assert_eq!(ids, [again, anna], "its leads, newest first, not the reply");
    assert_eq!(contact.newsletter, Some(NewsletterStanding::Unconfirmed));
    assert_eq!(contact.alerts.len(), 1);
    assert!(!contact.alerts[0].confirmed);
    assert!(!contact.is_unknown());

    let nobody = leads.contact("nobody@example.com").await.unwrap();
    assert!(nobody.is_unknown());
}

crate::on_both_databases! {
    a_stage_change_is_recorded_once_with_its_author => super::a_stage_change_is_recorded_once_with_its_author,
    a_follow_up_date_is_set_cleared_and_filters_due_leads => super::a_follow_up_date_is_set_cleared_and_filters_due_leads,
    the_stage_and_property_filters_combine_with_unread => super::the_stage_and_property_filters_combine_with_unread,
    notes_are_kept_in_order_and_read_for_a_page_at_once => super::notes_are_kept_in_order_and_read_for_a_page_at_once,
    nothing_is_done_to_an_unknown_lead_or_a_mail_that_is_no_lead => super::nothing_is_done_to_an_unknown_lead_or_a_mail_that_is_no_lead,
    a_reply_waits_in_the_outbox_threaded_and_moves_a_new_lead_once => super::a_reply_waits_in_the_outbox_threaded_and_moves_a_new_lead_once,
    a_contact_gathers_its_leads_list_and_alerts_whatever_the_case => super::a_contact_gathers_its_leads_list_and_alerts_whatever_the_case,
}
