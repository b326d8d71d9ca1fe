//! The ';'-separated lists stored in one text column: a property's features and description
//! list, a town's facts.

/// Splits a ';'-separated text into its trimmed, non-empty entries.
pub fn split_semicolon_list(text: &str) -> Vec<String> {
    text.split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semicolon_lists_drop_blank_entries_and_trim() {
        assert_eq!(
            split_semicolon_list(" 5 bedrooms; 250 sqm ;;  "),
            vec!["5 bedrooms".to_owned(), "250 sqm".to_owned()]
        );
        assert!(split_semicolon_list("").is_empty());
    }
}
