//! A reply from the desk to the visitor who wrote: up to 10,000 characters, not blank,
//! trimmed; mailed under the original's subject with "Re: ".

use super::staff_text::{staff_text, StaffTextRefusal};

pub const MAX_REPLY_CHARS: usize = 10_000;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplyMessageError {
    #[error("The reply is empty")]
    Empty,
    #[error("The reply may be at most 10000 characters")]
    TooLong,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyMessage(String);

impl ReplyMessage {
    /// # Errors
    /// `TooLong` past [`MAX_REPLY_CHARS`] as sent, `Empty` without a readable character.
    pub fn parse(text: &str) -> Result<Self, ReplyMessageError> {
        staff_text(text, MAX_REPLY_CHARS)
            .map(Self)
            .map_err(|refusal| match refusal {
                StaffTextRefusal::Blank => ReplyMessageError::Empty,
                StaffTextRefusal::TooLong => ReplyMessageError::TooLong,
            })
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// "Re: " and the original's subject, once: a mail reader threads on it as well as on the
/// headers.
pub fn reply_subject(original: &str) -> String {
    let original = original.trim();
    if original.to_lowercase().starts_with("re:") {
        original.to_owned()
    } else {
        format!("Re: {original}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_trimmed_and_bounded() {
        assert_eq!(ReplyMessage::parse(" Yes \n").unwrap().as_str(), "Yes");
        assert_eq!(ReplyMessage::parse("  "), Err(ReplyMessageError::Empty));
        assert!(ReplyMessage::parse(&"a".repeat(MAX_REPLY_CHARS)).is_ok());
        assert_eq!(
            ReplyMessage::parse(&"a".repeat(MAX_REPLY_CHARS + 1)),
            Err(ReplyMessageError::TooLong)
        );
    }

    #[test]
    fn the_subject_gains_one_re() {
        assert_eq!(reply_subject("ENQUIRY for 123"), "Re: ENQUIRY for 123");
        assert_eq!(reply_subject("RE: Contact Page"), "RE: Contact Page");
    }
}
