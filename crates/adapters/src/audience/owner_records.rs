//! `OwnerRecords` over SeaORM: owners one row per home, report links by their hash, and the
//! months whose reports went (claimed with an insert that only the first server wins).

use super::owner_entity::{self as owner, Entity as OwnerEntity};
use super::report_link_entity::{self as link, Entity as LinkEntity};
use super::report_month_entity::{self as month, Entity as MonthEntity};
use crate::repositories::{from_db, CorruptRow};
use ::audience::owner::{Owner, OwnerLanguage, OwnerRecords};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use domain::{Email, Ref};
use sea_orm::sea_query::OnConflict;
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, TransactionTrait,
};

pub struct SqlOwnerRecords {
    conn: DatabaseConnection,
}

impl SqlOwnerRecords {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

fn owner_of(row: owner::Model) -> Result<(Ref, Owner), RepositoryError> {
    let corrupt = |why: &str| {
        RepositoryError::unexpected(CorruptRow::new("property_owners", &row.property_ref, why))
    };
    let reference = Ref::parse_stored(&row.property_ref).map_err(|_| corrupt("not a ref"))?;
    Ok((
        reference,
        Owner {
            email: Email::parse(&row.email).map_err(|_| corrupt("not an e-mail address"))?,
            language: OwnerLanguage::parse(&row.language).ok_or_else(|| corrupt("not en or it"))?,
            monthly_reports: row.monthly_reports,
            name: row.name,
        },
    ))
}

#[async_trait]
impl OwnerRecords for SqlOwnerRecords {
    async fn owner(&self, property: &Ref) -> Result<Option<Owner>, RepositoryError> {
        OwnerEntity::find_by_id(property.to_string())
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .map(|row| owner_of(row).map(|(_, owner)| owner))
            .transpose()
    }

    async fn set_owner(&self, property: &Ref, owner: Option<Owner>) -> Result<(), RepositoryError> {
        let key = property.to_string();
        let transaction = self.conn.begin().await.map_err(from_db)?;
        let stored = OwnerEntity::find_by_id(key.clone())
            .one(&transaction)
            .await
            .map_err(from_db)?;
        // Links sent to someone who is no longer the owner, or to an address no longer
        // theirs, stop opening the report.
        let closes_links = match (&stored, &owner) {
            (_, None) => true,
            (Some(stored), Some(owner)) => !stored.email.eq_ignore_ascii_case(owner.email.as_str()),
            (None, Some(_)) => false,
        };
        if closes_links {
            LinkEntity::delete_many()
                .filter(link::Column::PropertyRef.eq(key.clone()))
                .exec(&transaction)
                .await
                .map_err(from_db)?;
        }
        match owner {
            None => {
                OwnerEntity::delete_by_id(key)
                    .exec(&transaction)
                    .await
                    .map_err(from_db)?;
            }
            Some(owner) => {
                OwnerEntity::insert(owner::ActiveModel {
                    property_ref: Set(key),
                    name: Set(owner.name.clone()),
                    email: Set(owner.email.to_string()),
                    language: Set(owner.language.code().to_owned()),
                    monthly_reports: Set(owner.monthly_reports),
                })
                .on_conflict(
                    OnConflict::column(owner::Column::PropertyRef)
                        .update_columns([
                            owner::Column::Name,
                            owner::Column::Email,
                            owner::Column::Language,
                            owner::Column::MonthlyReports,
                        ])
                        .to_owned(),
                )
                .exec_without_returning(&transaction)
                .await
                .map_err(from_db)?;
            }
        }
        transaction.commit().await.map_err(from_db)
    }

    async fn add_report_link(
        &self,
        property: &Ref,
        token_hash: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<(), RepositoryError> {
        LinkEntity::insert(link::ActiveModel {
            id: NotSet,
            property_ref: Set(property.to_string()),
            token_hash: Set(token_hash.to_owned()),
            created_at: Set(Utc::now()),
            expires_at: Set(expires_at),
        })
        .exec_without_returning(&self.conn)
        .await
        .map_err(from_db)?;
        Ok(())
    }

    async fn revoke_report_links(&self, property: &Ref) -> Result<u64, RepositoryError> {
        let deleted = LinkEntity::delete_many()
            .filter(link::Column::PropertyRef.eq(property.to_string()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(deleted.rows_affected)
    }

    async fn report_of_link(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<Ref>, RepositoryError> {
        let Some(row) = LinkEntity::find()
            .filter(link::Column::TokenHash.eq(token_hash))
            .filter(link::Column::ExpiresAt.gt(now))
            .one(&self.conn)
            .await
            .map_err(from_db)?
        else {
            return Ok(None);
        };
        Ref::parse_stored(&row.property_ref).map(Some).map_err(|_| {
            RepositoryError::unexpected(CorruptRow::new(
                "owner_report_links",
                &row.property_ref,
                "not a ref",
            ))
        })
    }

    async fn monthly_owners(&self) -> Result<Vec<(Ref, Owner)>, RepositoryError> {
        OwnerEntity::find()
            .filter(owner::Column::MonthlyReports.eq(true))
            .order_by_asc(owner::Column::PropertyRef)
            .all(&self.conn)
            .await
            .map_err(from_db)?
            .into_iter()
            .map(owner_of)
            .collect()
    }

    async fn claim_month(&self, month: &str, now: DateTime<Utc>) -> Result<bool, RepositoryError> {
        let inserted = MonthEntity::insert(month::ActiveModel {
            month: Set(month.to_owned()),
            claimed_at: Set(now),
        })
        .on_conflict(
            OnConflict::column(month::Column::Month)
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(&self.conn)
        .await
        .map_err(from_db)?;
        Ok(inserted == 1)
    }
}
