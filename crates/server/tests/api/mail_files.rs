//! Mails as they went out: the `.eml` files `LANGHE_MAIL=eml` writes into `DATA_DIR/mail`,
//! read the way a mail program shows them, and the token-bearing links they carry.

use crate::support::app::TestApp;
use std::collections::BTreeSet;
use std::time::Duration;
use test_services::every_stored_row;

/// Where the tests' mailed links point (`LANGHE_PUBLIC_URL`).
const PUBLIC_URL: &str = "https://langhe.test";

impl TestApp {
    /// Waits (the delivery worker writes the files) until the outbox has nothing waiting and
    /// `count` mail files are written, for up to 10 s; answers every file, decoded.
    pub async fn delivered_mails(&self, count: usize) -> Vec<String> {
        for _ in 0..200 {
            let backlog = adapters::outbox_backlog::outbox_backlog(&self.connection)
                .await
                .unwrap();
            let files = self.mail_files();
            if backlog.iter().all(|kind| kind.waiting == 0) && files.len() >= count {
                assert_eq!(files.len(), count, "{files:#?}");
                return files;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "{count} mails not written within 10 s: {:#?}",
            self.mail_files()
        );
    }

    /// Fails naming a secret of `links` that a row of the database holds; answers the distinct
    /// secrets.
    pub async fn assert_no_secret_stored<'a>(
        &self,
        links: &'a BTreeSet<String>,
    ) -> BTreeSet<&'a str> {
        let tokens: BTreeSet<&str> = links.iter().map(|link| token_of(link)).collect();
        let stored = every_stored_row(&self.connection).await.unwrap();
        for token in &tokens {
            assert!(!stored.contains(token), "{token} is stored:\n{stored}");
        }
        tokens
    }

    /// Like `delivered_mails`, the files as written (their parts still encoded).
    pub async fn delivered_raw_mails(&self, count: usize) -> Vec<String> {
        self.delivered_mails(count).await;
        self.raw_mail_files()
    }

    fn raw_mail_files(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.data_dir.path().join("mail")) else {
            return Vec::new();
        };
        entries
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "eml"))
            .map(|path| std::fs::read_to_string(path).unwrap())
            .collect()
    }

    fn mail_files(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.data_dir.path().join("mail")) else {
            return Vec::new();
        };
        entries
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "eml"))
            .map(|path| decoded(&std::fs::read_to_string(path).unwrap()))
            .collect()
    }
}

/// A mail file's headers, then each part's body with its transfer encoding undone.
fn decoded(raw: &str) -> String {
    let mut text = raw
        .split_once("\r\n\r\n")
        .map_or(raw, |(headers, _)| headers)
        .to_owned();
    for (at, _) in raw.match_indices("Content-Transfer-Encoding: ") {
        let part = &raw[at..];
        let encoding = part["Content-Transfer-Encoding: ".len()..]
            .split("\r\n")
            .next()
            .unwrap();
        let Some((_, body)) = part.split_once("\r\n\r\n") else {
            continue;
        };
        let body = body.find("\r\n--").map_or(body, |end| &body[..end]);
        let bytes = match encoding {
            "quoted-printable" => {
                quoted_printable::decode(body, quoted_printable::ParseMode::Robust).unwrap()
            }
            "base64" => {
                use base64::Engine;
                base64::engine::general_purpose::STANDARD
                    .decode(body.replace("\r\n", ""))
                    .unwrap()
            }
            _ => body.as_bytes().to_vec(),
        };
        text.push_str("\r\n\r\n");
        text.push_str(&String::from_utf8(bytes).unwrap());
    }
    text
}

/// Every `{PUBLIC_URL}{prefix}…?token=…` link in `texts`, as a path with its query.
pub fn token_links(texts: &[String], prefix: &str) -> BTreeSet<String> {
    let start = format!("{PUBLIC_URL}{prefix}");
    texts
        .iter()
        .flat_map(|text| text.match_indices(&start).map(|(at, _)| &text[at..]))
        .map(|link| {
            let end = link
                .find(|c: char| c.is_whitespace() || matches!(c, '"' | '>' | '<' | ','))
                .unwrap_or(link.len());
            link[PUBLIC_URL.len()..end].to_owned()
        })
        .filter(|path| path.contains("?token="))
        .collect()
}

/// The secret a link carries.
fn token_of(link: &str) -> &str {
    link.split_once("?token=").expect("a token link").1
}
