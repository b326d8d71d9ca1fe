//! The rule a note and a reply share: at most `max` characters as sent, holding at least one
//! readable character (not white space, not a control character, not a byte-order mark or
//! non-character), trimmed. The API's schema states the same rule (`NOT_BLANK`, maxLength).

/// Why a staff text was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum StaffTextRefusal {
    Blank,
    TooLong,
}

fn readable(c: char) -> bool {
    !(c.is_whitespace() || c.is_control() || matches!(c, '\u{feff}' | '\u{fffe}' | '\u{ffff}'))
}

/// The trimmed text, NUL (which PostgreSQL refuses in text) written as a space.
pub(super) fn staff_text(text: &str, max: usize) -> Result<String, StaffTextRefusal> {
    if text.chars().count() > max {
        return Err(StaffTextRefusal::TooLong);
    }
    if !text.chars().any(readable) {
        return Err(StaffTextRefusal::Blank);
    }
    Ok(text.trim().replace('\0', " "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_readable_text_within_the_limit_as_sent_is_kept_trimmed() {
        assert_eq!(staff_text("  Yes \n", 10), Ok("Yes".to_owned()));
        for blank in ["", "  ", "\u{1}", "\u{feff}\t", "\u{a0}\u{3000}"] {
            assert_eq!(
                staff_text(blank, 10),
                Err(StaffTextRefusal::Blank),
                "{blank:?}"
            );
        }
        assert_eq!(
            staff_text(&format!(" {} ", "a".repeat(9)), 10),
            Err(StaffTextRefusal::TooLong)
        );
        assert_eq!(staff_text(&"é".repeat(10), 10), Ok("é".repeat(10)));
        assert_eq!(staff_text("a\0b", 10), Ok("a b".to_owned()));
    }
}
