//! The first screen's API answers, written into the page as an inert JSON block so that the
//! front end paints without waiting for its first API calls:
//! `<script type="application/json" id="initial-data">{"/api/articles/7": {…}}</script>`,
//! each answer keyed by the path and query the front end requests it with, its body as the
//! API sent it. A data block never runs, so the CSP's script rules do not apply to it.

use crate::head_tags::escape_for_script;
use bytes::Bytes;
use maud::{html, PreEscaped};
use serde::de::DeserializeOwned;

pub const ELEMENT_ID: &str = "initial-data";

/// One API answer: a 200 JSON body (see `SiteApi::get_json`).
#[derive(Debug, Clone, PartialEq)]
pub struct ApiAnswer {
    pub path_and_query: String,
    pub body: Bytes,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct InitialData(pub Vec<ApiAnswer>);

impl InitialData {
    /// The first answer read as `T` (only the fields `T` names), if it is one.
    pub fn first_as<T: DeserializeOwned>(&self) -> Option<T> {
        serde_json::from_slice(&self.0.first()?.body).ok()
    }

    /// The data block, or nothing when there is no answer to pass on.
    pub fn render(&self) -> String {
        if self.0.is_empty() {
            return String::new();
        }
        html! {
            script type="application/json" id=(ELEMENT_ID) { (PreEscaped(escape_for_script(&self.json()))) }
        }
        .into_string()
    }

    /// The answers as one JSON object, unescaped (`{}` when there is none): what the block
    /// holds, as the server renderer reads it.
    pub fn json(&self) -> String {
        let mut json = String::from("{");
        for (index, answer) in self.0.iter().enumerate() {
            if index > 0 {
                json.push(',');
            }
            json.push_str(
                &serde_json::to_string(&answer.path_and_query).expect("strings serialise"),
            );
            json.push(':');
            // The body is JSON from our own API, passed on as it was sent.
            json.push_str(&String::from_utf8_lossy(&answer.body));
        }
        json.push('}');
        json
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(path: &str, body: &str) -> ApiAnswer {
        ApiAnswer {
            path_and_query: path.to_owned(),
            body: Bytes::from(body.to_owned()),
        }
    }

    #[test]
    fn no_answer_no_block() {
        assert_eq!(InitialData::default().render(), "");
    }

    #[test]
    fn the_json_is_the_blocks_content_unescaped() {
        assert_eq!(InitialData::default().json(), "{}");
        let data = InitialData(vec![answer(
            "/api/articles/7",
            r#"{"text":"<p>a &amp; b</p>"}"#,
        )]);
        assert_eq!(
            data.json(),
            r#"{"/api/articles/7":{"text":"<p>a &amp; b</p>"}}"#
        );
        assert!(data.render().contains(&escape_for_script(&data.json())));
    }

    #[test]
    fn answers_are_keyed_by_their_request_and_parse_back_unchanged() {
        let list = r#"{"articles":[],"pages":1}"#;
        let article = r#"{"id":7,"text":"<p>Barolo &amp; Barbaresco</p></script><script>alert(1)</script><!--"}"#;
        let html = InitialData(vec![
            answer("/api/articles?skip=0&take=10", list),
            answer("/api/articles/7", article),
        ])
        .render();

        let opening = r#"<script type="application/json" id="initial-data">"#;
        assert!(html.starts_with(opening), "{html}");
        let inside = html
            .strip_prefix(opening)
            .and_then(|rest| rest.strip_suffix("</script>"))
            .unwrap();
        assert!(
            !inside.contains('<') && !inside.contains('>') && !inside.contains('&'),
            "nothing in the block can close it or open a comment: {inside}"
        );
        let parsed: serde_json::Value = serde_json::from_str(inside).unwrap();
        assert_eq!(
            parsed["/api/articles?skip=0&take=10"],
            serde_json::from_str::<serde_json::Value>(list).unwrap()
        );
        assert_eq!(
            parsed["/api/articles/7"],
            serde_json::from_str::<serde_json::Value>(article).unwrap()
        );
    }
}
