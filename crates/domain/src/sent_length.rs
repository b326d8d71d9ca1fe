//! Length caps count the characters as sent (before trimming), as the published schema's
//! `maxLength` does, so that the schema and the server agree on every value.

/// Characters in a submitted text; none when it was left out.
pub(crate) fn sent_chars(text: &Option<String>) -> usize {
    text.as_deref().map_or(0, |text| text.chars().count())
}
