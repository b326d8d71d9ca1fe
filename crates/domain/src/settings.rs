//! Rules of the property settings dialog (spec §5 "Settings dialog") that are not a value of
//! their own: the cleaning of URL suffixes, and the town select's error. The dialog's other
//! fields are checked where the property is (`property::validation`).

/// Characters the settings dialog strips from `path` and `pictures_path` (spec §5), because
/// both end up inside URLs and image keys.
pub const URL_SUFFIX_STRIPPED: [char; 19] = [
    ' ', ':', '/', '?', '#', '[', ']', '@', '%', '=', '<', '>', '{', '}', '|', '^', '~', '`', '\'',
];
/// Every URL suffix starts with this, so `{ref}{path}` reads "123-villa-barolo".
pub const URL_SUFFIX_PREFIX: char = '-';

/// Cleans a `path` or `pictures_path` as the settings dialog does: strips the characters of
/// [`URL_SUFFIX_STRIPPED`] (and, beyond the spec, any other whitespace or control character,
/// which no URL can carry), then puts a '-' in front of a non-empty result unless one is there.
pub fn clean_url_suffix(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|c| !URL_SUFFIX_STRIPPED.contains(c) && !c.is_whitespace() && !c.is_control())
        .collect();
    if kept.is_empty() || kept.starts_with(URL_SUFFIX_PREFIX) {
        kept
    } else {
        format!("{URL_SUFFIX_PREFIX}{kept}")
    }
}

/// The town select's value was not a town id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Town id must be a whole number or null")]
pub struct TownIdError;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn url_suffix_table() {
        let cases: &[(&str, &str)] = &[
            ("villa-barolo", "-villa-barolo"),
            ("-villa-barolo", "-villa-barolo"),
            ("villa barolo", "-villabarolo"),
            ("Villa Barolo's view", "-VillaBarolosview"),
            (
                "a:b/c?d#e[f]g@h%i=j<k>l{m}n|o^p~q`r's",
                "-abcdefghijklmnopqrs",
            ),
            ("/-villa", "-villa"),
            ("--villa", "--villa"),
            ("", ""),
            ("   ", ""),
            ("/:?#", ""),
            ("casa\tlanghe\n", "-casalanghe"),
            ("castello-di-neive_2", "-castello-di-neive_2"),
            ("città", "-città"),
            ("a.b,c;d!e&f", "-a.b,c;d!e&f"),
        ];
        for &(input, expected) in cases {
            assert_eq!(clean_url_suffix(input), expected, "input {input:?}");
        }
    }

    proptest! {
        #[test]
        fn cleaned_suffixes_are_stable_and_url_safe(text in any::<String>()) {
            let cleaned = clean_url_suffix(&text);
            prop_assert_eq!(clean_url_suffix(&cleaned), cleaned.clone());
            prop_assert!(cleaned.is_empty() || cleaned.starts_with('-'));
            prop_assert!(!cleaned.chars().any(|c| URL_SUFFIX_STRIPPED.contains(&c) || c.is_whitespace()));
        }
    }
}
