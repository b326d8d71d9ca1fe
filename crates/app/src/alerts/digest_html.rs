//! The HTML part of an alert's digest: what the text part says, with each listing's picture.
//! Many mail programs drop `<style>` blocks, so the little styling there is sits in `style`
//! attributes; every interpolated value is escaped by the template.

use super::digest_mail::DigestContent;
use maud::{html, Markup, DOCTYPE};

/// The listing picture is 750 × 500; shown at half that, it stays sharp on dense screens.
const PICTURE_WIDTH: u32 = 375;
const PICTURE_HEIGHT: u32 = 250;

pub(super) fn digest_html(content: &DigestContent) -> String {
    let words = content.words;
    let page: Markup = html! {
        (DOCTYPE)
        html lang=(content.language.as_str()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
            }
            body style="font-family: Georgia, serif; color: #222; max-width: 600px; margin: 0 auto; padding: 16px" {
                p { (words.greeting) }
                p { (words.intro) " (" (content.filter) "):" }
                @for listing in &content.listings {
                    div style="margin: 24px 0" {
                        a href=(listing.page) {
                            img src=(listing.picture) alt=(listing.title)
                                width=(PICTURE_WIDTH) height=(PICTURE_HEIGHT)
                                style="display: block; border: 0; max-width: 100%; height: auto";
                        }
                        p style="margin: 8px 0 0; font-size: 18px" {
                            a href=(listing.page) style="color: #5a3e1b" { (listing.title) }
                        }
                        p style="margin: 4px 0 0" { (listing.price) }
                    }
                }
                hr;
                p style="font-size: 14px" {
                    a href=(content.manage) { (words.change_or_delete) }
                    " · "
                    a href=(content.unsubscribe) { (words.stop) }
                }
            }
        }
    };
    page.into_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alerts::digest_mail::DigestListing;
    use crate::alerts::texts::digest_words;
    use domain::alert::AlertLanguage;

    fn content(language: AlertLanguage, title: &str) -> DigestContent {
        DigestContent {
            language,
            words: digest_words(language),
            filter: "Price from €500,000; kind: villa & farmhouse".into(),
            listings: vec![DigestListing {
                title: title.into(),
                price: "€650,000".into(),
                page: "https://l.example/property/for-sale/in-italy/123?a=1&b=2".into(),
                picture: "https://cdn.example/images/properties/123/listing.jpg?v=7".into(),
            }],
            manage: "https://l.example/api/alerts/manage?token=m4".into(),
            unsubscribe: "https://l.example/api/alerts/unsubscribe?token=m4".into(),
        }
    }

    #[test]
    fn each_listing_shows_its_picture_title_price_and_link() {
        let html = digest_html(&content(AlertLanguage::English, "Farmhouse near Barolo"));
        assert!(
            html.starts_with("<!DOCTYPE html><html lang=\"en\">"),
            "{html}"
        );
        assert!(
            html.contains(
                "<a href=\"https://l.example/property/for-sale/in-italy/123?a=1&amp;b=2\">\
                 <img src=\"https://cdn.example/images/properties/123/listing.jpg?v=7\" \
                 alt=\"Farmhouse near Barolo\" width=\"375\" height=\"250\""
            ),
            "{html}"
        );
        assert!(html.contains(">Farmhouse near Barolo</a>"), "{html}");
        assert!(
            html.contains("<p style=\"margin: 4px 0 0\">€650,000</p>"),
            "{html}"
        );
        assert!(
            html.contains(
                "<a href=\"https://l.example/api/alerts/manage?token=m4\">Change or delete this alert</a>"
            ),
            "{html}"
        );
        assert!(
            html.contains(
                "<a href=\"https://l.example/api/alerts/unsubscribe?token=m4\">Stop these e-mails</a>"
            ),
            "{html}"
        );
        assert!(
            html.contains("(Price from €500,000; kind: villa &amp; farmhouse):"),
            "{html}"
        );
    }

    #[test]
    fn a_title_cannot_add_markup_or_leave_its_attribute() {
        let html = digest_html(&content(
            AlertLanguage::English,
            "Villa \"Rosa\" <script>alert(1)</script>",
        ));
        assert!(!html.contains("<script>"), "{html}");
        assert!(
            html.contains("alt=\"Villa &quot;Rosa&quot; &lt;script&gt;alert(1)&lt;/script&gt;\""),
            "{html}"
        );
        assert!(
            html.contains(">Villa &quot;Rosa&quot; &lt;script&gt;alert(1)&lt;/script&gt;</a>"),
            "{html}"
        );
    }

    #[test]
    fn an_italian_alert_gets_an_italian_page() {
        let html = digest_html(&content(AlertLanguage::Italian, "Cascina"));
        assert!(html.contains("<html lang=\"it\">"), "{html}");
        for words in [
            "Buongiorno,",
            "ecco le nuove case come quelle che cerca",
            "Modifichi o cancelli questo avviso",
            "Non ricevere più queste e-mail",
        ] {
            assert!(html.contains(words), "{words} in {html}");
        }
    }
}
