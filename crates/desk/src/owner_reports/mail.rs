//! The mail that carries a report link to the owner, in their language.

use ::audience::owner::{Owner, OwnerLanguage, REPORT_LINK_DAYS};
use chrono::{DateTime, Utc};
use domain::dates_in_words::date_in_words;
use domain::ports::{EnquiryKind, NewEnquiry};
use domain::rome_time::rome_today;
use domain::Property;

pub(super) fn report_mail(
    owner: &Owner,
    property: &Property,
    url: &str,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> NewEnquiry {
    let until = date_in_words(rome_today(expires_at), owner.language.mail_language());
    let title = &super::in_owner_language::listing_title_in(property, owner.language);
    let reference = &property.reference;
    let (subject, body) = match owner.language {
        OwnerLanguage::English => (
            format!("How your home is doing: {title} (ref. {reference})"),
            format!(
                "Dear {name},\n\nhere is how your home {title} (ref. {reference}) has been seen \
                 on Langhe Property: how many people visited its page week by week, where they \
                 came from, who enquired or printed its brochure, viewings and price changes. \
                 Each visitor is counted once a day.\n\n{url}\n\nThe link is yours alone and works for \
                 {REPORT_LINK_DAYS} days, until {until}. The page prints on A4.\n\nWith kind \
                 regards,\nLanghe Property\n",
                name = owner.name
            ),
        ),
        OwnerLanguage::Italian => (
            format!("Come va la vendita della sua casa: {title} (rif. {reference})"),
            format!(
                "Gentile {name},\n\necco come è stata vista la sua casa {title} (rif. \
                 {reference}) su Langhe Property: quante persone hanno visitato il suo annuncio \
                 settimana per settimana, da dove arrivano, chi ha chiesto informazioni o \
                 stampato la scheda, le visite in loco e le variazioni di prezzo. Ogni \
                 visitatore è contato una volta al giorno.\n\n{url}\n\nIl link è riservato a lei e resta valido {REPORT_LINK_DAYS} \
                 giorni, fino al {until}. La pagina si stampa su A4.\n\nCordiali saluti,\n\
                 Langhe Property\n",
                name = owner.name
            ),
        ),
    };
    NewEnquiry {
        kind: EnquiryKind::OwnerReport,
        subject,
        name: Some(owner.name.clone()),
        email: Some(owner.email.clone()),
        reference: Some(reference.to_string()),
        property_ref: Some(reference.clone()),
        fields: Vec::new(),
        body,
        body_html: None,
        client_hash: None,
        source: Default::default(),
        received_at: now,
        list_unsubscribe: None,
        attachments: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::Email;

    #[test]
    fn the_link_s_last_day_reads_in_words_in_the_owner_s_language() {
        let home = domain::property::fixtures::property_with_paths("123", "-cascina", "-c");
        let owner = |language| Owner {
            name: "Maria".into(),
            email: Email::parse("maria@example.com").unwrap(),
            language,
            monthly_reports: false,
        };
        // 00:30 on 22 December in Rome.
        let expires = "2026-12-21T23:30:00Z".parse().unwrap();
        let now = "2026-11-22T09:00:00Z".parse().unwrap();
        let url = "https://langhe.example/owner-report/abc";
        let italian = report_mail(&owner(OwnerLanguage::Italian), &home, url, expires, now);
        assert!(
            italian.body.contains("fino al 22 dicembre 2026."),
            "{}",
            italian.body
        );
        let english = report_mail(&owner(OwnerLanguage::English), &home, url, expires, now);
        assert!(
            english.body.contains("until 22 December 2026."),
            "{}",
            english.body
        );
        // What the report counts: people, each once a day (issue 53), not page loads.
        assert!(
            english.body.contains("how many people visited its page")
                && english.body.contains("Each visitor is counted once a day."),
            "{}",
            english.body
        );
        assert!(
            italian
                .body
                .contains("quante persone hanno visitato il suo annuncio")
                && italian
                    .body
                    .contains("Ogni visitatore è contato una volta al giorno."),
            "{}",
            italian.body
        );
    }
}
