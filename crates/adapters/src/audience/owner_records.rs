//! `OwnerRecords` over SeaORM: owners one row per home, report links by their hash, and the
//! months whose reports went (claimed with an insert that only the first server wins).

use super::owner_entity::{self as owner, Entity as OwnerEntity};
use super::owner_log;
use super::report_link_entity::{self as link, Entity as LinkEntity};
use super::report_month_entity::{self as month, Entity as MonthEntity};
use crate::database::begin_write;
use crate::repositories::{from_db, CorruptRow};
use ::audience::owner::{
    Owner, OwnerAction, OwnerLanguage, OwnerLogEntry, OwnerRecords, OwnerStamp, ReportClaim,
};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ports::RepositoryError;
use domain::{Email, Ref};
use sea_orm::sea_query::OnConflict;
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder,
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

/// The row `owner` is kept as.
fn row_of(key: &str, owner: &Owner) -> owner::Model {
    owner::Model {
        property_ref: key.to_owned(),
        name: owner.name.clone(),
        email: owner.email.to_string(),
        language: owner.language.code().to_owned(),
        monthly_reports: owner.monthly_reports,
    }
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

    async fn set_owner(
        &self,
        property: &Ref,
        owner: Option<Owner>,
        stamp: &OwnerStamp,
    ) -> Result<(), RepositoryError> {
        let key = property.to_string();
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let stored = OwnerEntity::find_by_id(key.clone())
            .one(&transaction)
            .await
            .map_err(from_db)?;
        // The log names the address concerned: the one recorded, or the one removed. Saving
        // the owner as stored changes nothing and logs nothing.
        let logged = match (&stored, &owner) {
            (_, Some(new)) if stored.as_ref() != Some(&row_of(&key, new)) => {
                Some((OwnerAction::Recorded, new.email.to_string()))
            }
            (Some(old), None) => Some((OwnerAction::Removed, old.email.clone())),
            _ => None,
        };
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
                OwnerEntity::insert(row_of(&key, &owner).into_active_model())
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
        if let Some((action, email)) = logged {
            owner_log::write(&transaction, property, action, &email, stamp).await?;
        }
        transaction.commit().await.map_err(from_db)
    }

    async fn claim_report_mail(
        &self,
        property: &Ref,
        action: OwnerAction,
        stamp: &OwnerStamp,
        cap: Option<(u32, DateTime<Utc>)>,
    ) -> Result<ReportClaim, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        if !owner_log::hold_owner(&transaction, property).await? {
            return Ok(ReportClaim::NoOwner);
        }
        if let Some((limit, since)) = cap {
            let sent = owner_log::count_since(&transaction, property, action, since).await?;
            if sent >= u64::from(limit) {
                return Ok(ReportClaim::DailyCapReached);
            }
        }
        let row = OwnerEntity::find_by_id(property.to_string())
            .one(&transaction)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        let (_, owner) = owner_of(row)?;
        owner_log::write(&transaction, property, action, owner.email.as_str(), stamp).await?;
        transaction.commit().await.map_err(from_db)?;
        Ok(ReportClaim::Granted(owner))
    }

    async fn owner_log(
        &self,
        property: Option<Ref>,
        limit: u64,
    ) -> Result<Vec<OwnerLogEntry>, RepositoryError> {
        owner_log::read(&self.conn, property.as_ref(), limit).await
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
