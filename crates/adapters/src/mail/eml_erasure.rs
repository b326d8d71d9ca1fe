//! With `LANGHE_MAIL=eml` every mail also stays on disk as an `.eml` file: an erasure that
//! deleted the rows would leave the person's enquiries, replies and sign-ups readable there.
//! [`ErasingMailFiles`] runs the database's erasure, then deletes every mail file to or from
//! the address (its `From`, `To`, `Cc`, `Reply-To`, or anywhere in the file as written).

use async_trait::async_trait;
use domain::ports::{ContactErasure, ErasedRecords, RepositoryError};
use domain::Email;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The headers that name the people a mail is to or from.
const ADDRESS_HEADERS: [&str; 5] = ["from", "to", "cc", "bcc", "reply-to"];

pub struct ErasingMailFiles {
    rows: Arc<dyn ContactErasure>,
    folder: PathBuf,
}

impl ErasingMailFiles {
    /// `rows` erases the database's records; `folder` is the `EmlFileMailer`'s.
    pub fn new(rows: Arc<dyn ContactErasure>, folder: impl Into<PathBuf>) -> Self {
        Self {
            rows,
            folder: folder.into(),
        }
    }
}

#[async_trait]
impl ContactErasure for ErasingMailFiles {
    async fn erase(&self, email: &Email) -> Result<ErasedRecords, RepositoryError> {
        let erased = self.rows.erase(email).await?;
        let (folder, address) = (self.folder.clone(), email.as_str().to_lowercase());
        let deleted = tokio::task::spawn_blocking(move || delete_mail_files_of(&folder, &address))
            .await
            .map_err(RepositoryError::unexpected)?
            .map_err(RepositoryError::unexpected)?;
        tracing::info!(files = deleted, "mail files of an erased address deleted");
        Ok(erased)
    }
}

/// Deletes the `.eml` files of `folder` that concern `address` (lower case); answers how many.
fn delete_mail_files_of(folder: &Path, address: &str) -> std::io::Result<u64> {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(error) => return Err(error),
    };
    let mut deleted = 0;
    for entry in entries {
        let path = entry?.path();
        if path.extension().is_none_or(|extension| extension != "eml") {
            continue;
        }
        let text = String::from_utf8_lossy(&std::fs::read(&path)?).to_lowercase();
        if concerns(&text, address) {
            std::fs::remove_file(&path)?;
            deleted += 1;
        }
    }
    Ok(deleted)
}

/// Whether the mail (lower case) is to or from `address`: a header naming people holds it,
/// or the file holds it anywhere as written (a body in plain 7-bit text, say).
fn concerns(mail: &str, address: &str) -> bool {
    let headers = mail
        .split_once("\r\n\r\n")
        .or_else(|| mail.split_once("\n\n"))
        .map_or(mail, |(headers, _)| headers);
    // Folded header lines continue with a space or a tab: unfolded, one header a line.
    let unfolded = headers.replace("\r\n ", " ").replace("\r\n\t", " ");
    let in_headers = unfolded.lines().any(|line| {
        line.split_once(':').is_some_and(|(name, value)| {
            ADDRESS_HEADERS.contains(&name.trim()) && holds_address(value, address)
        })
    });
    in_headers || holds_address(mail, address)
}

/// `address` in `text` as a whole address, not as the tail of a longer one
/// (`anna@example.com` is not in `joanna@example.com` nor in `anna@example.com.au`).
fn holds_address(text: &str, address: &str) -> bool {
    let part_of_an_address =
        |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '%' | '+' | '-');
    text.match_indices(address).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + address.len()..].chars().next();
        !before.is_some_and(part_of_an_address)
            && !after.is_some_and(|c| part_of_an_address(c) && c != '.')
            && !text[at + address.len()..]
                .strip_prefix('.')
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphanumeric()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mail_concerns_the_addresses_it_is_to_or_from_and_no_other() {
        let mail = "From: site@langhe.example\r\nReply-To: \"Anna\" <anna@example.com>\r\n\
                    To: consultant@langhe.example\r\nSubject: Contact Page\r\n\r\nHello.\r\n";
        assert!(concerns(&mail.to_lowercase(), "anna@example.com"));
        assert!(concerns(&mail.to_lowercase(), "consultant@langhe.example"));
        for other in ["nna@example.com", "anna@example.co", "bruno@example.com"] {
            assert!(!concerns(&mail.to_lowercase(), other), "{other}");
        }
        let folded = "To: \"A very long name indeed\"\r\n <anna@example.com>\r\n\r\nbody";
        assert!(concerns(folded, "anna@example.com"));
        let in_body = "To: consultant@langhe.example\r\n\r\nEmail: anna@example.com.\r\n";
        assert!(concerns(in_body, "anna@example.com"));
        assert!(!concerns(
            "To: joanna@example.com.au\r\n\r\n",
            "anna@example.com"
        ));
    }
}
