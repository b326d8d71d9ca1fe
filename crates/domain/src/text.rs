//! Characters that no text of ours may carry, whatever field it arrives in.
//!
//! A C0 control other than TAB, CR and LF (a NUL, a form feed pasted from a word processor) is
//! not a character XML 1.0 allows, so one of them in one listing would make the whole portal
//! feed, the sitemap or the news feed invalid, and portals drop every listing of a feed they
//! cannot parse. DEL, the C1 controls and the noncharacters U+FFFE/U+FFFF mean nothing in text
//! either. Every text rule strips them; the XML writers filter again as a second guard.
//!
//! Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are allowed in
//! content (Arabic or Hebrew quotations need them) but never in a name or an address, where a
//! U+202E makes staff read `moc.live@anna` as something else.

/// True for a character stripped from every text: C0 controls except TAB, LF and CR; DEL; C1
/// controls; U+FFFE and U+FFFF.
pub fn is_stray_control(c: char) -> bool {
    matches!(c, '\u{0}'..='\u{8}' | '\u{b}' | '\u{c}' | '\u{e}'..='\u{1f}' | '\u{7f}'..='\u{9f}')
        || matches!(c, '\u{fffe}' | '\u{ffff}')
}

/// True for the characters that change the direction text is shown in.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The text without its stray controls (borrowed unchanged in the common case).
pub fn without_stray_controls(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(is_stray_control) {
        text.chars()
            .filter(|c| !is_stray_control(*c))
            .collect::<String>()
            .into()
    } else {
        text.into()
    }
}

/// Trimmed and without stray controls: what every free-text field is stored as.
pub fn clean(text: &str) -> String {
    without_stray_controls(text).trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn stray_controls_go_and_tab_line_breaks_and_letters_stay() {
        assert_eq!(
            clean(" a\u{0}b\u{c}c\u{1b}[0m\u{7f}\u{85}\u{ffff} "),
            "abc[0m"
        );
        assert_eq!(clean("one\ttwo\r\nthree\n"), "one\ttwo\r\nthree");
        assert_eq!(
            clean("Castiglione Falletto – «Barolo» ✓ 🍷"),
            "Castiglione Falletto – «Barolo» ✓ 🍷"
        );
    }

    #[test]
    fn bidi_controls_are_told_apart_from_letters() {
        assert!(is_bidi_control('\u{202e}'));
        assert!(is_bidi_control('\u{2067}'));
        assert!(!is_bidi_control('א'));
        assert!(
            !is_bidi_control('\u{200e}'),
            "a mark changes no run's direction"
        );
    }

    proptest! {
        #[test]
        fn cleaned_text_is_always_valid_xml_1_0(text in any::<String>()) {
            let xml_char = |c: char| matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{d7ff}'
                | '\u{e000}'..='\u{fffd}' | '\u{10000}'..='\u{10ffff}');
            prop_assert!(clean(&text).chars().all(xml_char));
        }
    }
}
