//! The ref an editor suggests for a new property (issue #26): she may type another.

use super::{Ref, REF_LENGTH};

/// Where numbering starts when no typed ref is in use: the first three-digit number that
/// reads as one (no leading zero).
pub const FIRST_SUGGESTED_REF: u32 = 100;
const LAST_REF: u32 = 999;

/// One above the highest three-digit ref in `in_use`; when that is taken up to 999, the
/// lowest free one; `None` when all thousand are taken. Generated (six-digit) refs do not
/// count: nobody types them.
pub fn next_free_ref(in_use: &[Ref]) -> Option<Ref> {
    let numbers: Vec<u32> = in_use
        .iter()
        .filter(|reference| reference.as_str().len() == REF_LENGTH)
        .filter_map(|reference| reference.as_str().parse().ok())
        .collect();
    let above_highest = numbers
        .iter()
        .max()
        .map_or(FIRST_SUGGESTED_REF, |highest| highest + 1);
    let free = if above_highest <= LAST_REF {
        Some(above_highest)
    } else {
        (0..=LAST_REF).find(|number| !numbers.contains(number))
    };
    free.map(|number| Ref::parse(&format!("{number:03}")).expect("three digits"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(texts: &[&str]) -> Vec<Ref> {
        texts
            .iter()
            .map(|t| Ref::parse_stored(t).unwrap())
            .collect()
    }

    fn next(texts: &[&str]) -> Option<String> {
        next_free_ref(&refs(texts)).map(|r| r.as_str().to_owned())
    }

    #[test]
    fn the_one_above_the_highest_is_suggested() {
        assert_eq!(next(&[]).as_deref(), Some("100"));
        assert_eq!(next(&["123", "007", "124"]).as_deref(), Some("125"));
        assert_eq!(next(&["009"]).as_deref(), Some("010"));
    }

    #[test]
    fn generated_refs_do_not_count() {
        assert_eq!(next(&["123", "456789"]).as_deref(), Some("124"));
    }

    #[test]
    fn past_999_the_lowest_gap_is_suggested_and_none_when_all_are_taken() {
        assert_eq!(next(&["000", "001", "003", "999"]).as_deref(), Some("002"));
        let all: Vec<String> = (0..=999).map(|n| format!("{n:03}")).collect();
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        assert_eq!(next(&all), None);
    }
}
