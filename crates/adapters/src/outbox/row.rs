//! Between stored rows and the domain's enquiry types.

use super::entity::Model;
use crate::repositories::CorruptRow;
use chrono::{DateTime, Utc};
use domain::enquiry::lead::FollowUpDate;
use domain::enquiry::LeadSource;
use domain::ports::{
    Addressee, ClaimedEnquiry, DeliveryClaim, EnquiryField, EnquiryId, EnquiryKind, StoredEnquiry,
};
use domain::{Email, Ref};

const TABLE: &str = "enquiries";

pub(super) fn instant(millis: i64) -> Result<DateTime<Utc>, CorruptRow> {
    DateTime::from_timestamp_millis(millis)
        .ok_or_else(|| CorruptRow::new(TABLE, millis, "timestamp out of range"))
}

pub(super) fn fields_json(fields: &[EnquiryField]) -> String {
    serde_json::to_string(fields).expect("string pairs always serialise")
}

fn fields(row: &Model) -> Result<Vec<EnquiryField>, CorruptRow> {
    serde_json::from_str(&row.fields).map_err(|e| CorruptRow::new(TABLE, row.id, e))
}

impl TryFrom<Model> for StoredEnquiry {
    type Error = CorruptRow;

    fn try_from(row: Model) -> Result<Self, Self::Error> {
        let corrupt = |reason: &str| CorruptRow::new(TABLE, row.id, reason);
        Ok(Self {
            id: EnquiryId(row.id),
            kind: row.kind.into(),
            status: row.status.into(),
            property_ref: row
                .property_ref
                .as_deref()
                .map(Ref::parse_stored)
                .transpose()
                .map_err(|_| corrupt("bad ref"))?,
            fields: fields(&row)?,
            attempts: u32::try_from(row.attempts).map_err(|_| corrupt("negative attempts"))?,
            received_at: instant(row.created_at)?,
            next_attempt_at: instant(row.next_attempt_at)?,
            sent_at: row.sent_at.map(instant).transpose()?,
            read_at: row.read_at.map(instant).transpose()?,
            source: LeadSource {
                referrer_host: row.referrer_host,
                utm_source: row.utm_source,
                utm_medium: row.utm_medium,
                utm_campaign: row.utm_campaign,
            },
            stage: row.stage.into(),
            follow_up_on: row
                .follow_up_on
                .as_deref()
                .map(FollowUpDate::parse)
                .transpose()
                .map_err(|_| corrupt("bad follow-up date"))?,
            first_replied_at: row.first_replied_at.map(instant).transpose()?,
            subject: row.subject,
            name: row.name,
            email: row.email,
            reference: row.reference,
            body: row.body,
            last_error: row.last_error,
        })
    }
}

/// A sign-in link goes to the staff member who asked; a mail to a subscriber (a confirmation,
/// an alert's digest) to them; the desk's mails to a visitor and an owner's report to that
/// person, with the consultant as Reply-To; everything else to the consultant, with the
/// visitor as Reply-To.
fn addressee(row: &Model) -> Result<Addressee, CorruptRow> {
    let corrupt = |reason: &str| CorruptRow::new(TABLE, row.id, reason);
    let kind = EnquiryKind::from(row.kind);
    if kind == EnquiryKind::SignInLink {
        return Ok(Addressee::Staff {
            address: row
                .email
                .clone()
                .ok_or_else(|| corrupt("no staff address"))?,
        });
    }
    if matches!(
        kind,
        EnquiryKind::ViewingMail | EnquiryKind::Reply | EnquiryKind::OwnerReport
    ) {
        return Ok(Addressee::Visitor {
            address: row
                .email
                .clone()
                .ok_or_else(|| corrupt("no visitor address"))?,
        });
    }
    if kind.is_to_subscriber() {
        return Ok(Addressee::Subscriber {
            address: row.email.clone().ok_or_else(|| corrupt("no subscriber"))?,
            list_unsubscribe: row
                .list_unsubscribe
                .clone()
                .ok_or_else(|| corrupt("no unsubscribe link"))?,
        });
    }
    // A stored address the domain no longer accepts only loses the Reply-To header.
    Ok(Addressee::Consultant {
        reply_to: row
            .email
            .as_deref()
            .and_then(|email| Email::parse(email).ok())
            .map(|email| email.as_str().to_owned()),
    })
}

impl TryFrom<Model> for ClaimedEnquiry {
    type Error = CorruptRow;

    fn try_from(row: Model) -> Result<Self, Self::Error> {
        let token = row
            .claim_token
            .clone()
            .ok_or_else(|| CorruptRow::new(TABLE, row.id, "claimed without a token"))?;
        Ok(Self {
            claim: DeliveryClaim {
                id: EnquiryId(row.id),
                token,
            },
            addressee: addressee(&row)?,
            attachments: super::attachments::from_column(row.attachments.as_deref())
                .map_err(|e| CorruptRow::new(TABLE, row.id, e))?,
            attempts: u32::try_from(row.attempts).unwrap_or(u32::MAX),
            received_at: instant(row.created_at)?,
            subject: row.subject,
            body: row.body,
            body_html: row.body_html,
            in_reply_to: row.in_reply_to,
        })
    }
}
