//! A staff note on a lead: up to 5,000 characters, not blank, trimmed.

use super::staff_text::{staff_text, StaffTextRefusal};

pub const MAX_NOTE_CHARS: usize = 5000;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoteTextError {
    #[error("The note is empty")]
    Empty,
    #[error("The note may be at most 5000 characters")]
    TooLong,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteText(String);

impl NoteText {
    /// # Errors
    /// `TooLong` past [`MAX_NOTE_CHARS`] as sent, `Empty` without a readable character.
    pub fn parse(text: &str) -> Result<Self, NoteTextError> {
        staff_text(text, MAX_NOTE_CHARS)
            .map(Self)
            .map_err(|refusal| match refusal {
                StaffTextRefusal::Blank => NoteTextError::Empty,
                StaffTextRefusal::TooLong => NoteTextError::TooLong,
            })
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_is_trimmed_and_bounded() {
        assert_eq!(
            NoteText::parse("  Called her \n").unwrap().as_str(),
            "Called her"
        );
        assert_eq!(NoteText::parse(" \n\t"), Err(NoteTextError::Empty));
        assert_eq!(NoteText::parse(""), Err(NoteTextError::Empty));
        assert!(NoteText::parse(&"é".repeat(MAX_NOTE_CHARS)).is_ok());
        assert_eq!(
            NoteText::parse(&"a".repeat(MAX_NOTE_CHARS + 1)),
            Err(NoteTextError::TooLong)
        );
        assert_eq!(
            NoteText::parse(&format!("  {}  ", "a".repeat(MAX_NOTE_CHARS - 4)))
                .unwrap()
                .as_str()
                .len(),
            MAX_NOTE_CHARS - 4
        );
    }
}
