//! The visitor's "Request a viewing" form: who they are, the days they are in Piedmont, the
//! half-days that suit them and the homes they want to see. Checked in the order the form
//! shows its fields, the first failure reported in the visitor's language, in the style of
//! the spec's messages; the length caps and the name's readability come last, as on the
//! other forms.

use chrono::NaiveDate;
use domain::alert::AlertLanguage;
use domain::enquiry::{MAX_NAME_CHARS, NAME_NOT_READABLE};
use domain::property::Ref;
use domain::user::Email;

/// A trip longer than this is not a viewing trip.
pub const MAX_TRIP_DAYS: i64 = 60;
/// A buyer flying in for a few days sees a handful of homes, not a catalogue.
pub const MAX_VIEWING_REFS: usize = 10;
pub const MAX_VIEWING_MESSAGE_CHARS: usize = 2_000;
pub const MAX_PHONE_CHARS: usize = 40;

/// The visitor's language is the form's: its messages and the mails after it speak it.
pub type VisitorLanguage = AlertLanguage;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HalfDay {
    Morning,
    Afternoon,
}

impl HalfDay {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Morning => "morning",
            Self::Afternoon => "afternoon",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text.trim() {
            "morning" => Some(Self::Morning),
            "afternoon" => Some(Self::Afternoon),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ViewingForm {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// `YYYY-MM-DD`: the first day in Piedmont.
    pub from: Option<String>,
    /// `YYYY-MM-DD`: the last day.
    pub to: Option<String>,
    pub half_days: Vec<String>,
    pub refs: Vec<String>,
    pub message: Option<String>,
}

/// A request that passed the form's rules (whether the refs name homes a visitor may see is
/// the use case's question: it needs the catalogue).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewingRequestForm {
    pub name: String,
    pub email: Email,
    pub phone: Option<String>,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub half_days: Vec<HalfDay>,
    pub refs: Vec<Ref>,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewingError {
    NameMissing,
    EmailMissing,
    EmailNotValid,
    PhoneNotValid,
    FromMissing,
    ToMissing,
    DateNotValid,
    ToBeforeFrom,
    InThePast,
    TooLong,
    HalfDaysMissing,
    HalfDayNotValid,
    RefsMissing,
    RefNotValid,
    TooManyRefs,
    /// A ref names no home a visitor may see (the use case checks it).
    RefUnknown,
    MessageMissing,
    FieldTooLong(&'static str, &'static str, usize),
    NameNotReadable,
}

impl ViewingError {
    /// The message in the visitor's language.
    pub fn message(self, language: VisitorLanguage) -> String {
        use ViewingError as E;
        let italian = language == VisitorLanguage::Italian;
        let pick = |en: &str, it: &str| if italian { it } else { en }.to_owned();
        match self {
            E::NameMissing => pick("'Name' field missing", "Campo 'Nome' mancante"),
            E::EmailMissing => pick("'Email' field missing", "Campo 'Email' mancante"),
            E::EmailNotValid => pick(
                "Please enter a valid email address",
                "Inserire un indirizzo email valido",
            ),
            E::PhoneNotValid => pick(
                "Please enter a valid phone number",
                "Inserire un numero di telefono valido",
            ),
            E::FromMissing => pick("'Arrival date' field missing", "Campo 'Arrivo' mancante"),
            E::ToMissing => pick(
                "'Departure date' field missing",
                "Campo 'Partenza' mancante",
            ),
            E::DateNotValid => pick(
                "Please enter dates as YYYY-MM-DD",
                "Inserire le date nel formato AAAA-MM-GG",
            ),
            E::ToBeforeFrom => pick(
                "The departure date may not be before the arrival date",
                "La data di partenza non può precedere quella di arrivo",
            ),
            E::InThePast => pick(
                "The dates may not be in the past",
                "Le date non possono essere nel passato",
            ),
            E::TooLong => pick(
                "A viewing trip may be at most 60 days long",
                "Un viaggio per le visite può durare al massimo 60 giorni",
            ),
            E::HalfDaysMissing => pick(
                "'Preferred times' field missing",
                "Campo 'Orari preferiti' mancante",
            ),
            E::HalfDayNotValid => pick(
                "Preferred times are morning or afternoon",
                "Gli orari preferiti sono mattina o pomeriggio",
            ),
            E::RefsMissing => pick(
                "'Reference Number' field missing",
                "Campo 'Riferimento' mancante",
            ),
            E::RefNotValid => pick(
                "Reference number not valid",
                "Numero di riferimento non valido",
            ),
            E::TooManyRefs => pick(
                "At most 10 homes may be viewed in one request",
                "Si possono visitare al massimo 10 immobili per richiesta",
            ),
            E::RefUnknown => pick(
                "No home for sale has this reference number",
                "Nessun immobile in vendita ha questo riferimento",
            ),
            E::MessageMissing => pick("'Message' field missing", "Campo 'Messaggio' mancante"),
            E::FieldTooLong(en, it, max) => {
                if italian {
                    format!("Il campo '{it}' può contenere al massimo {max} caratteri")
                } else {
                    format!("{en} must be at most {max} characters")
                }
            }
            E::NameNotReadable => pick(
                NAME_NOT_READABLE,
                "Il campo 'Nome' non può contenere caratteri di controllo o di direzione del testo",
            ),
        }
    }
}

fn date(text: &str) -> Result<NaiveDate, ViewingError> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| ViewingError::DateNotValid)
}

/// Digits, spaces and the usual `+ ( ) - .`, with at least six digits.
fn phone_reads_as_number(phone: &str) -> bool {
    let allowed = phone
        .chars()
        .all(|c| c.is_ascii_digit() || " +()-./".contains(c));
    allowed && phone.chars().filter(char::is_ascii_digit).count() >= 6
}

impl ViewingForm {
    /// `today` is the visitor's first possible day (in Rome): the trip may not end before it.
    pub fn validate(self, today: NaiveDate) -> Result<ViewingRequestForm, ViewingError> {
        use ViewingError as E;
        let name_reads_as_written = domain::enquiry::reads_as_written(self.name.as_deref());
        let name = domain::enquiry::line(self.name).ok_or(E::NameMissing)?;
        let email = domain::enquiry::line(self.email).ok_or(E::EmailMissing)?;
        let email = Email::parse(&email).map_err(|_| E::EmailNotValid)?;
        let phone = domain::enquiry::line(self.phone);
        if phone.as_deref().is_some_and(|p| !phone_reads_as_number(p)) {
            return Err(E::PhoneNotValid);
        }
        let from = domain::enquiry::line(self.from).ok_or(E::FromMissing)?;
        let to = domain::enquiry::line(self.to).ok_or(E::ToMissing)?;
        let (from, to) = (date(&from)?, date(&to)?);
        if to < from {
            return Err(E::ToBeforeFrom);
        }
        if from < today {
            return Err(E::InThePast);
        }
        if (to - from).num_days() + 1 > MAX_TRIP_DAYS {
            return Err(E::TooLong);
        }
        let mut half_days = self
            .half_days
            .iter()
            .filter(|h| !h.trim().is_empty())
            .map(|h| HalfDay::parse(h).ok_or(E::HalfDayNotValid))
            .collect::<Result<Vec<_>, _>>()?;
        half_days.sort();
        half_days.dedup();
        if half_days.is_empty() {
            return Err(E::HalfDaysMissing);
        }
        let mut refs = Vec::new();
        for text in self.refs.iter().map(|r| r.trim()).filter(|r| !r.is_empty()) {
            let reference = Ref::parse_stored(text).map_err(|_| E::RefNotValid)?;
            if !refs.contains(&reference) {
                refs.push(reference);
            }
        }
        if refs.is_empty() {
            return Err(E::RefsMissing);
        }
        if refs.len() > MAX_VIEWING_REFS {
            return Err(E::TooManyRefs);
        }
        let message = domain::enquiry::text(self.message).ok_or(E::MessageMissing)?;
        let caps = [
            (&name, "Name", "Nome", MAX_NAME_CHARS),
            (
                &phone.clone().unwrap_or_default(),
                "Phone",
                "Telefono",
                MAX_PHONE_CHARS,
            ),
            (&message, "Message", "Messaggio", MAX_VIEWING_MESSAGE_CHARS),
        ];
        if let Some((_, en, it, max)) = caps
            .into_iter()
            .find(|(value, _, _, max)| value.chars().count() > *max)
        {
            return Err(E::FieldTooLong(en, it, max));
        }
        if !name_reads_as_written {
            return Err(E::NameNotReadable);
        }
        Ok(ViewingRequestForm {
            name,
            email,
            phone,
            from,
            to,
            half_days,
            refs,
            message,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fix = fn(&mut ViewingForm);

    fn some(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2027, 5, 1).unwrap()
    }

    #[test]
    fn messages_come_in_the_forms_order() {
        let steps: &[(ViewingError, Fix)] = &[
            (ViewingError::NameMissing, |f| f.name = some("Anna")),
            (ViewingError::EmailMissing, |f| f.email = some("anna(at)x")),
            (ViewingError::EmailNotValid, |f| {
                f.email = some("anna@example.com");
                f.phone = some("call me");
            }),
            (ViewingError::PhoneNotValid, |f| {
                f.phone = some("+39 0173 123456")
            }),
            (ViewingError::FromMissing, |f| f.from = some("12/05/2027")),
            (ViewingError::ToMissing, |f| f.to = some("2027-05-10")),
            (ViewingError::DateNotValid, |f| f.from = some("2027-05-12")),
            (ViewingError::ToBeforeFrom, |f| {
                f.from = some("2027-04-30");
                f.to = some("2027-07-30");
            }),
            (ViewingError::InThePast, |f| f.from = some("2027-05-01")),
            (ViewingError::TooLong, |f| f.to = some("2027-05-04")),
            (ViewingError::HalfDaysMissing, |f| {
                f.half_days = vec!["evening".into()]
            }),
            (ViewingError::HalfDayNotValid, |f| {
                f.half_days = vec!["afternoon".into(), "morning".into(), "morning".into()]
            }),
            (ViewingError::RefsMissing, |f| {
                f.refs = vec!["12".into(), "123".into()]
            }),
            (ViewingError::RefNotValid, |f| {
                f.refs = (100..111).map(|n| n.to_string()).collect()
            }),
            (ViewingError::TooManyRefs, |f| {
                f.refs = vec!["123".into(), " 456 ".into(), "123".into()]
            }),
            (ViewingError::MessageMissing, |f| {
                f.message = some(&"m".repeat(2_001))
            }),
            (
                ViewingError::FieldTooLong("Message", "Messaggio", 2_000),
                |f| {
                    f.message = some("Two homes, please");
                    f.name = some("Anna\u{202e}");
                },
            ),
            (ViewingError::NameNotReadable, |f| {
                f.name = some("Anna Rossi")
            }),
        ];
        let mut form = ViewingForm::default();
        for (step, (expected, fix)) in steps.iter().enumerate() {
            assert_eq!(
                form.clone().validate(today()).unwrap_err(),
                *expected,
                "step {step}"
            );
            fix(&mut form);
        }
        let request = form.validate(today()).unwrap();
        assert_eq!(request.half_days, [HalfDay::Morning, HalfDay::Afternoon]);
        assert_eq!(
            request.refs,
            [Ref::parse("123").unwrap(), Ref::parse("456").unwrap()]
        );
        assert_eq!(request.phone.as_deref(), Some("+39 0173 123456"));
    }

    #[test]
    fn a_60_day_trip_is_accepted_and_a_61_day_one_refused() {
        let form = |to: &str| ViewingForm {
            name: some("Anna"),
            email: some("anna@example.com"),
            from: some("2027-05-01"),
            to: some(to),
            half_days: vec!["morning".into()],
            refs: vec!["123".into()],
            message: some("Hi"),
            ..Default::default()
        };
        assert!(form("2027-06-29").validate(today()).is_ok());
        assert_eq!(
            form("2027-06-30").validate(today()).unwrap_err(),
            ViewingError::TooLong
        );
    }

    #[test]
    fn messages_read_in_both_languages() {
        use domain::alert::AlertLanguage::{English, Italian};
        let cases = [
            (ViewingError::NameMissing, English, "'Name' field missing"),
            (ViewingError::NameMissing, Italian, "Campo 'Nome' mancante"),
            (
                ViewingError::EmailNotValid,
                Italian,
                "Inserire un indirizzo email valido",
            ),
            (
                ViewingError::FieldTooLong("Message", "Messaggio", 2_000),
                English,
                "Message must be at most 2000 characters",
            ),
            (
                ViewingError::FieldTooLong("Message", "Messaggio", 2_000),
                Italian,
                "Il campo 'Messaggio' può contenere al massimo 2000 caratteri",
            ),
            (
                ViewingError::InThePast,
                Italian,
                "Le date non possono essere nel passato",
            ),
        ];
        for (error, language, expected) in cases {
            assert_eq!(error.message(language), expected);
        }
    }
}
