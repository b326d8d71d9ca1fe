//! Writes each mail as an .eml file into a folder: no mail server needed, and the consultant
//! (or a script) can open the files with any mail program.

use super::message::{build, Addresses};
use async_trait::async_trait;
use domain::ports::{MailError, Mailer, OutgoingMail};
use lettre::{AsyncFileTransport, AsyncTransport, Tokio1Executor};
use std::path::PathBuf;

pub struct EmlFileMailer {
    folder: PathBuf,
    transport: AsyncFileTransport<Tokio1Executor>,
    addresses: Addresses,
}

impl EmlFileMailer {
    pub fn new(folder: impl Into<PathBuf>, from: &str, to: &str) -> anyhow::Result<Self> {
        let folder = folder.into();
        // Mails hold visitors' names, addresses and messages: the folder is owner-only, so
        // are the files in it whatever their own mode.
        crate::private_files::create_private_dir(&folder)?;
        Ok(Self {
            transport: AsyncFileTransport::new(&folder),
            folder,
            addresses: Addresses::parse(from, to)?,
        })
    }
}

#[async_trait]
impl Mailer for EmlFileMailer {
    async fn send(&self, mail: &OutgoingMail) -> Result<(), MailError> {
        let message = build(&self.addresses, mail)?;
        let id = self.transport.send(message).await.map_err(|error| {
            MailError::Temporary(format!("could not write the mail file: {error}"))
        })?;
        crate::private_files::restrict_to_owner(&self.folder.join(format!("{id}.eml")))
            .map_err(|error| MailError::Temporary(format!("{error:#}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn each_mail_becomes_one_eml_file() {
        let folder = tempfile::tempdir().unwrap();
        let mailer = EmlFileMailer::new(
            folder.path(),
            "site@langhe.example",
            "consultant@langhe.example",
        )
        .unwrap();
        let mail = OutgoingMail {
            stable_id: "enquiry.3.1790000000000".into(),
            subject: "Consultancy Request".into(),
            body_text: "Dream: a farmhouse".into(),
            body_html: None,
            addressee: domain::ports::Addressee::Consultant { reply_to: None },
            attachments: Vec::new(),
            in_reply_to: None,
        };
        mailer.send(&mail).await.unwrap();

        let files: Vec<_> = std::fs::read_dir(folder.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].extension().unwrap(), "eml");
        let text = std::fs::read_to_string(&files[0]).unwrap();
        assert!(text.contains("Subject: Consultancy Request"), "{text}");
        assert!(
            text.contains("Message-ID: <enquiry.3.1790000000000@langhe.example>"),
            "{text}"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(folder.path())
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(
                mode & 0o777,
                0o700,
                "only the server's user reads the mails"
            );
            let mode = std::fs::metadata(&files[0]).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}
