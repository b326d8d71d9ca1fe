use async_trait::async_trait;

/// Who a mail is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Addressee {
    /// The consultant's configured address; `reply_to` is the visitor who wrote.
    Consultant { reply_to: Option<String> },
    /// A newsletter subscriber. `list_unsubscribe` is the https link of the
    /// `List-Unsubscribe` header, which also offers RFC 8058 one-click unsubscribe.
    Subscriber {
        address: String,
        list_unsubscribe: String,
    },
    /// A staff member, mailed at their own request (a sign-in link): no Reply-To, no list
    /// headers.
    Staff { address: String },
    /// A visitor the desk writes to (a reply to their lead, a viewing's invitation): from the
    /// site's sender, with the consultant as Reply-To.
    Visitor { address: String },
}

/// A file sent with a mail.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MailAttachment {
    pub file_name: String,
    /// A MIME type with its parameters (`text/calendar; charset=utf-8; method=REQUEST`).
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// One message, as the outbox hands it to the mail port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    /// The same on every delivery attempt of one message (letters, digits, '.' and '-'). The
    /// adapters make the `Message-ID` from it, so that a receiver can drop the repeat a crash
    /// between the server's acceptance and our record of it causes.
    pub stable_id: String,
    pub subject: String,
    pub body_text: String,
    /// An HTML alternative of `body_text` (the mail is then multipart/alternative).
    pub body_html: Option<String>,
    pub addressee: Addressee,
    pub attachments: Vec<MailAttachment>,
    /// The stable id of the message this one answers (its `In-Reply-To` and `References`,
    /// made into a `Message-ID` as the adapters make this message's own).
    pub in_reply_to: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// Worth retrying later (server down, timeout, 4xx SMTP reply).
    #[error("temporary mail failure: {0}")]
    Temporary(String),
    /// Retrying will not help (rejected recipient, 5xx SMTP reply).
    #[error("permanent mail failure: {0}")]
    Permanent(String),
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    /// Delivers to the addressee: the consultant's configured address, or a subscriber.
    /// # Errors
    /// `Temporary` when a later try may succeed (server down, timeout, a 4xx SMTP reply),
    /// `Permanent` when it will not (a rejected recipient, a 5xx reply).
    async fn send(&self, mail: &OutgoingMail) -> Result<(), MailError>;
}
