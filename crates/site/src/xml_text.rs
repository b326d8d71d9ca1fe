//! The XML writers' second guard: a character XML 1.0 does not allow (a C0 control other than
//! TAB, CR and LF, a surrogate, U+FFFE or U+FFFF) never reaches a feed or a sitemap, whatever a
//! stored row holds. The text rules already strip them on save (`domain::text`); a row written
//! before that rule, or by an import, must still not make a portal drop every listing because
//! one of them cannot be parsed.

use quick_xml::events::BytesText;
use quick_xml::Writer;
use std::borrow::Cow;

/// The `Char` production of XML 1.0 (§2.2).
fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// The text without the characters XML 1.0 does not allow (borrowed when it has none).
pub(crate) fn xml_chars(text: &str) -> Cow<'_, str> {
    if text.chars().all(is_xml_char) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.chars().filter(|&c| is_xml_char(c)).collect())
    }
}

/// `<name>value</name>`, escaped and without XML-invalid characters.
pub(crate) fn text_element(
    writer: &mut Writer<Vec<u8>>,
    name: &str,
    value: &str,
) -> std::io::Result<()> {
    writer
        .create_element(name)
        .write_text_content(BytesText::new(&xml_chars(value)))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_xml_forbids_are_dropped_and_the_rest_kept() {
        assert_eq!(
            xml_chars("Casa\u{0} nel\u{c}le Langhe\u{1b}\u{ffff}"),
            "Casa nelle Langhe"
        );
        assert_eq!(
            xml_chars("a\tb\r\nc – «d» 🍷\u{85}"),
            "a\tb\r\nc – «d» 🍷\u{85}"
        );
        assert!(matches!(xml_chars("plain"), Cow::Borrowed("plain")));
    }

    #[test]
    fn an_element_with_a_control_in_its_text_is_well_formed() {
        let mut writer = Writer::new(Vec::new());
        text_element(&mut writer, "desc", "a\u{0}<b>&\u{8}c").unwrap();
        assert_eq!(
            String::from_utf8(writer.into_inner()).unwrap(),
            "<desc>a&lt;b&gt;&amp;c</desc>"
        );
    }
}
