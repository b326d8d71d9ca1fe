//! Adds N leads to the desk for the inbox benchmark (bench/inbox.sh), written through the
//! repositories as the site writes them: each an enquiry in the outbox (the four kinds, a
//! tenth of them about one of ten properties, a third with a lead source), with one to three
//! notes, a stage spread over the pipeline and, for one in five, a follow-up date (half of
//! them already due); three in four read. Received over the last two years, newest last.
//! Usage: DATABASE_URL=sqlite://…?mode=rwc cargo run -p adapters --example fixture_leads -- N

use adapters::database::{connect, migrate};
use adapters::leads::SqlLeadBook;
use adapters::outbox::SqlEnquiryOutbox;
use chrono::{Duration, Utc};
use domain::enquiry::lead::{FollowUpDate, LeadAuthor, LeadStage, NoteText};
use domain::enquiry::LeadSource;
use domain::ports::{EnquiryInbox, EnquiryKind, EnquiryOutbox, LeadBook, NewEnquiry};
use domain::{Email, Ref};

const STAGES: [LeadStage; 7] = [
    LeadStage::New,
    LeadStage::Contacted,
    LeadStage::Viewing,
    LeadStage::Offer,
    LeadStage::Won,
    LeadStage::Lost,
    LeadStage::Spam,
];
const NAMES: [&str; 8] = [
    "Anna Rossi",
    "Bruno Keller",
    "Claire Dubois",
    "Dario Conti",
    "Emma Svensson",
    "Frank Miller",
    "Giulia Ferrero",
    "Hans Vogel",
];

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let count: u32 = std::env::args()
        .nth(1)
        .map(|n| n.parse())
        .transpose()?
        .unwrap_or(10_000);
    let url = std::env::var("DATABASE_URL")?;
    let conn = connect(&url).await?;
    migrate(&conn).await?;
    let outbox = SqlEnquiryOutbox::new(conn.clone());
    let leads = SqlLeadBook::new(conn);
    let author = LeadAuthor {
        user_id: 1,
        email: "consultant@langhe.example".into(),
    };
    let now = Utc::now();
    let mut notes = 0;
    for n in 0..count {
        let received = now - Duration::minutes(i64::from(count - n) * 100);
        let id = outbox.enqueue(&lead(n, received)?).await?;
        for k in 0..=(n % 3) {
            let text = NoteText::parse(&format!(
                "Call {k} with lead {n}: asked about the vineyard, the road in winter and the price."
            ))?;
            leads
                .add_note(
                    id,
                    &text,
                    &author,
                    received + Duration::minutes(i64::from(k) + 1),
                )
                .await?;
            notes += 1;
        }
        let stage = STAGES[n as usize % STAGES.len()];
        if stage != LeadStage::New {
            leads
                .change_stage(id, stage, &author, received + Duration::minutes(5))
                .await?;
        }
        if !n.is_multiple_of(4) {
            outbox
                .set_read(id, Some(received + Duration::minutes(10)))
                .await?;
        }
        if n % 5 == 0 {
            let days = if n % 10 == 0 { -3 } else { 20 };
            let on = FollowUpDate::new((now + Duration::days(days)).date_naive());
            leads.set_follow_up(id, Some(on)).await?;
        }
    }
    println!("created {count} leads with {notes} notes");
    Ok(())
}

fn lead(n: u32, received: chrono::DateTime<Utc>) -> anyhow::Result<NewEnquiry> {
    let name = format!("{} {n}", NAMES[n as usize % NAMES.len()]);
    let email = Email::parse(&format!("lead{n}@example.com"))?;
    let message = format!(
        "Hello, I am interested in homes near Barolo with a view of the vineyards. Lead number {n}."
    );
    let reference = n
        .is_multiple_of(10)
        .then(|| Ref::parse(&format!("{:03}", 100 + n / 10 % 10)));
    let property_ref = reference.transpose()?;
    let (kind, subject) = match (&property_ref, n % 3) {
        (Some(reference), _) => (
            EnquiryKind::PropertyEnquiry,
            format!("ENQUIRY for {reference}"),
        ),
        (None, 0) => (EnquiryKind::Consultancy, "Consultancy Request".into()),
        (None, 1) => (EnquiryKind::Contact, "Contact Page".into()),
        (None, _) => (EnquiryKind::ItalianContact, "Italian Contact Page".into()),
    };
    let source = match n % 3 {
        0 => LeadSource {
            utm_source: Some("kyero".into()),
            utm_medium: Some("portal".into()),
            ..LeadSource::default()
        },
        _ => LeadSource::default(),
    };
    Ok(NewEnquiry {
        kind,
        subject,
        name: Some(name.clone()),
        email: Some(email.clone()),
        reference: property_ref.as_ref().map(|r| r.as_str().to_owned()),
        property_ref,
        fields: vec![
            ("Name".into(), name),
            ("Email".into(), email.as_str().to_owned()),
            ("Message".into(), message.clone()),
        ],
        body: message,
        body_html: None,
        client_hash: None,
        received_at: received,
        list_unsubscribe: None,
        attachments: Vec::new(),
        source,
    })
}
