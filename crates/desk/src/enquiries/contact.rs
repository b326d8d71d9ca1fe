//! One contact per e-mail address: every lead of the address with its timeline, and whether
//! it is on the newsletter list or has saved-search alerts.

use super::inbox::{inbox_entries, InboxDesk, InboxEntry};
use anyhow::Context;
use domain::ports::{ContactAlert, NewsletterStanding};
use domain::Email;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactHistory {
    pub email: String,
    /// Its leads, newest first, as the inbox shows them.
    pub leads: Vec<InboxEntry>,
    /// Where it stands on the newsletter and its alerts: `None` for a reader who may not
    /// see those lists.
    pub lists: Option<ContactLists>,
}

/// What the site's own lists hold of an address (admin only, like the lists' exports).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactLists {
    pub newsletter: Option<NewsletterStanding>,
    pub alerts: Vec<ContactAlert>,
}

/// Whether the reader may see the newsletter and the alerts (`Permission::ExportSubscribers`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListsShown {
    Shown,
    /// An agent: only the leads. An address known only to the lists is then, for them, one
    /// the site knows nothing of: the 404 would otherwise tell who subscribed.
    Withheld,
}

#[derive(Debug, thiserror::Error)]
pub enum ContactError {
    /// Also for text that is no address: nothing can be stored under it.
    #[error("The site knows nothing of this address")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn contact_history(
    desk: &InboxDesk<'_>,
    email: &str,
    lists: ListsShown,
) -> Result<ContactHistory, ContactError> {
    let email = Email::parse(email).map_err(|_| ContactError::NotFound)?;
    let record = desk
        .leads
        .contact(email.as_str())
        .await
        .context("reading a contact")?;
    let unknown = match lists {
        ListsShown::Shown => record.is_unknown(),
        ListsShown::Withheld => record.leads.is_empty(),
    };
    if unknown {
        return Err(ContactError::NotFound);
    }
    let leads = inbox_entries(desk, record.leads).await?;
    Ok(ContactHistory {
        email: email.as_str().to_owned(),
        leads,
        lists: (lists == ListsShown::Shown).then_some(ContactLists {
            newsletter: record.newsletter,
            alerts: record.alerts,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::enquiry::inbox::MailSetting;
    use domain::ports::{ContactRecord, MockEnquiryInbox, MockLeadBook};

    #[tokio::test]
    async fn an_address_the_site_never_met_or_no_address_is_not_found() {
        let inbox = MockEnquiryInbox::new();
        let mut leads = MockLeadBook::new();
        leads
            .expect_contact()
            .withf(|email| email == "nobody@example.com")
            .times(1)
            .returning(|_| {
                Ok(ContactRecord {
                    leads: Vec::new(),
                    newsletter: None,
                    alerts: Vec::new(),
                })
            });
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::Off,
        };
        for email in ["Nobody@Example.com", "not an address"] {
            assert!(matches!(
                contact_history(&desk, email, ListsShown::Shown).await,
                Err(ContactError::NotFound)
            ));
        }
    }

    #[tokio::test]
    async fn a_subscriber_without_leads_is_a_contact() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_property_titles()
            .returning(|_| Ok(Default::default()));
        let mut leads = MockLeadBook::new();
        leads.expect_contact().returning(|_| {
            Ok(ContactRecord {
                leads: Vec::new(),
                newsletter: Some(NewsletterStanding::Unconfirmed),
                alerts: Vec::new(),
            })
        });
        leads
            .expect_timelines()
            .returning(|_| Ok(Default::default()));
        let desk = InboxDesk {
            inbox: &inbox,
            leads: &leads,
            mail: MailSetting::Off,
        };
        let contact = contact_history(&desk, "anna@example.com", ListsShown::Shown)
            .await
            .unwrap();
        let lists = contact.lists.expect("shown");
        assert_eq!(lists.newsletter, Some(NewsletterStanding::Unconfirmed));
        assert!(contact.leads.is_empty());
        // An agent is not told that the address subscribed.
        assert!(matches!(
            contact_history(&desk, "anna@example.com", ListsShown::Withheld).await,
            Err(ContactError::NotFound)
        ));
    }
}
