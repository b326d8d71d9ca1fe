pub use super::stored_values::{StoredKind, StoredStage, StoredStatus};
use sea_orm::entity::prelude::*;

/// Instants are milliseconds since the Unix epoch (see the migration for why).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "enquiries")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub kind: StoredKind,
    pub subject: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub reference: Option<String>,
    pub property_ref: Option<String>,
    /// JSON array of `[label, value]` pairs.
    pub fields: String,
    pub body: String,
    pub client_hash: Option<String>,
    pub status: StoredStatus,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub claim_token: Option<String>,
    pub lease_until: Option<i64>,
    pub last_error: Option<String>,
    pub created_at: i64,
    pub sent_at: Option<i64>,
    pub list_unsubscribe: Option<String>,
    /// The HTML alternative of `body`, for mails that show pictures.
    pub body_html: Option<String>,
    /// When staff marked it read; NULL while unread.
    pub read_at: Option<i64>,
    /// What the inbox's search looks in (`domain::enquiry::inbox::search_text`); NULL for
    /// mails to subscribers.
    pub search_text: Option<String>,
    /// JSON list of the mail's files (`super::attachments`); NULL for none.
    pub attachments: Option<String>,
    /// Where the lead came from (`domain::enquiry::LeadSource`); NULL when not told.
    pub referrer_host: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    /// `LeadSource::label`, which the inbox counts leads by; NULL for no source.
    pub source_label: Option<String>,
    /// The lead's stage on the desk ('new' for every other row, where it means nothing).
    pub stage: StoredStage,
    /// 'YYYY-MM-DD'.
    pub follow_up_on: Option<String>,
    pub first_replied_at: Option<i64>,
    /// On a reply's row: the lead it answers.
    pub replies_to: Option<i64>,
    /// On a reply's row: the stable mail id of the lead's mail.
    pub in_reply_to: Option<String>,
    /// When lead retention removed the visitor's data (`crate::contact_erasure::retention`);
    /// NULL while the row is whole.
    pub anonymised_at: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
