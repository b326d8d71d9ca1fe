//! The text of a (sanitized) HTML fragment, for places that take no markup: portal feeds.
//! Block elements and `<br>` end a line; runs of white space become one space.

use lol_html::{doc_text, element, rewrite_str, RewriteStrSettings};
use std::cell::RefCell;

/// Elements after whose start a new line begins.
const BLOCKS: &str = "p, br, div, li, ul, ol, h1, h2, h3, h4, h5, h6, tr, blockquote, table";

/// The text `html` shows, one line per block, entities decoded.
pub fn plain_text(html: &str) -> String {
    let raw = RefCell::new(String::new());
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!(BLOCKS, |_| {
            raw.borrow_mut().push('\n');
            Ok(())
        }))
        .append_document_content_handler(doc_text!(|chunk| {
            raw.borrow_mut().push_str(chunk.as_str());
            Ok(())
        }));
    // Our handlers never fail; a broken fragment still gives the text read so far.
    if let Err(error) = rewrite_str(html, settings) {
        tracing::warn!(%error, "plain text of HTML cut short");
    }
    let raw = raw.into_inner();
    raw.lines()
        .map(|line| {
            decode_entities(line)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Decodes the character references a sanitizer writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
/// `&#39;`, `&nbsp;`, numeric ones); any other `&` is kept as it stands.
fn decode_entities(text: &str) -> String {
    let mut decoded = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('&') {
        decoded.push_str(&rest[..start]);
        rest = &rest[start..];
        let reference = rest
            .find(';')
            .filter(|end| *end <= 10)
            .and_then(|end| Some((end, character(&rest[1..end])?)));
        match reference {
            Some((end, character)) => {
                decoded.push(character);
                rest = &rest[end + 1..];
            }
            None => {
                decoded.push('&');
                rest = &rest[1..];
            }
        }
    }
    decoded.push_str(rest);
    decoded
}

fn character(name: &str) -> Option<char> {
    match name {
        "amp" => Some('&'),
        "lt" => Some('<'),
        "gt" => Some('>'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        "nbsp" => Some(' '),
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_become_lines_and_entities_characters() {
        assert_eq!(
            plain_text(
                "<p>Stone <b>farmhouse</b>&nbsp;&amp; barn</p>\n<ul><li>Pool</li><li>Vines &lt;3 ha&gt;</li></ul>\
                 <p>Views<br>of &quot;Barolo&quot; &#39;22 &#x2014; A&amp;B</p>"
            ),
            "Stone farmhouse & barn\nPool\nVines <3 ha>\nViews\nof \"Barolo\" '22 \u{2014} A&B"
        );
    }

    #[test]
    fn stray_ampersands_and_empty_markup_are_kept_or_dropped_sensibly() {
        assert_eq!(
            plain_text("Fish & chips &unknown; &"),
            "Fish & chips &unknown; &"
        );
        assert_eq!(plain_text("<p></p><p>  </p>"), "");
        assert_eq!(plain_text(""), "");
    }
}
