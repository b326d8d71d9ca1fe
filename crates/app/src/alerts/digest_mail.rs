//! An alert's digest: the new and cheaper listings, each with its picture, title, price and
//! link, then the links that change or delete the alert. In the alert's language, as plain
//! text and as HTML (which shows the pictures).

use super::describe::describe_filter;
use super::digest_html::digest_html;
use super::links::{AlertLinks, ListingAddresses};
use super::texts::{digest_subject, digest_words, DigestWords};
use domain::alert::{AlertLanguage, MatchOccasion};
use domain::money::{card_price_text, card_price_text_it};
use domain::ports::{Alert, EnquiryKind, NewEnquiry};
use domain::Property;

/// A listing the digest shows, and why.
pub(super) struct DigestEntry {
    pub property: Property,
    pub occasion: MatchOccasion,
}

/// What both parts of a digest say, every value as text (the HTML part escapes it).
pub(super) struct DigestContent {
    pub language: AlertLanguage,
    pub words: &'static DigestWords,
    pub filter: String,
    pub listings: Vec<DigestListing>,
    pub manage: String,
    pub unsubscribe: String,
}

pub(super) struct DigestListing {
    pub title: String,
    /// The card's price text, with "(price reduced)" after a drop.
    pub price: String,
    /// Absolute URLs.
    pub page: String,
    pub picture: String,
}

/// `manage_token` is minted for this mail: the alert's links cannot be rebuilt from what is
/// stored.
pub(super) fn digest_mail(
    alert: &Alert,
    manage_token: &str,
    town: Option<&str>,
    entries: &[DigestEntry],
    links: &AlertLinks,
    addresses: &dyn ListingAddresses,
    at: chrono::DateTime<chrono::Utc>,
) -> NewEnquiry {
    let words = digest_words(alert.language);
    let content = DigestContent {
        language: alert.language,
        words,
        filter: describe_filter(&alert.filter, town, alert.language),
        listings: entries
            .iter()
            .map(|entry| listing(entry, alert.language, words, addresses))
            .collect(),
        manage: links.manage(manage_token),
        unsubscribe: links.unsubscribe(manage_token),
    };
    NewEnquiry {
        source: Default::default(),
        kind: EnquiryKind::AlertDigest,
        subject: digest_subject(alert.language, entries.len()),
        name: None,
        email: Some(alert.email.clone()),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: digest_text(&content),
        body_html: Some(digest_html(&content)),
        client_hash: None,
        received_at: at,
        list_unsubscribe: Some(content.unsubscribe),
        attachments: Vec::new(),
    }
}

/// The query the digest's links carry (`audience` reads `src=alert` as an alert's click).
pub const ALERT_CLICK_QUERY: &str = "src=alert";

/// A listing in the alert's language: in Italian, its Italian listing title where written and
/// its Italian page (which stands in English for what is not written).
fn listing(
    entry: &DigestEntry,
    language: AlertLanguage,
    words: &DigestWords,
    addresses: &dyn ListingAddresses,
) -> DigestListing {
    let property = &entry.property;
    let (title, mut price) = match language {
        AlertLanguage::English => (
            &property.listing_title,
            card_price_text(property.price, property.sold),
        ),
        AlertLanguage::Italian => (
            Some(&property.italian.listing_title)
                .filter(|title| !title.is_empty())
                .unwrap_or(&property.listing_title),
            card_price_text_it(property.price, property.sold),
        ),
    };
    if let MatchOccasion::PriceDrop(_) = entry.occasion {
        price.push_str(&format!(" ({})", words.price_reduced));
    }
    DigestListing {
        title: title.clone(),
        price,
        // `src=alert` tells the visit counts the click came from an alert mail (no pixel, no
        // identifier: every recipient's link is the same).
        page: format!("{}?{ALERT_CLICK_QUERY}", addresses.page(property, language)),
        picture: addresses.picture(property),
    }
}

fn digest_text(content: &DigestContent) -> String {
    let words = content.words;
    let mut body = format!(
        "{}\n\n{} ({}):\n\n",
        words.greeting, words.intro, content.filter
    );
    for listing in &content.listings {
        body.push_str(&format!(
            "{}\n{}\n{}\n{} {}\n\n",
            listing.title, listing.price, listing.page, words.picture, listing.picture
        ));
    }
    body.push_str(&format!(
        "---\n{}: {}\n{}: {}\n",
        words.change_or_delete, content.manage, words.stop, content.unsubscribe
    ));
    body
}
