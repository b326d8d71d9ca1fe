//! One viewing as an iCalendar object (RFC 5545), written by hand: the well-kept crates
//! write events but not a `VTIMEZONE`, which calendars need to place a `TZID=Europe/Rome`
//! time. The rules kept here, each with a test: CRLF line ends (§3.1), lines folded at 75
//! octets without splitting a character (§3.1), TEXT escaping of `\`, `;`, `,` and line
//! breaks (§3.3.11), quoted parameter values (§3.2), `DTSTAMP` in UTC (§3.8.7.2), and an
//! iTIP method (RFC 5546: `REQUEST` for an invitation or its update, `CANCEL`).

use chrono::{DateTime, Duration, NaiveDateTime, Utc};

/// What the calendar message asks of the receiver's calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CalendarMethod {
    /// A new viewing, or a change to one (same `UID`, higher `SEQUENCE`).
    Request,
    /// The viewing is called off.
    Cancel,
}

/// Someone named in the event: a display name and an address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarPerson {
    pub name: String,
    pub email: String,
}

/// A viewing as its calendar file describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarEvent {
    /// Stable for the slot's whole life, so updates replace the first invitation.
    pub uid: String,
    /// 0 for the first invitation, higher for each change.
    pub sequence: u32,
    pub method: CalendarMethod,
    /// When this version of the file was made.
    pub stamp: DateTime<Utc>,
    /// Rome wall-clock time.
    pub start: NaiveDateTime,
    pub duration_minutes: u32,
    pub summary: String,
    pub location: String,
    pub description: String,
    pub organizer: CalendarPerson,
    pub attendee: CalendarPerson,
}

/// Europe/Rome's rule (see `domain::rome_time`), as every calendar reads it.
const ROME: &[&str] = &[
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Rome",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
];

/// The file's text: CRLF lines, folded.
pub fn calendar_file(event: &CalendarEvent) -> String {
    let (method, status) = match event.method {
        CalendarMethod::Request => ("REQUEST", "CONFIRMED"),
        CalendarMethod::Cancel => ("CANCEL", "CANCELLED"),
    };
    let end = event.start + Duration::minutes(i64::from(event.duration_minutes));
    let mut lines: Vec<String> = vec![
        "BEGIN:VCALENDAR".into(),
        "VERSION:2.0".into(),
        "PRODID:-//Langhe Property//Viewings//EN".into(),
        "CALSCALE:GREGORIAN".into(),
        format!("METHOD:{method}"),
    ];
    lines.extend(ROME.iter().map(|line| (*line).to_owned()));
    lines.extend([
        "BEGIN:VEVENT".into(),
        format!("UID:{}", escape_text(&event.uid)),
        format!("SEQUENCE:{}", event.sequence),
        format!("DTSTAMP:{}", event.stamp.format("%Y%m%dT%H%M%SZ")),
        format!("DTSTART;TZID=Europe/Rome:{}", local(event.start)),
        format!("DTEND;TZID=Europe/Rome:{}", local(end)),
        format!("SUMMARY:{}", escape_text(&event.summary)),
        format!("LOCATION:{}", escape_text(&event.location)),
        format!("DESCRIPTION:{}", escape_text(&event.description)),
        format!("STATUS:{status}"),
        format!("ORGANIZER;{}", person(&event.organizer)),
        format!(
            "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;{}",
            person(&event.attendee)
        ),
        "END:VEVENT".into(),
        "END:VCALENDAR".into(),
    ]);
    lines.iter().map(|line| fold(line) + "\r\n").collect()
}

fn local(at: NaiveDateTime) -> String {
    at.format("%Y%m%dT%H%M%S").to_string()
}

/// `CN="name":mailto:address`. A parameter value may not hold a double quote or a control
/// character at all (§3.2), so those are dropped from the name.
fn person(who: &CalendarPerson) -> String {
    let name: String = who
        .name
        .chars()
        .filter(|c| *c != '"' && !c.is_control())
        .collect();
    let address: String = who.email.chars().filter(|c| !c.is_control()).collect();
    format!("CN=\"{name}\":mailto:{address}")
}

/// TEXT escaping (§3.3.11): backslash, semicolon, comma, and a line break as `\n`.
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\r' | '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Folds a line into pieces of at most 75 octets, each after the first starting with one
/// space (which counts in its 75), never inside a UTF-8 character.
pub fn fold(line: &str) -> String {
    const LIMIT: usize = 75;
    let mut out = String::with_capacity(line.len() + line.len() / 70 * 3);
    let mut used = 0;
    for c in line.chars() {
        let size = c.len_utf8();
        if used + size > LIMIT {
            out.push_str("\r\n ");
            used = 1;
        }
        out.push(c);
        used += size;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event() -> CalendarEvent {
        CalendarEvent {
            uid: "viewing-slot-7@langhe.example".into(),
            sequence: 2,
            method: CalendarMethod::Request,
            stamp: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
            start: NaiveDateTime::parse_from_str("2027-05-12 10:30", "%Y-%m-%d %H:%M").unwrap(),
            duration_minutes: 90,
            summary: "Viewing: 123, Farmhouse; Neive".into(),
            location: "Piazza Italia 1\nNeive".into(),
            description: "Ref 123 \\ bring shoes".into(),
            organizer: CalendarPerson {
                name: "Langhe \"Property\"".into(),
                email: "info@langhe.example".into(),
            },
            attendee: CalendarPerson {
                name: "Anna Rossi".into(),
                email: "anna@example.com".into(),
            },
        }
    }

    /// The logical lines, unfolded as §3.1 says a reader must.
    fn unfolded(file: &str) -> Vec<String> {
        file.replace("\r\n ", "")
            .split("\r\n")
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_line_ends_in_crlf_and_no_bare_line_feed_is_left() {
        let file = calendar_file(&event());
        assert!(file.ends_with("END:VCALENDAR\r\n"));
        assert_eq!(file.matches('\n').count(), file.matches("\r\n").count());
        assert!(file.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"));
    }

    #[test]
    fn lines_fold_at_75_octets_without_splitting_a_character() {
        let long = format!("DESCRIPTION:{}", "è".repeat(100));
        let folded = fold(&long);
        for piece in folded.split("\r\n") {
            assert!(piece.len() <= 75, "{} octets", piece.len());
        }
        assert_eq!(folded.replace("\r\n ", ""), long);
        assert_eq!(fold("SHORT:1"), "SHORT:1");
        let exactly = "X".repeat(75);
        assert_eq!(fold(&exactly), exactly);
        assert_eq!(fold(&"X".repeat(76)), format!("{}\r\n X", "X".repeat(75)));
    }

    #[test]
    fn text_values_escape_backslash_semicolon_comma_and_line_breaks() {
        assert_eq!(escape_text("a\\b;c,d\ne\r\nf"), "a\\\\b\\;c\\,d\\ne\\nf");
        let lines = unfolded(&calendar_file(&event()));
        assert!(lines.contains(&"SUMMARY:Viewing: 123\\, Farmhouse\\; Neive".to_owned()));
        assert!(lines.contains(&"LOCATION:Piazza Italia 1\\nNeive".to_owned()));
        assert!(lines.contains(&"DESCRIPTION:Ref 123 \\\\ bring shoes".to_owned()));
    }

    #[test]
    fn times_are_rome_local_with_their_zone_and_the_stamp_is_utc() {
        let lines = unfolded(&calendar_file(&event()));
        for expected in [
            "METHOD:REQUEST",
            "TZID:Europe/Rome",
            "DTSTART;TZID=Europe/Rome:20270512T103000",
            "DTEND;TZID=Europe/Rome:20270512T120000",
            "DTSTAMP:20270115T080000Z",
            "UID:viewing-slot-7@langhe.example",
            "SEQUENCE:2",
            "STATUS:CONFIRMED",
            "ORGANIZER;CN=\"Langhe Property\":mailto:info@langhe.example",
            "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=\"Anna Rossi\":mailto:anna@example.com",
        ] {
            assert!(lines.contains(&expected.to_owned()), "{expected}");
        }
        let zone = lines.iter().position(|l| l == "BEGIN:VTIMEZONE").unwrap();
        let event = lines.iter().position(|l| l == "BEGIN:VEVENT").unwrap();
        assert!(
            zone < event,
            "the zone comes before the event that names it"
        );
    }

    #[test]
    fn a_cancellation_says_cancel_and_cancelled() {
        let cancelled = CalendarEvent {
            method: CalendarMethod::Cancel,
            ..event()
        };
        let lines = unfolded(&calendar_file(&cancelled));
        assert!(lines.contains(&"METHOD:CANCEL".to_owned()));
        assert!(lines.contains(&"STATUS:CANCELLED".to_owned()));
    }
}
