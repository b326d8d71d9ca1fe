//! The mails a visitor gets about their viewings, in their language, each slot as a calendar
//! file: the confirmation (one mail, one file per slot), a change, a cancellation and the
//! reminder a day ahead.

use super::ViewingDesk;
use crate::enquiries::mail_body::with_share_key;
use chrono::{DateTime, Utc};
use domain::contact::MOBILE_PHONE;
use domain::dates_in_words::when_in_words;
use domain::ports::{EnquiryKind, MailAttachment, NewEnquiry};
use domain::property::Visibility;
use domain::{Email, Property, Ref};
use viewing_trips::ics::{calendar_file, CalendarEvent, CalendarMethod, CalendarPerson};
use viewing_trips::VisitorLanguage;
use viewing_trips::{ViewingRequest, ViewingSlot};

/// What the mail tells the visitor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VisitorMail {
    Confirmation,
    Change,
    Cancellation,
    Reminder,
}

struct Words {
    subject: &'static str,
    opening: &'static str,
    slot: &'static str,
    at: &'static str,
    meet: &'static str,
    map: &'static str,
    minutes: &'static str,
    phone: &'static str,
    closing: &'static str,
}

fn words(mail: VisitorMail, language: VisitorLanguage) -> Words {
    use domain::alert::AlertLanguage::{English, Italian};
    use VisitorMail::*;
    let (subject, opening) = match (mail, language) {
        (Confirmation, English) => (
            "Your viewings in Piedmont are confirmed",
            "Thank you for your request. These are your viewings; each is attached as a calendar file:",
        ),
        (Confirmation, Italian) => (
            "Le sue visite in Piemonte sono confermate",
            "Grazie per la sua richiesta. Ecco le sue visite; ognuna è allegata come file di calendario:",
        ),
        (Change, English) => (
            "Your viewing has changed",
            "Your viewing has changed. The attached calendar file updates the one you have:",
        ),
        (Change, Italian) => (
            "La sua visita è cambiata",
            "La sua visita è cambiata. Il file di calendario allegato aggiorna quello che ha già:",
        ),
        (Cancellation, English) => (
            "Your viewing is cancelled",
            "This viewing is cancelled. The attached calendar file removes it from your calendar:",
        ),
        (Cancellation, Italian) => (
            "La sua visita è annullata",
            "Questa visita è annullata. Il file di calendario allegato la toglie dal suo calendario:",
        ),
        (Reminder, English) => (
            "Reminder: your viewing tomorrow",
            "A reminder of your viewing in the next 24 hours:",
        ),
        (Reminder, Italian) => (
            "Promemoria: la sua visita di domani",
            "Le ricordiamo la sua visita nelle prossime 24 ore:",
        ),
    };
    match language {
        English => Words {
            subject,
            opening,
            slot: "Home",
            at: "When (Italian time)",
            meet: "Meeting point",
            map: "On the map",
            minutes: "minutes",
            phone: "On the day, call or WhatsApp the consultant on",
            closing: "Reply to this mail to reach the consultant.",
        },
        Italian => Words {
            subject,
            opening,
            slot: "Immobile",
            at: "Quando (ora italiana)",
            meet: "Punto d'incontro",
            map: "Sulla mappa",
            minutes: "minuti",
            phone: "Il giorno della visita può chiamare la consulente, anche su WhatsApp, al",
            closing: "Risponda a questa mail per scrivere alla consulente.",
        },
    }
}

/// A home as the visitor's mail names it: its title in their language (the English one
/// until an Italian one is written) and its page in their language (with its share key for
/// an unlisted home, in the mail and in the calendar file alike).
struct SlotHome {
    title: String,
    page: String,
}

async fn slot_home(desk: &ViewingDesk<'_>, reference: &Ref, language: VisitorLanguage) -> SlotHome {
    let english_page = crate::enquiries::property_page_url(desk.public_url, reference);
    // A home deleted since (or a failed read) still leaves the mail its reference.
    let stored: Option<Property> = desk.properties.find_by_ref(reference).await.ok().flatten();
    let Some(home) = stored else {
        return SlotHome {
            title: reference.to_string(),
            page: english_page,
        };
    };
    let italian_title = home.italian.listing_title.trim();
    // An unlisted home's page opens only with its share key: the visitor's link carries it.
    let key = home
        .share_key
        .filter(|_| home.visibility == Visibility::Unlisted);
    let (title, page) = match language {
        VisitorLanguage::Italian => (
            if italian_title.is_empty() {
                home.listing_title.clone()
            } else {
                italian_title.to_owned()
            },
            crate::enquiries::italian_property_page_url(desk.public_url, reference, &home.path),
        ),
        VisitorLanguage::English => (home.listing_title.clone(), english_page),
    };
    let page = with_share_key(&page, key.as_ref());
    let abbreviation = match language {
        VisitorLanguage::English => "ref.",
        VisitorLanguage::Italian => "rif.",
    };
    let title = if title.trim().is_empty() {
        reference.to_string()
    } else {
        format!("{} ({abbreviation} {reference})", title.trim())
    };
    SlotHome { title, page }
}

/// The meeting point on OpenStreetMap: no account, no tracking, opens on any phone.
fn map_link(meeting_point: &str) -> String {
    let query: String = url::form_urlencoded::byte_serialize(meeting_point.as_bytes()).collect();
    format!("https://www.openstreetmap.org/search?query={query}")
}

/// One calendar file per slot, with the `SEQUENCE` each carries.
pub(crate) async fn visitor_mail(
    desk: &ViewingDesk<'_>,
    kind: VisitorMail,
    request: &ViewingRequest,
    slots: &[(&ViewingSlot, u32)],
    now: DateTime<Utc>,
) -> NewEnquiry {
    let words = words(kind, request.language);
    let mut lines = vec![words.opening.to_owned(), String::new()];
    let mut attachments = Vec::new();
    for (slot, sequence) in slots {
        let details = &slot.details;
        let home = slot_home(desk, &details.reference, request.language).await;
        lines.extend([
            format!("{}: {} ({})", words.slot, home.title, home.page),
            format!(
                "{}: {} ({} {})",
                words.at,
                when_in_words(details.start, request.language),
                details.duration_minutes,
                words.minutes
            ),
            format!("{}: {}", words.meet, details.meeting_point),
            format!("{}: {}", words.map, map_link(&details.meeting_point)),
            String::new(),
        ]);
        attachments.push(calendar(desk, kind, request, (slot, *sequence), &home, now));
    }
    if kind != VisitorMail::Cancellation {
        lines.push(format!("{} {MOBILE_PHONE}.", words.phone));
    }
    lines.push(words.closing.to_owned());
    NewEnquiry {
        kind: EnquiryKind::ViewingMail,
        subject: words.subject.to_owned(),
        name: Some(request.name.clone()),
        email: Email::parse(&request.email).ok(),
        reference: None,
        property_ref: None,
        fields: Vec::new(),
        body: lines.join("\n"),
        body_html: None,
        client_hash: None,
        received_at: now,
        list_unsubscribe: None,
        attachments,
        source: Default::default(),
    }
}

fn calendar(
    desk: &ViewingDesk<'_>,
    kind: VisitorMail,
    request: &ViewingRequest,
    (slot, sequence): (&ViewingSlot, u32),
    home: &SlotHome,
    now: DateTime<Utc>,
) -> MailAttachment {
    let method = match kind {
        VisitorMail::Cancellation => CalendarMethod::Cancel,
        _ => CalendarMethod::Request,
    };
    let details = &slot.details;
    let title = match request.language {
        VisitorLanguage::English => format!("Viewing: {}", home.title),
        VisitorLanguage::Italian => format!("Visita: {}", home.title),
    };
    let event = CalendarEvent {
        uid: format!("viewing-slot-{}@{}", slot.id.0, desk.uid_domain()),
        sequence,
        method,
        stamp: now,
        start: details.start,
        duration_minutes: details.duration_minutes,
        summary: title,
        location: details.meeting_point.clone(),
        description: home.page.clone(),
        organizer: CalendarPerson {
            name: "Langhe Property".into(),
            email: bare_address(desk.consultant_address).to_owned(),
        },
        attendee: CalendarPerson {
            name: request.name.clone(),
            email: request.email.clone(),
        },
    };
    let method_name = match method {
        CalendarMethod::Request => "REQUEST",
        CalendarMethod::Cancel => "CANCEL",
    };
    MailAttachment {
        file_name: format!("viewing-{}-{}.ics", details.reference, slot.id.0),
        content_type: format!("text/calendar; charset=utf-8; method={method_name}"),
        bytes: calendar_file(&event).into_bytes(),
    }
}

/// `info@x` from `Name <info@x>` or `info@x`.
fn bare_address(mailbox: &str) -> &str {
    match (mailbox.rfind('<'), mailbox.rfind('>')) {
        (Some(open), Some(close)) if open < close => &mailbox[open + 1..close],
        _ => mailbox.trim(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_meeting_point_opens_on_a_map() {
        assert_eq!(
            map_link("Piazza Risorgimento 1, Alba"),
            "https://www.openstreetmap.org/search?query=Piazza+Risorgimento+1%2C+Alba"
        );
    }

    #[test]
    fn the_organiser_is_the_bare_address() {
        assert_eq!(
            bare_address("Anna <anna@langhe.example>"),
            "anna@langhe.example"
        );
        assert_eq!(bare_address(" info@langhe.example "), "info@langhe.example");
    }
}
