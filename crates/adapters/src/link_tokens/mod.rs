//! The secrets of the site's mailed links, kept only as their SHA-256 (`secret_hash`), and the
//! tokens minted for mails written after a sign-up's own: an alert's digest, a row of the
//! newsletter export. A link cannot be rebuilt from a hash, so each such mail carries a fresh
//! token, and `link_tokens` keeps its hash with the alert or subscriber it opens. Every link
//! that went out keeps working; none is stored in clear.

pub mod entity;

use crate::repositories::from_db;
use crate::secret_hash::sha256_hex;
use domain::ports::RepositoryError;
pub(crate) use entity::Column;
use entity::{ActiveModel, Entity};
use sea_orm::sea_query::{Query, SelectStatement};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

/// A fresh link secret: the token a mail carries, and the hash the database keeps of it.
pub(crate) struct LinkSecret {
    pub(crate) token: String,
    pub(crate) hash: String,
}

impl LinkSecret {
    /// 256 random bits: a link is the only proof asked for.
    pub(crate) fn new() -> Self {
        let bytes: [u8; 32] = rand::random();
        let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let hash = sha256_hex(&token);
        Self { token, hash }
    }
}

/// What a minted token opens.
#[derive(Debug, Clone, Copy)]
pub(crate) enum LinkOwner {
    /// An alert's manage page and its `List-Unsubscribe` link.
    Alert(i64),
    /// A subscriber's one-click unsubscribe link.
    Subscriber(i64),
}

/// Stores the hash of a fresh token for `owner` and answers the token: `UnknownReference`
/// when the owner is gone.
pub(crate) async fn mint(
    conn: &impl ConnectionTrait,
    owner: LinkOwner,
) -> Result<String, RepositoryError> {
    let secret = LinkSecret::new();
    let (alert, subscriber) = match owner {
        LinkOwner::Alert(id) => (Some(id), None),
        LinkOwner::Subscriber(id) => (None, Some(id)),
    };
    Entity::insert(ActiveModel {
        token_hash: Set(secret.hash),
        alert_id: Set(alert),
        subscriber_id: Set(subscriber),
        created_at: Set(chrono::Utc::now().timestamp_millis()),
        ..Default::default()
    })
    .exec(conn)
    .await
    .map_err(from_db)?;
    Ok(secret.token)
}

/// The owners a minted token with this hash opens (at most one): the ids in `owner`, the
/// column of alerts or of subscribers.
pub(crate) fn owners_opened_by(owner: Column, hash: &str) -> SelectStatement {
    Query::select()
        .column(owner)
        .from(Entity)
        .and_where(Column::TokenHash.eq(hash))
        .and_where(owner.is_not_null())
        .to_owned()
}

/// Forgets the tokens minted for the subscribers `subscribers` selects: their links stop
/// working.
pub(crate) async fn forget_for_subscribers(
    conn: &impl ConnectionTrait,
    subscribers: SelectStatement,
) -> Result<(), RepositoryError> {
    Entity::delete_many()
        .filter(Column::SubscriberId.in_subquery(subscribers))
        .exec(conn)
        .await
        .map_err(from_db)?;
    Ok(())
}
