//! The staff inbox: every lead, newest first, with what the visitor wrote, the property it
//! is about, what its delivery truthfully stands at and its timeline on the desk (stage
//! changes, notes, replies); marked read as staff open them, moved through the stages and
//! given a follow-up date.

use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::enquiry::inbox::{Delivery, InboxQuery, MailSetting};
use domain::enquiry::lead::{FollowUpDate, LeadAuthor, LeadEvent, LeadStage};
use domain::ports::{EnquiryId, EnquiryInbox, LeadBook, RepositoryError, StoredEnquiry};
use domain::{PageRequest, Ref};
use std::collections::HashMap;

/// The ports and the setting the inbox reads with.
pub struct InboxDesk<'a> {
    pub inbox: &'a dyn EnquiryInbox,
    pub leads: &'a dyn LeadBook,
    pub mail: MailSetting,
}

/// The property an enquiry's reference names, as stored now (whatever its visibility:
/// staff read the inbox).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxProperty {
    pub reference: Ref,
    pub title: String,
}

/// One enquiry as the inbox shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxEntry {
    pub enquiry: StoredEnquiry,
    pub delivery: Delivery,
    /// `None` when the enquiry names no property, or one that is no longer stored.
    pub property: Option<InboxProperty>,
    /// Its stage changes, notes and replies, oldest first.
    pub timeline: Vec<LeadEvent>,
}

/// A page of the inbox, and how many enquiries are unread in all of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxListing {
    pub entries: Vec<InboxEntry>,
    pub pages: u32,
    pub unread: u64,
}

/// What staff change on one enquiry; a field left `None` stays as it is. `follow_up:
/// Some(None)` clears the date.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EnquiryChange {
    pub read: Option<bool>,
    pub stage: Option<LeadStage>,
    pub follow_up: Option<Option<FollowUpDate>>,
}

#[derive(Debug, thiserror::Error)]
pub enum ListEnquiriesError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum ChangeEnquiryError {
    #[error("Enquiry not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn list_enquiries(
    desk: &InboxDesk<'_>,
    query: &InboxQuery,
    page: PageRequest,
) -> Result<InboxListing, ListEnquiriesError> {
    let found = desk
        .inbox
        .list(query, page)
        .await
        .context("listing enquiries")?;
    let unread = desk
        .inbox
        .count_unread()
        .await
        .context("counting unread enquiries")?;
    let entries = inbox_entries(desk, found.items).await?;
    Ok(InboxListing {
        entries,
        pages: found.pages,
        unread,
    })
}

/// Applies `change` and answers the enquiry as it now stands. Reading keeps the first time it
/// was read; unread forgets it. A stage change is recorded with `author` and `now`.
pub async fn change_enquiry(
    desk: &InboxDesk<'_>,
    id: EnquiryId,
    change: EnquiryChange,
    author: &LeadAuthor,
    now: DateTime<Utc>,
) -> Result<InboxEntry, ChangeEnquiryError> {
    let missing = |error: RepositoryError, doing: &'static str| match error {
        RepositoryError::NotFound => ChangeEnquiryError::NotFound,
        other => ChangeEnquiryError::Unexpected(anyhow::Error::from(other).context(doing)),
    };
    if let Some(read) = change.read {
        desk.inbox
            .set_read(id, read.then_some(now))
            .await
            .map_err(|e| missing(e, "marking an enquiry read"))?;
    }
    if let Some(stage) = change.stage {
        desk.leads
            .change_stage(id, stage, author, now)
            .await
            .map_err(|e| missing(e, "changing a lead's stage"))?;
    }
    if let Some(follow_up) = change.follow_up {
        desk.leads
            .set_follow_up(id, follow_up)
            .await
            .map_err(|e| missing(e, "setting a lead's follow-up date"))?;
    }
    let enquiry = desk
        .inbox
        .find(id)
        .await
        .map_err(|e| missing(e, "reading an enquiry"))?;
    let mut entries = inbox_entries(desk, vec![enquiry]).await?;
    Ok(entries.remove(0))
}

/// The enquiries as the inbox shows them: their properties' titles in one read, their
/// timelines in another, whatever the number of enquiries.
pub(super) async fn inbox_entries(
    desk: &InboxDesk<'_>,
    enquiries: Vec<StoredEnquiry>,
) -> anyhow::Result<Vec<InboxEntry>> {
    let mut refs: Vec<Ref> = enquiries
        .iter()
        .filter_map(|e| e.property_ref.clone())
        .collect();
    refs.sort_by(|a, b| a.as_str().cmp(b.as_str()));
    refs.dedup();
    let titles = desk
        .inbox
        .property_titles(&refs)
        .await
        .context("reading the enquiries' properties")?;
    let ids: Vec<EnquiryId> = enquiries.iter().map(|e| e.id).collect();
    let mut timelines = desk
        .leads
        .timelines(&ids)
        .await
        .context("reading the leads' timelines")?;
    Ok(enquiries
        .into_iter()
        .map(|enquiry| {
            let timeline = timelines.remove(&enquiry.id).unwrap_or_default();
            entry(enquiry, desk.mail, &titles, timeline)
        })
        .collect())
}

fn entry(
    enquiry: StoredEnquiry,
    mail: MailSetting,
    titles: &HashMap<Ref, String>,
    timeline: Vec<LeadEvent>,
) -> InboxEntry {
    let property = enquiry.property_ref.as_ref().and_then(|reference| {
        titles.get(reference).map(|title| InboxProperty {
            reference: reference.clone(),
            title: title.clone(),
        })
    });
    InboxEntry {
        delivery: Delivery::of(&enquiry, mail),
        property,
        enquiry,
        timeline,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::enquiry::lead::LeadEventKind;
    use domain::ports::{DeliveryStatus, EnquiryKind, MockEnquiryInbox, MockLeadBook};
    use domain::Page;
    use mockall::predicate::eq;

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    fn author() -> LeadAuthor {
        LeadAuthor {
            user_id: 1,
            email: "admin@langhe.example".into(),
        }
    }

    fn enquiry(id: i64, reference: Option<&str>) -> StoredEnquiry {
        StoredEnquiry {
            source: Default::default(),
            id: EnquiryId(id),
            kind: EnquiryKind::PropertyEnquiry,
            subject: "ENQUIRY for 123".into(),
            name: Some("Anna".into()),
            email: Some("anna@example.com".into()),
            reference: reference.map(str::to_owned),
            property_ref: reference.map(|r| Ref::parse(r).unwrap()),
            fields: vec![("Message".into(), "Is it still for sale?".into())],
            body: String::new(),
            status: DeliveryStatus::Pending,
            attempts: 0,
            last_error: None,
            received_at: at(0),
            next_attempt_at: at(0),
            sent_at: None,
            read_at: None,
            stage: LeadStage::New,
            follow_up_on: None,
            first_replied_at: None,
        }
    }

    /// An inbox whose properties are `stored` (ref, title), read in one go.
    fn titles_of(inbox: &mut MockEnquiryInbox, stored: &'static [(&'static str, &'static str)]) {
        inbox.expect_property_titles().returning(move |refs| {
            Ok(refs
                .iter()
                .filter_map(|r| {
                    stored
                        .iter()
                        .find(|(s, _)| *s == r.as_str())
                        .map(|(_, title)| (r.clone(), (*title).to_owned()))
                })
                .collect())
        });
    }

    fn no_timelines() -> MockLeadBook {
        let mut leads = MockLeadBook::new();
        leads.expect_timelines().returning(|_| Ok(HashMap::new()));
        leads
    }

    #[tokio::test]
    async fn a_page_reads_its_properties_and_timelines_once_each() {
        let mut inbox = MockEnquiryInbox::new();
        inbox.expect_list().returning(|_, _| {
            Ok(Page {
                items: vec![
                    enquiry(3, Some("123")),
                    enquiry(2, Some("123")),
                    enquiry(1, Some("999")),
                    enquiry(0, None),
                ],
                pages: 1,
                total: 0,
            })
        });
        inbox.expect_count_unread().returning(|| Ok(4));
        inbox
            .expect_property_titles()
            .withf(|refs| refs.iter().map(Ref::as_str).collect::<Vec<_>>() == ["123", "999"])
            .times(1)
            .returning(|_| {
                Ok(HashMap::from([(
                    Ref::parse("123").unwrap(),
                    "Farmhouse with vineyard".to_owned(),
                )]))
            });
        let mut leads = MockLeadBook::new();
        leads
            .expect_timelines()
            .withf(|ids| ids == [EnquiryId(3), EnquiryId(2), EnquiryId(1), EnquiryId(0)])
            .times(1)
            .returning(|_| {
                Ok(HashMap::from([(
                    EnquiryId(2),
                    vec![LeadEvent {
                        id: 1,
                        enquiry: EnquiryId(2),
                        author: Some(author()),
                        at: at(5),
                        kind: LeadEventKind::Note {
                            text: "Called".into(),
                        },
                    }],
                )]))
            });
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::Off,
        };
        let listing = list_enquiries(
            &desk,
            &InboxQuery::default(),
            PageRequest::parse(0, 50).unwrap(),
        )
        .await
        .unwrap();
        assert_eq!(listing.unread, 4);
        let titles: Vec<_> = listing
            .entries
            .iter()
            .map(|e| e.property.as_ref().map(|p| p.title.as_str()))
            .collect();
        assert_eq!(
            titles,
            [
                Some("Farmhouse with vineyard"),
                Some("Farmhouse with vineyard"),
                None,
                None
            ]
        );
        let notes: Vec<usize> = listing.entries.iter().map(|e| e.timeline.len()).collect();
        assert_eq!(notes, [0, 1, 0, 0]);
        assert!(listing
            .entries
            .iter()
            .all(|e| e.delivery == Delivery::MailOff));
    }

    #[tokio::test]
    async fn opening_an_enquiry_marks_it_read_now_and_answers_it_as_stored() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_set_read()
            .with(eq(EnquiryId(7)), eq(Some(at(60))))
            .times(1)
            .returning(|_, _| Ok(()));
        inbox.expect_find().with(eq(EnquiryId(7))).returning(|_| {
            Ok(StoredEnquiry {
                source: Default::default(),
                read_at: Some(at(60)),
                ..enquiry(7, Some("123"))
            })
        });
        titles_of(&mut inbox, &[("123", "Farmhouse")]);
        let leads = no_timelines();
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::On,
        };
        let change = EnquiryChange {
            read: Some(true),
            ..Default::default()
        };
        let entry = change_enquiry(&desk, EnquiryId(7), change, &author(), at(60))
            .await
            .unwrap();
        assert_eq!(entry.enquiry.read_at, Some(at(60)));
        assert_eq!(entry.delivery, Delivery::Waiting);
        assert_eq!(entry.property.unwrap().reference.as_str(), "123");
    }

    #[tokio::test]
    async fn a_stage_and_a_follow_up_date_are_changed_by_their_author_and_cleared_with_none() {
        let mut inbox = MockEnquiryInbox::new();
        inbox.expect_find().returning(|_| Ok(enquiry(7, None)));
        titles_of(&mut inbox, &[]);
        let mut leads = no_timelines();
        leads
            .expect_change_stage()
            .withf(|id, stage, who, when| {
                *id == EnquiryId(7)
                    && *stage == LeadStage::Offer
                    && who.user_id == 1
                    && *when == at(9)
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let date = FollowUpDate::parse("2026-12-01").unwrap();
        leads
            .expect_set_follow_up()
            .with(eq(EnquiryId(7)), eq(Some(date)))
            .times(1)
            .returning(|_, _| Ok(()));
        leads
            .expect_set_follow_up()
            .with(eq(EnquiryId(7)), eq(None))
            .times(1)
            .returning(|_, _| Ok(()));
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::On,
        };
        let set = EnquiryChange {
            stage: Some(LeadStage::Offer),
            follow_up: Some(Some(date)),
            ..Default::default()
        };
        change_enquiry(&desk, EnquiryId(7), set, &author(), at(9))
            .await
            .unwrap();
        let clear = EnquiryChange {
            follow_up: Some(None),
            ..Default::default()
        };
        change_enquiry(&desk, EnquiryId(7), clear, &author(), at(9))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn marking_unread_forgets_the_time_and_an_empty_change_only_reads() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_set_read()
            .with(eq(EnquiryId(7)), eq(None))
            .times(1)
            .returning(|_, _| Ok(()));
        inbox
            .expect_find()
            .times(2)
            .returning(|_| Ok(enquiry(7, None)));
        titles_of(&mut inbox, &[]);
        let leads = no_timelines();
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::On,
        };
        let unread = EnquiryChange {
            read: Some(false),
            ..Default::default()
        };
        change_enquiry(&desk, EnquiryId(7), unread, &author(), at(60))
            .await
            .unwrap();
        change_enquiry(
            &desk,
            EnquiryId(7),
            EnquiryChange::default(),
            &author(),
            at(60),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn an_unknown_enquiry_is_not_found() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_set_read()
            .returning(|_, _| Err(RepositoryError::NotFound));
        inbox
            .expect_find()
            .returning(|_| Err(RepositoryError::NotFound));
        let mut leads = MockLeadBook::new();
        leads
            .expect_change_stage()
            .returning(|_, _, _, _| Err(RepositoryError::NotFound));
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::Off,
        };
        for change in [
            EnquiryChange {
                read: Some(true),
                ..Default::default()
            },
            EnquiryChange {
                stage: Some(LeadStage::Spam),
                ..Default::default()
            },
            EnquiryChange::default(),
        ] {
            assert!(matches!(
                change_enquiry(&desk, EnquiryId(404), change, &author(), at(0)).await,
                Err(ChangeEnquiryError::NotFound)
            ));
        }
    }
}
