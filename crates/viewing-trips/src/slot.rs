//! What staff type for a viewing slot and its outcome, checked before anything is stored or
//! mailed.

use chrono::{DateTime, NaiveDateTime, Utc};
use domain::property::Ref;
use domain::rome_time::{from_rome, RomeTimeError};

pub const MIN_SLOT_MINUTES: u32 = 15;
pub const MAX_SLOT_MINUTES: u32 = 480;
pub const MAX_MEETING_POINT_CHARS: usize = 300;
pub const MAX_FEEDBACK_CHARS: usize = 5_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlotForm {
    pub reference: String,
    /// Rome wall-clock time, `YYYY-MM-DDTHH:MM` (seconds allowed and dropped).
    pub start: String,
    pub duration_minutes: i64,
    pub meeting_point: String,
}

/// A slot as staff set it: which home, when (Rome time and the instant it names), how long,
/// where to meet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlotDetails {
    pub reference: Ref,
    pub start: NaiveDateTime,
    pub starts_at: DateTime<Utc>,
    pub duration_minutes: u32,
    pub meeting_point: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SlotError {
    #[error("Reference number not valid")]
    RefNotValid,
    #[error("The start must be a Rome date and time as YYYY-MM-DDTHH:MM")]
    StartNotValid,
    #[error(transparent)]
    Skipped(#[from] RomeTimeError),
    #[error("The duration must be between 15 and 480 minutes")]
    DurationNotValid,
    #[error("'Meeting point' field missing")]
    MeetingPointMissing,
    #[error("The meeting point may be at most 300 characters")]
    MeetingPointTooLong,
    #[error("The start may not be in the past")]
    InThePast,
}

fn rome_start(text: &str) -> Option<NaiveDateTime> {
    let text = text.trim();
    ["%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M"]
        .iter()
        .find_map(|format| NaiveDateTime::parse_from_str(text, format).ok())
        .map(|at| at.with_second_zero())
}

trait SecondZero {
    fn with_second_zero(self) -> Self;
}

impl SecondZero for NaiveDateTime {
    fn with_second_zero(self) -> Self {
        chrono::Timelike::with_second(&self, 0).unwrap_or(self)
    }
}

impl SlotForm {
    pub fn validate(self) -> Result<SlotDetails, SlotError> {
        let reference =
            Ref::parse_stored(self.reference.trim()).map_err(|_| SlotError::RefNotValid)?;
        let start = rome_start(&self.start).ok_or(SlotError::StartNotValid)?;
        let starts_at = from_rome(start)?;
        let duration_minutes = u32::try_from(self.duration_minutes)
            .ok()
            .filter(|m| (MIN_SLOT_MINUTES..=MAX_SLOT_MINUTES).contains(m))
            .ok_or(SlotError::DurationNotValid)?;
        let meeting_point = domain::enquiry::line(Some(self.meeting_point))
            .ok_or(SlotError::MeetingPointMissing)?;
        if meeting_point.chars().count() > MAX_MEETING_POINT_CHARS {
            return Err(SlotError::MeetingPointTooLong);
        }
        Ok(SlotDetails {
            reference,
            start,
            starts_at,
            duration_minutes,
            meeting_point,
        })
    }
}

impl SlotDetails {
    /// A slot is arranged ahead: one starting before `now` is refused. The minute `now` falls
    /// in still counts as now (staff type minutes, and a viewing arranged on the spot starts
    /// as they type it); Rome's offsets are whole hours, so its minutes are UTC's.
    /// # Errors
    /// `InThePast` when the slot starts before the current minute.
    pub fn ensure_not_past(&self, now: DateTime<Utc>) -> Result<(), SlotError> {
        use chrono::Timelike;
        let this_minute = now
            .with_second(0)
            .and_then(|at| at.with_nanosecond(0))
            .unwrap_or(now);
        if self.starts_at < this_minute {
            return Err(SlotError::InThePast);
        }
        Ok(())
    }
}

/// How the viewing went, as staff record it after its start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub attended: bool,
    pub feedback: String,
    /// 1 (none) to 5 (ready to offer).
    pub interest: u8,
    pub recorded_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OutcomeError {
    #[error("Interest must be a whole number from 1 to 5")]
    InterestNotValid,
    #[error("The feedback may be at most 5000 characters")]
    FeedbackTooLong,
    #[error("The outcome can be recorded only once the viewing has started")]
    NotStarted,
}

impl Outcome {
    pub fn parse(
        attended: bool,
        feedback: Option<String>,
        interest: i64,
        slot_starts_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Result<Self, OutcomeError> {
        let interest = u8::try_from(interest)
            .ok()
            .filter(|i| (1..=5).contains(i))
            .ok_or(OutcomeError::InterestNotValid)?;
        let feedback = domain::enquiry::text(feedback).unwrap_or_default();
        if feedback.chars().count() > MAX_FEEDBACK_CHARS {
            return Err(OutcomeError::FeedbackTooLong);
        }
        if now < slot_starts_at {
            return Err(OutcomeError::NotStarted);
        }
        Ok(Self {
            attended,
            feedback,
            interest,
            recorded_at: now,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> SlotForm {
        SlotForm {
            reference: "123".into(),
            start: "2027-05-12T10:30".into(),
            duration_minutes: 60,
            meeting_point: " Piazza Italia, Neive\n".into(),
        }
    }

    #[test]
    fn a_slot_reads_rome_time_and_names_its_instant() {
        let slot = form().validate().unwrap();
        assert_eq!(slot.starts_at.to_rfc3339(), "2027-05-12T08:30:00+00:00");
        assert_eq!(slot.meeting_point, "Piazza Italia, Neive");
        let with_seconds = SlotForm {
            start: "2027-05-12T10:30:59".into(),
            ..form()
        };
        assert_eq!(with_seconds.validate().unwrap().start, slot.start);
    }

    #[test]
    fn each_field_is_refused_with_its_message() {
        let cases: [(SlotForm, &str); 6] = [
            (
                SlotForm {
                    reference: "12".into(),
                    ..form()
                },
                "Reference number not valid",
            ),
            (
                SlotForm {
                    start: "12/05/2027 10:30".into(),
                    ..form()
                },
                "The start must be a Rome date and time as YYYY-MM-DDTHH:MM",
            ),
            (
                SlotForm {
                    start: "2027-03-28T02:30".into(),
                    ..form()
                },
                "This time does not exist in Italy: the clocks go forward from 02:00 to 03:00",
            ),
            (
                SlotForm {
                    duration_minutes: 14,
                    ..form()
                },
                "The duration must be between 15 and 480 minutes",
            ),
            (
                SlotForm {
                    meeting_point: " ".into(),
                    ..form()
                },
                "'Meeting point' field missing",
            ),
            (
                SlotForm {
                    meeting_point: "m".repeat(301),
                    ..form()
                },
                "The meeting point may be at most 300 characters",
            ),
        ];
        for (form, expected) in cases {
            assert_eq!(form.validate().unwrap_err().to_string(), expected);
        }
        assert!(SlotForm {
            duration_minutes: 480,
            ..form()
        }
        .validate()
        .is_ok());
        assert!(SlotForm {
            duration_minutes: 481,
            ..form()
        }
        .validate()
        .is_err());
    }

    #[test]
    fn a_slot_may_start_this_minute_but_not_before_it() {
        let slot = form().validate().unwrap();
        let at = |text: &str| DateTime::parse_from_rfc3339(text).unwrap().to_utc();
        let cases = [
            ("2027-05-11T08:30:00Z", Ok(())),
            ("2027-05-12T08:30:00Z", Ok(())),
            ("2027-05-12T08:30:59.999Z", Ok(())),
            ("2027-05-12T08:31:00Z", Err(SlotError::InThePast)),
            ("2027-06-01T00:00:00Z", Err(SlotError::InThePast)),
        ];
        for (now, expected) in cases {
            assert_eq!(slot.ensure_not_past(at(now)), expected, "{now}");
        }
        assert_eq!(
            SlotError::InThePast.to_string(),
            "The start may not be in the past"
        );
    }

    #[test]
    fn an_outcome_needs_interest_1_to_5_and_a_started_slot() {
        let start = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let later = start + chrono::Duration::hours(2);
        assert!(Outcome::parse(true, None, 5, start, later).is_ok());
        assert_eq!(
            Outcome::parse(true, None, 0, start, later),
            Err(OutcomeError::InterestNotValid)
        );
        assert_eq!(
            Outcome::parse(true, None, 6, start, later),
            Err(OutcomeError::InterestNotValid)
        );
        assert_eq!(
            Outcome::parse(false, Some("No show".into()), 1, later, start),
            Err(OutcomeError::NotStarted)
        );
        assert_eq!(
            Outcome::parse(true, Some("x".repeat(5_001)), 3, start, later),
            Err(OutcomeError::FeedbackTooLong)
        );
    }
}
