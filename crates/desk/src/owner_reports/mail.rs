//! The mail that carries a report link to the owner, in their language.

use ::audience::owner::{Owner, OwnerLanguage, REPORT_LINK_DAYS};
use chrono::{DateTime, Utc};
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
    let until = rome_today(expires_at).format("%d/%m/%Y");
    let title = &super::in_owner_language::listing_title_in(property, owner.language);
    let reference = &property.reference;
    let (subject, body) = match owner.language {
        OwnerLanguage::English => (
            format!("How your home is doing: {title} (ref. {reference})"),
            format!(
                "Dear {name},\n\nhere is how your home {title} (ref. {reference}) has been seen \
                 on Langhe Property: visits week by week, where visitors came from, enquiries, \
                 viewings and price changes.\n\n{url}\n\nThe link is yours alone and works for \
                 {REPORT_LINK_DAYS} days, until {until}. The page prints on A4.\n\nWith kind \
                 regards,\nLanghe Property\n",
                name = owner.name
            ),
        ),
        OwnerLanguage::Italian => (
            format!("Come va la vendita della sua casa: {title} (rif. {reference})"),
            format!(
                "Gentile {name},\n\necco come è stata vista la sua casa {title} (rif. \
                 {reference}) su Langhe Property: le visite settimana per settimana, da dove \
                 arrivano i visitatori, le richieste, le visite in loco e le variazioni di \
                 prezzo.\n\n{url}\n\nIl link è riservato a lei e resta valido {REPORT_LINK_DAYS} \
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
