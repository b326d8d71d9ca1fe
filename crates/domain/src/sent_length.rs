//! Length caps count the characters as sent (before trimming), as the published schema's
//! `maxLength` does, so that the schema and the server agree on every value.

/// Characters in a submitted text; none when it was left out.
pub(crate) fn sent_chars(text: &Option<String>) -> usize {
    text.as_deref().map_or(0, |text| text.chars().count())
}

/// The first of `(characters sent, field, limit)` over its limit, as `(field, limit)`.
pub(crate) fn first_over_limit<const N: usize>(
    limits: [(usize, &'static str, usize); N],
) -> Option<(&'static str, usize)> {
    limits
        .into_iter()
        .find(|(count, _, max)| count > max)
        .map(|(_, field, max)| (field, max))
}

/// A submitted text cleaned for storing; empty when it was left out.
pub(crate) fn cleaned(text: Option<String>) -> String {
    text.map(|text| crate::text::clean(&text))
        .unwrap_or_default()
}
