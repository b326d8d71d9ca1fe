//! The inbox's search: one piece of text, looked for case-insensitively in an enquiry's
//! name, e-mail address and the values the visitor typed (never the form's labels, or
//! "message" would find every enquiry).

use crate::enquiry::lead::{FollowUpDate, LeadStage};
use crate::ports::EnquiryField;
use crate::property::Ref;

/// Longer searches are refused: nobody types a paragraph into an inbox search, and the
/// database compares the pattern against every row.
pub const MAX_SEARCH_CHARS: usize = 100;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InboxSearchError {
    #[error("The search may be at most 100 characters")]
    TooLong,
}

/// What staff searched for, trimmed and lower-cased the way [`search_text`] is, so that the
/// stored text and the search compare the same on SQLite and PostgreSQL (SQLite's `LOWER`
/// folds ASCII only: "È" would not find "è").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxSearch(String);

impl InboxSearch {
    /// `None` for an empty or blank search: it filters nothing.
    pub fn parse(text: &str) -> Result<Option<Self>, InboxSearchError> {
        let trimmed = text.trim();
        if trimmed.chars().count() > MAX_SEARCH_CHARS {
            return Err(InboxSearchError::TooLong);
        }
        // A control character (NUL above all, which PostgreSQL refuses in text) matches
        // nothing anyone typed into a form: it stands for a space.
        let readable: String = trimmed
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let readable = readable.trim();
        Ok((!readable.is_empty()).then(|| Self(fold(readable))))
    }

    /// The folded text, to be found anywhere in a stored [`search_text`].
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Which enquiries the inbox shows; the default is all of them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InboxQuery {
    pub unread_only: bool,
    pub search: Option<InboxSearch>,
    /// Only leads at this stage.
    pub stage: Option<LeadStage>,
    /// Only leads about this property.
    pub reference: Option<Ref>,
    /// Only leads whose follow-up date is this day or earlier ("follow-up due": today in
    /// Europe/Rome).
    pub due_by: Option<FollowUpDate>,
}

fn fold(text: &str) -> String {
    text.to_lowercase()
}

/// What the search looks in, stored beside the enquiry: its name, address and the values of
/// its fields, folded, one per line.
pub fn search_text(name: Option<&str>, email: Option<&str>, fields: &[EnquiryField]) -> String {
    let values = fields.iter().map(|(_, value)| value.as_str());
    let mut lines: Vec<&str> = name.into_iter().chain(email).collect();
    for value in values {
        if !lines.contains(&value) {
            lines.push(value);
        }
    }
    fold(&lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_is_trimmed_folded_and_blank_means_none() {
        assert_eq!(InboxSearch::parse("  ").unwrap(), None);
        assert_eq!(InboxSearch::parse("").unwrap(), None);
        let search = InboxSearch::parse(" Èlla@Example.COM ").unwrap().unwrap();
        assert_eq!(search.as_str(), "èlla@example.com");
        assert_eq!(InboxSearch::parse("\0").unwrap(), None);
        let controlled = InboxSearch::parse("a\0b\n").unwrap().unwrap();
        assert_eq!(controlled.as_str(), "a b");
    }

    #[test]
    fn a_search_longer_than_the_limit_is_refused_with_its_message() {
        let long = "a".repeat(MAX_SEARCH_CHARS + 1);
        let error = InboxSearch::parse(&long).unwrap_err();
        assert_eq!(
            error.to_string(),
            "The search may be at most 100 characters"
        );
        assert!(InboxSearch::parse(&"é".repeat(MAX_SEARCH_CHARS)).is_ok());
    }

    #[test]
    fn the_search_text_holds_the_typed_values_not_the_labels() {
        let fields = vec![
            ("Name".to_owned(), "Anna Rossi".to_owned()),
            ("Email".to_owned(), "anna@example.com".to_owned()),
            ("Message".to_owned(), "Una CASA a Neive?".to_owned()),
        ];
        let text = search_text(Some("Anna Rossi"), Some("anna@example.com"), &fields);
        assert_eq!(text, "anna rossi\nanna@example.com\nuna casa a neive?");
        assert!(!text.contains("message"));
    }
}
