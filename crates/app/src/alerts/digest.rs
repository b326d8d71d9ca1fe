//! The digest pass: each confirmed alert with listings waiting, whose last mail is at least
//! an interval old, gets one mail with them, handed to the outbox in the same transaction
//! that marks them done (so a restart neither loses nor repeats one).

use super::digest_mail::{digest_mail, DigestEntry};
use super::links::{AlertLinks, ListingAddresses};
use anyhow::Context;
use chrono::Duration;
use domain::ports::{
    AlertRepository, Clock, ComposedDigest, DueDigest, PropertyRepository, RepositoryError,
    TownRepository,
};
use domain::Visibility;

pub struct DigestDesk<'a> {
    pub alerts: &'a dyn AlertRepository,
    pub properties: &'a dyn PropertyRepository,
    pub towns: &'a dyn TownRepository,
    pub clock: &'a dyn Clock,
    pub links: &'a AlertLinks,
    pub addresses: &'a dyn ListingAddresses,
    /// The least time between two mails of one alert (`LANGHE_ALERT_INTERVAL_SECONDS`).
    pub interval: Duration,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DigestReport {
    /// Digests put in the outbox.
    pub mailed: u32,
    /// Alerts whose waiting listings had all gone (hidden, sold, deleted, changed so that
    /// they no longer match): done without a mail.
    pub emptied: u32,
}

/// Alerts read per query.
const BATCH: u64 = 50;

/// Runs until no alert is due.
pub async fn compose_due_digests(desk: &DigestDesk<'_>) -> anyhow::Result<DigestReport> {
    let mut report = DigestReport::default();
    loop {
        let now = desk.clock.now();
        let due = desk
            .alerts
            .due_digests(now - desk.interval, BATCH)
            .await
            .context("reading the alerts that are due")?;
        let count = due.len() as u64;
        for digest in due {
            compose(desk, digest, &mut report).await?;
        }
        if count < BATCH {
            return Ok(report);
        }
    }
}

async fn compose(
    desk: &DigestDesk<'_>,
    due: DueDigest,
    report: &mut DigestReport,
) -> anyhow::Result<()> {
    let mut entries: Vec<DigestEntry> = Vec::new();
    for found in &due.matches {
        if entries
            .iter()
            .any(|entry| entry.property.reference == found.reference)
        {
            continue;
        }
        let property = desk
            .properties
            .find_by_ref(&found.reference)
            .await
            .with_context(|| format!("reading property {}", found.reference))?;
        let Some(property) = property else { continue };
        let still_news = property.visibility == Visibility::Visible
            && !property.sold
            && due.alert.filter.keeps(&property.summary());
        if still_news {
            entries.push(DigestEntry {
                property,
                occasion: found.occasion,
            });
        }
    }
    let now = desk.clock.now();
    let mail = if entries.is_empty() {
        None
    } else {
        let town = match due.alert.filter.town {
            Some(id) => desk
                .towns
                .find(id)
                .await
                .context("finding the alert's town")?
                .map(|town| town.name),
            None => None,
        };
        // The alert's links cannot be rebuilt from what is stored: this mail gets its own. If
        // another process hands the digest over first, the minted hash opens nothing anyone
        // was sent.
        let manage_token = match desk.alerts.mint_manage_token(due.alert.id).await {
            Ok(token) => token,
            // Deleted since it was read: what waited for its mail went with it.
            Err(RepositoryError::UnknownReference) => return Ok(()),
            Err(error) => {
                return Err(anyhow::Error::new(error).context("minting the alert's manage link"))
            }
        };
        Some(digest_mail(
            &due.alert,
            &manage_token,
            town.as_deref(),
            &entries,
            desk.links,
            desk.addresses,
            now,
        ))
    };
    let mailed = mail.is_some();
    let handed = desk
        .alerts
        .hand_over(&ComposedDigest {
            alert: due.alert.id,
            match_ids: due.matches.iter().map(|found| found.id).collect(),
            mail,
            at: now,
        })
        .await
        .context("handing a digest to the outbox")?;
    match (handed, mailed) {
        (true, true) => report.mailed += 1,
        (true, false) => report.emptied += 1,
        (false, _) => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alerts::fixtures::confirmed_alert;
    use crate::alerts::links::MockListingAddresses;
    use crate::properties::fixtures::property;
    use chrono::Utc;
    use domain::alert::{AlertLanguage, MatchOccasion};
    use domain::ports::{
        AlertId, AlertMatch, EnquiryKind, MockAlertRepository, MockClock, MockPropertyRepository,
        MockTownRepository,
    };
    use domain::Ref;

    fn links() -> AlertLinks {
        AlertLinks {
            confirm_base: "https://l.example/api/alerts/confirm".into(),
            manage_base: "https://l.example/api/alerts/manage".into(),
            unsubscribe_base: "https://l.example/api/alerts/unsubscribe".into(),
        }
    }

    fn due(refs: &[&str]) -> DueDigest {
        DueDigest {
            alert: confirmed_alert(4, 500_000),
            matches: refs
                .iter()
                .enumerate()
                .map(|(i, reference)| AlertMatch {
                    id: i as i64 + 10,
                    reference: Ref::parse(reference).unwrap(),
                    occasion: MatchOccasion::Published,
                    matched_at: Utc::now(),
                })
                .collect(),
        }
    }

    async fn run(
        alerts: &MockAlertRepository,
        properties: &MockPropertyRepository,
    ) -> DigestReport {
        let mut clock = MockClock::new();
        clock.expect_now().returning(Utc::now);
        let mut addresses = MockListingAddresses::new();
        addresses
            .expect_page()
            .returning(|p, language| match language {
                AlertLanguage::English => format!("https://l.example/p/{}", p.reference),
                AlertLanguage::Italian => format!("https://l.example/it/p/{}", p.reference),
            });
        addresses
            .expect_picture()
            .returning(|p| format!("https://l.example/images/{}.jpg", p.reference));
        compose_due_digests(&DigestDesk {
            alerts,
            properties,
            towns: &MockTownRepository::new(),
            clock: &clock,
            links: &links(),
            addresses: &addresses,
            interval: Duration::seconds(86_400),
        })
        .await
        .unwrap()
    }

    #[tokio::test]
    async fn one_mail_lists_the_listings_still_public_with_picture_price_and_link() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_mint_manage_token()
            .withf(|alert| *alert == AlertId(4))
            .times(1)
            .returning(|_| Ok("minted4".into()));
        alerts
            .expect_due_digests()
            .withf(|before, _| (Utc::now() - *before).num_seconds() >= 86_399)
            .times(1)
            .returning(|_, _| Ok(vec![due(&["123", "124"])]));
        alerts
            .expect_hand_over()
            .withf(|digest| {
                let Some(mail) = &digest.mail else { return false };
                digest.alert == AlertId(4)
                    && digest.match_ids == [10, 11]
                    && mail.kind == EnquiryKind::AlertDigest
                    && mail.subject.starts_with("1 new home like")
                    && mail.body.contains("Farmhouse near Barolo\n€650,000\nhttps://l.example/p/123?src=alert\nPicture: https://l.example/images/123.jpg")
                    && !mail.body.contains("/p/124")
                    && mail.body.contains("Change or delete this alert: https://l.example/api/alerts/manage?token=minted4")
                    && mail.list_unsubscribe.as_deref() == Some("https://l.example/api/alerts/unsubscribe?token=minted4")
                    && mail.body_html.as_deref().is_some_and(|html| {
                        html.contains("<img src=\"https://l.example/images/123.jpg\" alt=\"Farmhouse near Barolo\"")
                            && !html.contains("/p/124")
                    })
            })
            .times(1)
            .returning(|_| Ok(true));
        let mut properties = MockPropertyRepository::new();
        properties.expect_find_by_ref().returning(|reference| {
            let visibility = if reference.as_str() == "123" {
                Visibility::Visible
            } else {
                Visibility::Hidden
            };
            Ok(Some(property(reference.as_str(), visibility)))
        });
        let report = run(&alerts, &properties).await;
        assert_eq!(
            report,
            DigestReport {
                mailed: 1,
                emptied: 0
            }
        );
    }

    #[tokio::test]
    async fn an_italian_alert_lists_the_italian_titles_prices_and_pages() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_mint_manage_token()
            .returning(|_| Ok("minted4".into()));
        alerts.expect_due_digests().returning(|_, _| {
            let mut due = due(&["123", "124"]);
            due.alert.language = AlertLanguage::Italian;
            Ok(vec![due])
        });
        alerts
            .expect_hand_over()
            .withf(|digest| {
                let Some(mail) = &digest.mail else {
                    return false;
                };
                // 123 is written in Italian; 124 is not, and keeps its English title.
                mail.body.contains(
                    "Cascina vicino a Barolo\n650.000 €\nhttps://l.example/it/p/123?src=alert",
                ) && mail.body.contains(
                    "Farmhouse near Barolo\n650.000 €\nhttps://l.example/it/p/124?src=alert",
                ) && mail.body_html.as_deref().is_some_and(|html| {
                    html.contains("alt=\"Cascina vicino a Barolo\"")
                        && html.contains("https://l.example/it/p/124?src=alert")
                })
            })
            .times(1)
            .returning(|_| Ok(true));
        let mut properties = MockPropertyRepository::new();
        properties.expect_find_by_ref().returning(|reference| {
            let mut home = property(reference.as_str(), Visibility::Visible);
            if reference.as_str() == "123" {
                home.italian.listing_title = "Cascina vicino a Barolo".into();
            }
            Ok(Some(home))
        });
        let report = run(&alerts, &properties).await;
        assert_eq!(report.mailed, 1);
    }

    #[tokio::test]
    async fn an_alert_deleted_before_its_mail_is_written_gets_none() {
        let mut alerts = MockAlertRepository::new();
        alerts
            .expect_due_digests()
            .returning(|_, _| Ok(vec![due(&["123"])]));
        alerts
            .expect_mint_manage_token()
            .returning(|_| Err(RepositoryError::UnknownReference));
        alerts.expect_hand_over().never();
        let mut properties = MockPropertyRepository::new();
        properties
            .expect_find_by_ref()
            .returning(|reference| Ok(Some(property(reference.as_str(), Visibility::Visible))));
        let report = run(&alerts, &properties).await;
        assert_eq!(report, DigestReport::default());
    }

    #[tokio::test]
    async fn listings_gone_meanwhile_are_done_without_a_mail() {
        let mut alerts = MockAlertRepository::new();
        alerts.expect_mint_manage_token().never();
        alerts
            .expect_due_digests()
            .returning(|_, _| Ok(vec![due(&["125"])]));
        alerts
            .expect_hand_over()
            .withf(|digest| digest.mail.is_none() && digest.match_ids == [10])
            .times(1)
            .returning(|_| Ok(true));
        let mut properties = MockPropertyRepository::new();
        properties.expect_find_by_ref().returning(|_| Ok(None));
        let report = run(&alerts, &properties).await;
        assert_eq!(
            report,
            DigestReport {
                mailed: 0,
                emptied: 1
            }
        );
    }
}
