//! The interactive API docs (Swagger UI). Its page is made of inline scripts and styles, which
//! the site-wide Content-Security-Policy forbids, so this page carries its own policy that
//! allows exactly those inline blocks by their SHA-256 hashes — nothing else inline runs.

use base64::Engine;
use poem::http::{header, HeaderValue};
use poem::{web::Html, Endpoint, IntoResponse, Response};
use regex::Regex;
use sha2::{Digest, Sha256};

/// An endpoint serving `html` with a policy naming each of its inline scripts and styles.
pub fn docs_endpoint(html: String) -> impl Endpoint {
    let policy = HeaderValue::from_str(&policy_for(&html)).expect("hashes are header-safe");
    poem::endpoint::make_sync(move |_| {
        let mut response: Response = Html(html.clone()).into_response();
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, policy.clone());
        response
    })
}

fn inline_hashes(html: &str, tag: &str) -> Vec<String> {
    // Inline blocks only: a <script src=…> has an empty body and needs 'self', not a hash.
    let pattern =
        Regex::new(&format!(r"(?s)<{tag}(?:\s[^>]*)?>(.*?)</{tag}>")).expect("valid pattern");
    pattern
        .captures_iter(html)
        .filter_map(|capture| capture.get(1))
        .filter(|body| !body.as_str().trim().is_empty())
        .map(|body| {
            let digest = Sha256::digest(body.as_str().as_bytes());
            format!(
                "'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            )
        })
        .collect()
}

fn policy_for(html: &str) -> String {
    let scripts = inline_hashes(html, "script").join(" ");
    let styles = inline_hashes(html, "style").join(" ");
    format!(
        "default-src 'self'; script-src 'self' {scripts}; style-src 'self' {styles}; \
         style-src-attr 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
         font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; \
         object-src 'none'"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_inline_block_is_allowed_by_its_hash_and_nothing_inline_in_general() {
        let html = "<style>body{}</style><script src=\"/x.js\"></script><script>go()</script>";
        let policy = policy_for(html);
        let go = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"go()"));
        let body = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"body{}"));
        assert!(
            policy.contains(&format!("script-src 'self' 'sha256-{go}';")),
            "{policy}"
        );
        assert!(
            policy.contains(&format!("style-src 'self' 'sha256-{body}';")),
            "{policy}"
        );
        assert!(!policy.contains("script-src 'self' 'unsafe-inline'"));
    }
}
