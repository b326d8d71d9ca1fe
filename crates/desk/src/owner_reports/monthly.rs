//! The monthly reports: on the first day of each month (Rome's calendar) one server sends
//! every owner who agreed their report; the month is claimed in the database first, so
//! several servers send it once.

use super::{send_report, OwnerReportDesk, OwnerReportError, ReportSender};
use chrono::Datelike;
use domain::rome_time::rome_today;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MonthlyPass {
    /// Not the first of the month, or another server has the month.
    NotDue,
    /// Reports mailed, and those that could not be (logged by the caller).
    Sent { sent: u32, failed: Vec<String> },
}

pub async fn send_monthly_reports(
    desk: &OwnerReportDesk<'_>,
) -> Result<MonthlyPass, OwnerReportError> {
    let now = desk.clock.now();
    let today = rome_today(now);
    if today.day() != 1 {
        return Ok(MonthlyPass::NotDue);
    }
    let month = today.format("%Y-%m").to_string();
    if !desk.owners.claim_month(&month, now).await? {
        return Ok(MonthlyPass::NotDue);
    }
    let mut sent = 0;
    let mut failed = Vec::new();
    for (reference, _) in desk.owners.monthly_owners().await? {
        match send_report(desk, &reference, ReportSender::Monthly).await {
            Ok(_) => sent += 1,
            Err(error) => failed.push(format!("{reference}: {error:#}")),
        }
    }
    Ok(MonthlyPass::Sent { sent, failed })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::audience::owner::{MockOwnerRecords, Owner, OwnerAction, ReportClaim, MONTHLY_SENDER};
    use ::audience::ports::MockHitStore;
    use domain::ports::{
        MockAlertRepository, MockClock, MockEnquiryOutbox, MockPropertyRepository,
    };
    use domain::Ref;
    use mockall::predicate::eq;
    use viewing_trips::MockViewingRepository;

    struct Mocks {
        owners: MockOwnerRecords,
        properties: MockPropertyRepository,
        outbox: MockEnquiryOutbox,
        clock: MockClock,
    }

    fn at(now: &str) -> Mocks {
        let now: chrono::DateTime<chrono::Utc> = now.parse().unwrap();
        let mut clock = MockClock::new();
        clock.expect_now().return_const(now);
        Mocks {
            owners: MockOwnerRecords::new(),
            properties: MockPropertyRepository::new(),
            outbox: MockEnquiryOutbox::new(),
            clock,
        }
    }

    /// The few facts a report mail reads; the rest as an empty listing has them.
    fn home(reference: &Ref) -> domain::Property {
        use chrono::TimeZone;
        domain::Property {
            reference: reference.clone(),
            title: String::new(),
            title2: String::new(),
            listing_title: "Cascina".into(),
            meta_title: String::new(),
            meta_description: String::new(),
            path: String::new(),
            pictures_path: String::new(),
            location: String::new(),
            price: domain::Price::euros(650_000),
            price_description: String::new(),
            sold: false,
            visibility: domain::Visibility::Visible,
            created_date: chrono::Utc.with_ymd_and_hms(2026, 5, 1, 9, 0, 0).unwrap(),
            pictures_version: domain::PicturesVersion::from_stored(0),
            description: String::new(),
            description_list: String::new(),
            features: String::new(),
            coordinates: None,
            distances: vec![],
            town_id: None,
            counter_blocks: vec![],
            has_background: false,
            has_listing: false,
            shown: true,
            cover_photo: None,
            energy: Default::default(),
            facts: Default::default(),
            purchase: Default::default(),
            italian: Default::default(),
            share_key: None,
            status: Default::default(),
        }
    }

    async fn pass(mocks: &Mocks) -> MonthlyPass {
        let hits = MockHitStore::new();
        let viewings = MockViewingRepository::new();
        let alerts = MockAlertRepository::new();
        let desk = OwnerReportDesk {
            owners: &mocks.owners,
            properties: &mocks.properties,
            hits: &hits,
            viewings: &viewings,
            alerts: &alerts,
            outbox: &mocks.outbox,
            clock: &mocks.clock,
            public_url: "https://langhe.example",
            new_token: &|| "token".to_owned(),
            hash: &|token| format!("hash of {token}"),
        };
        send_monthly_reports(&desk).await.unwrap()
    }

    #[tokio::test]
    async fn only_the_first_of_the_month_in_rome_sends() {
        // 30 November, 23:30 in Rome: not yet the first.
        let mut mocks = at("2026-11-30T22:30:00Z");
        mocks.owners.expect_claim_month().never();
        assert_eq!(pass(&mocks).await, MonthlyPass::NotDue);
    }

    #[tokio::test]
    async fn a_month_another_server_claimed_sends_nothing() {
        // 1 December, 00:30 in Rome.
        let mut mocks = at("2026-11-30T23:30:00Z");
        mocks
            .owners
            .expect_claim_month()
            .with(eq("2026-12"), mockall::predicate::always())
            .returning(|_, _| Ok(false));
        mocks.owners.expect_monthly_owners().never();
        assert_eq!(pass(&mocks).await, MonthlyPass::NotDue);
    }

    #[tokio::test]
    async fn the_claimed_month_mails_every_owner_who_agreed() {
        let mut mocks = at("2026-12-01T08:00:00Z");
        mocks.owners.expect_claim_month().returning(|_, _| Ok(true));
        let owner = Owner::parse("Maria Rossi", "maria@example.it", "it", true).unwrap();
        let listed = owner.clone();
        mocks
            .owners
            .expect_monthly_owners()
            .returning(move || Ok(vec![(Ref::parse("123").unwrap(), listed.clone())]));
        // Logged as the monthly report, not counted against staff's daily cap.
        mocks
            .owners
            .expect_claim_report_mail()
            .withf(|reference, action, stamp, cap| {
                reference.as_str() == "123"
                    && *action == OwnerAction::MonthlyReportSent
                    && stamp.by == MONTHLY_SENDER
                    && cap.is_none()
            })
            .times(1)
            .returning(move |_, _, _, _| Ok(ReportClaim::Granted(owner.clone())));
        mocks
            .owners
            .expect_add_report_link()
            .withf(|reference, hash, _| reference.as_str() == "123" && hash == "hash of token")
            .times(1)
            .returning(|_, _, _| Ok(()));
        mocks
            .properties
            .expect_find_by_ref()
            .returning(|reference| Ok(Some(home(reference))));
        mocks
            .outbox
            .expect_enqueue()
            .withf(|mail| {
                mail.email.as_ref().map(|email| email.as_str()) == Some("maria@example.it")
                    && mail
                        .body
                        .contains("https://langhe.example/owner-report/token")
            })
            .times(1)
            .returning(|_| Ok(domain::ports::EnquiryId(1)));
        assert_eq!(
            pass(&mocks).await,
            MonthlyPass::Sent {
                sent: 1,
                failed: Vec::new()
            }
        );
    }
}
