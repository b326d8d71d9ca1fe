//! Every lead as CSV for the admin (issue 27, "Export"): what the visitor wrote, what became
//! of the mail and where the visitor came from; formula-safe like the other exports.

use anyhow::Context;
use domain::enquiry::inbox::visitor_message;
use domain::ports::{EnquiryInbox, StoredEnquiry};

#[derive(Debug, thiserror::Error)]
pub enum ExportEnquiriesError {
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

const HEADER: [&str; 20] = [
    "id",
    "received_at",
    "kind",
    "subject",
    "name",
    "email",
    "ref",
    "message",
    "fields",
    "status",
    "sent_at",
    "read_at",
    "stage",
    "follow_up_on",
    "first_replied_at",
    "source",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
];

/// Oldest first.
pub async fn export_enquiries_csv(
    inbox: &dyn EnquiryInbox,
) -> Result<String, ExportEnquiriesError> {
    let enquiries = inbox.export().await.context("reading the enquiries")?;
    Ok(to_csv(&enquiries))
}

fn to_csv(enquiries: &[StoredEnquiry]) -> String {
    let mut csv = app::csv::header(&HEADER);
    for enquiry in enquiries {
        let text = |value: &Option<String>| value.clone().unwrap_or_default();
        let fields: Vec<String> = enquiry
            .fields
            .iter()
            .map(|(label, value)| format!("{label}: {value}"))
            .collect();
        let source = &enquiry.source;
        let row = [
            enquiry.id.0.to_string(),
            enquiry.received_at.to_rfc3339(),
            enquiry.kind.as_str().to_owned(),
            enquiry.subject.clone(),
            text(&enquiry.name),
            text(&enquiry.email),
            text(&enquiry.reference),
            visitor_message(&enquiry.fields)
                .unwrap_or_default()
                .to_owned(),
            fields.join("\n"),
            enquiry.status.as_str().to_owned(),
            enquiry
                .sent_at
                .map(|at| at.to_rfc3339())
                .unwrap_or_default(),
            enquiry
                .read_at
                .map(|at| at.to_rfc3339())
                .unwrap_or_default(),
            enquiry.stage.as_str().to_owned(),
            enquiry
                .follow_up_on
                .map(|date| date.as_text())
                .unwrap_or_default(),
            enquiry
                .first_replied_at
                .map(|at| at.to_rfc3339())
                .unwrap_or_default(),
            source.label().unwrap_or_default(),
            text(&source.referrer_host),
            text(&source.utm_source),
            text(&source.utm_medium),
            text(&source.utm_campaign),
        ];
        csv.push_str(&app::csv::row(&row));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use domain::enquiry::LeadSource;
    use domain::ports::{EnquiryId, MockEnquiryInbox};

    fn enquiry(name: &str, message: &str) -> StoredEnquiry {
        let at = Utc.with_ymd_and_hms(2027, 3, 1, 9, 0, 0).unwrap();
        StoredEnquiry {
            id: EnquiryId(4),
            name: Some(name.into()),
            fields: vec![
                ("Name".into(), name.into()),
                ("Message".into(), message.into()),
            ],
            received_at: at,
            next_attempt_at: at,
            sent_at: Some(at),
            stage: domain::enquiry::lead::LeadStage::Contacted,
            source: LeadSource {
                referrer_host: Some("www.kyero.com".into()),
                utm_source: Some("kyero".into()),
                utm_medium: Some("portal".into()),
                utm_campaign: None,
            },
            ..super::super::fixtures::stored_enquiry()
        }
    }

    #[test]
    fn each_lead_is_one_row_with_its_source_and_hostile_cells_are_defused() {
        let csv = to_csv(&[enquiry("=HYPERLINK(\"x\")", "@SUM(1), thanks")]);
        let mut lines = csv.split("\r\n");
        assert_eq!(
            lines.next().unwrap(),
            "id,received_at,kind,subject,name,email,ref,message,fields,status,sent_at,read_at,\
             stage,follow_up_on,first_replied_at,source,referrer_host,utm_source,utm_medium,utm_campaign"
        );
        assert_eq!(
            &csv[csv.find("\r\n").unwrap() + 2..],
            "\"4\",\"2027-03-01T09:00:00+00:00\",\"property_enquiry\",\"ENQUIRY for 123\",\
             \"'=HYPERLINK(\"\"x\"\")\",\"anna@example.com\",\"123\",\"'@SUM(1), thanks\",\
             \"Name: =HYPERLINK(\"\"x\"\")\nMessage: @SUM(1), thanks\",\"sent\",\
             \"2027-03-01T09:00:00+00:00\",\"\",\"contacted\",\"\",\"\",\"kyero / portal\",\
             \"www.kyero.com\",\"kyero\",\"portal\",\"\"\r\n"
        );
    }

    /// A spreadsheet splitting at `;` (Excel in an Italian locale) or at a line break inside
    /// a cell finds no live formula in what a visitor wrote.
    #[test]
    fn a_formula_after_a_semicolon_or_a_line_break_is_defused() {
        let csv = to_csv(&[enquiry(
            "Anna;=HYPERLINK(\"https://evil.example\")",
            "Hello\n=HYPERLINK(\"https://evil.example\";\"click\")",
        )]);
        let data = &csv[csv.find("\r\n").unwrap() + 2..];
        assert!(
            data.contains("\"Anna;'=HYPERLINK(\"\"https://evil.example\"\")\""),
            "{data}"
        );
        assert!(
            data.contains("\"Hello\n'=HYPERLINK(\"\"https://evil.example\"\";\"\"click\"\")\""),
            "{data}"
        );
        for (at, _) in data.match_indices(['\n', ';', ',']) {
            let next = data[at + 1..].trim_start_matches(' ');
            assert!(
                !next.starts_with(['=', '+', '@']),
                "a cell could begin with a formula at {at}: {data}"
            );
        }
    }

    #[tokio::test]
    async fn the_export_reads_every_enquiry() {
        let mut inbox = MockEnquiryInbox::new();
        inbox
            .expect_export()
            .times(1)
            .returning(|| Ok(vec![enquiry("Anna", "Hello")]));
        let csv = export_enquiries_csv(&inbox).await.unwrap();
        assert_eq!(csv.matches("\r\n").count(), 2, "a header and one row");
    }
}
