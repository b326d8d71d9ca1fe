//! The desk's writes on one lead (issue 27): a note, a reply to the visitor. Each records
//! who and when in the lead's timeline; a reply is a mail stored in the outbox before the
//! answer (nothing lost, sent once), threaded on the enquiry's own mail.

use super::inbox::InboxDesk;
use super::reply_mail::{mail_id_of, reply_html, reply_text};
use chrono::{DateTime, Utc};
use domain::enquiry::lead::{
    reply_subject, LeadAuthor, LeadEvent, NoteText, NoteTextError, ReplyMessage, ReplyMessageError,
};
use domain::ports::{EnquiryId, EnquiryKind, NewEnquiry, NewReply, RepositoryError};
use domain::Email;

#[derive(Debug, thiserror::Error)]
pub enum AddNoteError {
    #[error(transparent)]
    Invalid(#[from] NoteTextError),
    #[error("Enquiry not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ReplyError {
    #[error(transparent)]
    Invalid(#[from] ReplyMessageError),
    #[error("Enquiry not found")]
    NotFound,
    /// A plain message (`subject` and `message` only) may carry no address to answer.
    #[error("This enquiry has no e-mail address to reply to")]
    NoAddress,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn add_note(
    desk: &InboxDesk<'_>,
    id: EnquiryId,
    text: &str,
    author: &LeadAuthor,
    now: DateTime<Utc>,
) -> Result<LeadEvent, AddNoteError> {
    let text = NoteText::parse(text)?;
    match desk.leads.add_note(id, &text, author, now).await {
        Ok(event) => Ok(event),
        Err(RepositoryError::NotFound) => Err(AddNoteError::NotFound),
        Err(error) => Err(anyhow::Error::from(error)
            .context("adding a note to a lead")
            .into()),
    }
}

/// Stores the reply's mail to the visitor and records it; answers the reply's outbox id.
/// The caller wakes the delivery worker.
pub async fn reply_to_lead(
    desk: &InboxDesk<'_>,
    id: EnquiryId,
    message: &str,
    author: &LeadAuthor,
    now: DateTime<Utc>,
) -> Result<EnquiryId, ReplyError> {
    let message = ReplyMessage::parse(message)?;
    let original = match desk.inbox.find(id).await {
        Ok(found) => found,
        Err(RepositoryError::NotFound) => return Err(ReplyError::NotFound),
        Err(error) => return Err(anyhow::Error::from(error).context("reading a lead").into()),
    };
    let address = original
        .email
        .as_deref()
        .and_then(|email| Email::parse(email).ok())
        .ok_or(ReplyError::NoAddress)?;
    let mail = NewEnquiry {
        kind: EnquiryKind::Reply,
        subject: reply_subject(&original.subject),
        name: original.name.clone(),
        email: Some(address),
        reference: original.reference.clone(),
        property_ref: original.property_ref.clone(),
        fields: Vec::new(),
        body: reply_text(message.as_str(), &original),
        body_html: Some(reply_html(message.as_str(), &original)),
        client_hash: None,
        received_at: now,
        list_unsubscribe: None,
        attachments: Vec::new(),
        source: Default::default(),
    };
    let reply = NewReply {
        enquiry: id,
        mail,
        in_reply_to: mail_id_of(original.id.0, original.received_at),
        message: message.as_str().to_owned(),
        author: author.clone(),
        at: now,
    };
    match desk.leads.reply(&reply).await {
        Ok(stored) => Ok(stored),
        Err(RepositoryError::NotFound) => Err(ReplyError::NotFound),
        Err(error) => Err(anyhow::Error::from(error)
            .context("storing a reply to a lead")
            .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::enquiry::lead::LeadEventKind;
    use domain::ports::{MockEnquiryInbox, MockLeadBook, StoredEnquiry};

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    fn author() -> LeadAuthor {
        LeadAuthor {
            user_id: 4,
            email: "agent@langhe.example".into(),
        }
    }

    fn lead(email: Option<&str>) -> StoredEnquiry {
        StoredEnquiry {
            id: EnquiryId(9),
            name: Some("Anna".into()),
            email: email.map(str::to_owned),
            fields: vec![("Message".into(), "Still for sale?".into())],
            received_at: at(0),
            next_attempt_at: at(0),
            ..super::super::fixtures::stored_enquiry()
        }
    }

    #[tokio::test]
    async fn a_blank_or_long_note_is_refused_before_storage() {
        let inbox = MockEnquiryInbox::new();
        let leads = MockLeadBook::new();
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: domain::enquiry::inbox::MailSetting::Off,
        };
        for text in ["  ", &"a".repeat(5001)] {
            assert!(matches!(
                add_note(&desk, EnquiryId(1), text, &author(), at(0)).await,
                Err(AddNoteError::Invalid(_))
            ));
        }
    }

    #[tokio::test]
    async fn a_note_is_stored_trimmed_with_its_author_and_time() {
        let inbox = MockEnquiryInbox::new();
        let mut leads = MockLeadBook::new();
        leads
            .expect_add_note()
            .withf(|id, text, author, when| {
                *id == EnquiryId(9)
                    && text.as_str() == "Called back"
                    && author.user_id == 4
                    && *when == at(5)
            })
            .times(1)
            .returning(|id, text, author, when| {
                Ok(LeadEvent {
                    id: 1,
                    enquiry: id,
                    author: Some(author.clone()),
                    at: when,
                    kind: LeadEventKind::Note {
                        text: text.as_str().to_owned(),
                    },
                })
            });
        leads
            .expect_add_note()
            .returning(|_, _, _, _| Err(RepositoryError::NotFound));
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: domain::enquiry::inbox::MailSetting::Off,
        };
        let note = add_note(&desk, EnquiryId(9), " Called back ", &author(), at(5))
            .await
            .unwrap();
        assert_eq!(note.at, at(5));
        assert!(matches!(
            add_note(&desk, EnquiryId(404), "x", &author(), at(5)).await,
            Err(AddNoteError::NotFound)
        ));
    }

    #[tokio::test]
    async fn a_reply_is_a_mail_to_the_visitor_threaded_on_the_enquiry() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_find()
            .returning(|_| Ok(lead(Some("anna@example.com"))));
        let mut leads = MockLeadBook::new();
        leads
            .expect_reply()
            .withf(|reply| {
                reply.enquiry == EnquiryId(9)
                    && reply.mail.kind == EnquiryKind::Reply
                    && reply.mail.subject == "Re: ENQUIRY for 123"
                    && reply.mail.email.as_ref().map(|e| e.as_str()) == Some("anna@example.com")
                    && reply.mail.body.starts_with("Yes, it is.\n\nOn ")
                    && reply.mail.body.ends_with("> Still for sale?")
                    && reply.mail.body_html.is_some()
                    && reply.in_reply_to == format!("enquiry.9.{}", at(0).timestamp_millis())
                    && reply.message == "Yes, it is."
                    && reply.at == at(60)
            })
            .times(1)
            .returning(|_| Ok(EnquiryId(10)));
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: domain::enquiry::inbox::MailSetting::Off,
        };
        let stored = reply_to_lead(&desk, EnquiryId(9), " Yes, it is. ", &author(), at(60))
            .await
            .unwrap();
        assert_eq!(stored, EnquiryId(10));
    }

    #[tokio::test]
    async fn a_lead_without_an_address_or_an_unknown_one_cannot_be_answered() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_find()
            .with(mockall::predicate::eq(EnquiryId(9)))
            .returning(|_| Ok(lead(None)));
        inbox
            .expect_find()
            .returning(|_| Err(RepositoryError::NotFound));
        let leads = MockLeadBook::new();
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: domain::enquiry::inbox::MailSetting::Off,
        };
        assert!(matches!(
            reply_to_lead(&desk, EnquiryId(9), "Hello", &author(), at(0)).await,
            Err(ReplyError::NoAddress)
        ));
        assert!(matches!(
            reply_to_lead(&desk, EnquiryId(404), "Hello", &author(), at(0)).await,
            Err(ReplyError::NotFound)
        ));
        assert!(matches!(
            reply_to_lead(&desk, EnquiryId(9), " ", &author(), at(0)).await,
            Err(ReplyError::Invalid(ReplyMessageError::Empty))
        ));
    }
}
