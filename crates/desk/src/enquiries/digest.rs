//! The desk's daily digest to the consultant: the leads not yet contacted and the follow-ups
//! due or overdue, once per Rome day from the configured hour, through the outbox. It names
//! the leads by number, kind, property and date, never by what the visitor wrote: a person's
//! erasure then leaves nothing of them in it.

use anyhow::Context;
use chrono::{NaiveDate, Timelike};
use domain::dates_in_words::{date_in_words, day_in_words, MailLanguage};
use domain::enquiry::inbox::InboxQuery;
use domain::enquiry::lead::{FollowUpDate, LeadStage};
use domain::paging::{PageRequest, MAX_PAGE_SIZE};
use domain::ports::{Clock, EnquiryInbox, EnquiryKind, LeadBook, NewEnquiry, StoredEnquiry};
use domain::rome_time::to_rome;

/// The digest's language: the consultant's desk speaks English.
const CONSULTANT: MailLanguage = MailLanguage::English;

/// What the digest pass needs.
pub struct DigestDesk<'a> {
    pub inbox: &'a dyn EnquiryInbox,
    pub leads: &'a dyn LeadBook,
    pub clock: &'a dyn Clock,
    /// The hour (0–23, Europe/Rome) from which the day's digest goes.
    pub hour: u32,
}

/// What a pass did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigestPass {
    /// Before the day's hour.
    TooEarly,
    /// Nothing new and nothing due: no mail.
    NothingToSay,
    /// Stored in the outbox.
    Sent,
    /// Today's digest was already stored (by an earlier pass or another server).
    AlreadySent,
}

/// Stores today's digest when its hour has come and it has something to say.
pub async fn send_desk_digest(desk: &DigestDesk<'_>) -> anyhow::Result<DigestPass> {
    let now = desk.clock.now();
    let local = to_rome(now);
    if local.hour() < desk.hour {
        return Ok(DigestPass::TooEarly);
    }
    let today = local.date();
    let fresh = leads(
        desk,
        InboxQuery {
            stage: Some(LeadStage::New),
            ..InboxQuery::default()
        },
    )
    .await
    .context("reading the leads not yet contacted")?;
    let due = leads(
        desk,
        InboxQuery {
            due_by: Some(FollowUpDate::new(today)),
            ..InboxQuery::default()
        },
    )
    .await
    .context("reading the follow-ups due")?;
    if fresh.is_empty() && due.is_empty() {
        return Ok(DigestPass::NothingToSay);
    }
    let mail = NewEnquiry {
        kind: EnquiryKind::DeskDigest,
        subject: format!("Desk digest for {}", day_in_words(today, CONSULTANT)),
        name: None,
        email: None,
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: body(today, &fresh, &due),
        body_html: None,
        client_hash: None,
        source: Default::default(),
        received_at: now,
        list_unsubscribe: None,
        attachments: Vec::new(),
    };
    let stored = desk
        .leads
        .send_digest(today, &mail)
        .await
        .context("storing the desk digest")?;
    Ok(if stored {
        DigestPass::Sent
    } else {
        DigestPass::AlreadySent
    })
}

/// The first page of the largest size: a digest is a reminder, not the inbox.
async fn leads(desk: &DigestDesk<'_>, query: InboxQuery) -> anyhow::Result<Vec<StoredEnquiry>> {
    let page = PageRequest::parse(0, i64::from(MAX_PAGE_SIZE)).expect("the largest page");
    Ok(desk.inbox.list(&query, page).await?.items)
}

fn line(lead: &StoredEnquiry, when: String) -> String {
    let about = lead
        .property_ref
        .as_ref()
        .map(|reference| format!(" about {}", reference.as_str()))
        .unwrap_or_default();
    format!(
        "- #{} {}{about}, {when}",
        lead.id.0,
        lead.kind.as_str().replace('_', " ")
    )
}

fn body(today: NaiveDate, fresh: &[StoredEnquiry], due: &[StoredEnquiry]) -> String {
    let mut lines = vec![
        format!(
            "The desk on {} (Europe/Rome).",
            day_in_words(today, CONSULTANT)
        ),
        String::new(),
    ];
    lines.push(format!("New leads not yet contacted: {}", fresh.len()));
    lines.extend(fresh.iter().map(|lead| {
        let received = to_rome(lead.received_at).date();
        line(
            lead,
            format!("received {}", date_in_words(received, CONSULTANT)),
        )
    }));
    lines.push(String::new());
    lines.push(format!("Follow-ups due or overdue: {}", due.len()));
    lines.extend(due.iter().map(|lead| {
        let on = lead
            .follow_up_on
            .map(|date| date_in_words(date.date(), CONSULTANT))
            .unwrap_or_default();
        line(lead, format!("follow up on {on}"))
    }));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_gives_its_dates_in_words() {
        let today = "2026-11-21".parse().unwrap();
        // Received 2027-01-15 08:00 UTC, 09:00 in Rome.
        let mut lead = super::super::fixtures::stored_enquiry();
        lead.follow_up_on = Some(FollowUpDate::new("2026-11-20".parse().unwrap()));
        let lead = std::slice::from_ref(&lead);
        let text = body(today, lead, lead);
        assert!(
            text.starts_with("The desk on Saturday 21 November 2026 (Europe/Rome)."),
            "{text}"
        );
        assert!(
            text.contains("- #3 property enquiry, received 15 January 2027"),
            "{text}"
        );
        assert!(text.contains("follow up on 20 November 2026"), "{text}");
    }
}
