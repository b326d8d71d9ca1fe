//! An alert's digest: the new and cheaper listings, each with its picture, title, price and
//! link, then the links that change or delete the alert. In the alert's language.

use super::describe::describe_filter;
use super::links::{AlertLinks, ListingAddresses};
use super::texts::digest_subject;
use domain::alert::{AlertLanguage, MatchOccasion};
use domain::money::card_price_text;
use domain::ports::{Alert, EnquiryKind, NewEnquiry};
use domain::Property;

/// A listing the digest shows, and why.
pub(super) struct DigestEntry {
    pub property: Property,
    pub occasion: MatchOccasion,
}

pub(super) fn digest_mail(
    alert: &Alert,
    town: Option<&str>,
    entries: &[DigestEntry],
    links: &AlertLinks,
    addresses: &dyn ListingAddresses,
    at: chrono::DateTime<chrono::Utc>,
) -> NewEnquiry {
    let italian = alert.language == AlertLanguage::Italian;
    let filter = describe_filter(&alert.filter, town, alert.language);
    let mut body = if italian {
        format!("Buongiorno,\n\necco le nuove case come quelle che cerca ({filter}):\n\n")
    } else {
        format!("Hello,\n\nhere are new homes like the ones you asked for ({filter}):\n\n")
    };
    for entry in entries {
        let property = &entry.property;
        let price = card_price_text(property.price, property.sold);
        let reduced = match (entry.occasion, italian) {
            (MatchOccasion::PriceDrop(_), false) => " (price reduced)",
            (MatchOccasion::PriceDrop(_), true) => " (prezzo ridotto)",
            (MatchOccasion::Published, _) => "",
        };
        body.push_str(&format!(
            "{}\n{price}{reduced}\n{}\n{} {}\n\n",
            property.listing_title,
            addresses.page(property),
            if italian { "Foto:" } else { "Picture:" },
            addresses.picture(property),
        ));
    }
    let manage = links.manage(&alert.manage_token);
    let unsubscribe = links.unsubscribe(&alert.manage_token);
    body.push_str(&if italian {
        format!(
            "---\nModifichi o cancelli questo avviso: {manage}\n\
             Non ricevere più queste e-mail: {unsubscribe}\n"
        )
    } else {
        format!(
            "---\nChange or delete this alert: {manage}\n\
             Stop these e-mails: {unsubscribe}\n"
        )
    });
    NewEnquiry {
        kind: EnquiryKind::AlertDigest,
        subject: digest_subject(alert.language, entries.len()),
        name: None,
        email: Some(alert.email.clone()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body,
        client_hash: None,
        received_at: at,
        list_unsubscribe: Some(unsubscribe),
    }
}
