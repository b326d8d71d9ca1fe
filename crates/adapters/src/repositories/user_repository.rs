//! `UserRepository` over SeaORM.

use super::entities::user::{ActiveModel, Column, Entity, StoredRole};
use super::storage_error::from_db;
use super::stored_time::to_stored_precision;
use async_trait::async_trait;
use chrono::Utc;
use domain::ports::{RepositoryError, UserRepository};
use domain::{Email, Role, User};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

pub struct SqlUserRepository {
    conn: DatabaseConnection,
}

impl SqlUserRepository {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }

    async fn find_one(
        &self,
        condition: sea_orm::sea_query::SimpleExpr,
    ) -> Result<Option<User>, RepositoryError> {
        let row = Entity::find()
            .filter(condition)
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        row.map(|row| User::try_from(row).map_err(Into::into))
            .transpose()
    }
}

#[async_trait]
impl UserRepository for SqlUserRepository {
    async fn find_by_email(&self, email: &Email) -> Result<Option<User>, RepositoryError> {
        self.find_one(Column::Email.eq(email.as_str())).await
    }

    async fn find_by_id(&self, id: i64) -> Result<Option<User>, RepositoryError> {
        let row = Entity::find_by_id(id)
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        row.map(|row| User::try_from(row).map_err(Into::into))
            .transpose()
    }

    /// One `INSERT … ON CONFLICT (email) DO UPDATE … RETURNING` statement: two sign-ins racing
    /// for the same new address both succeed, and SQLite never upgrades a read lock.
    async fn upsert(
        &self,
        email: &Email,
        name: &str,
        picture: &str,
        role: Option<Role>,
    ) -> Result<User, RepositoryError> {
        let mut updated = vec![Column::Name, Column::Picture];
        if role.is_some() {
            updated.push(Column::Role);
        }
        let row = ActiveModel {
            email: Set(email.as_str().to_owned()),
            name: Set(name.to_owned()),
            picture: Set(picture.to_owned()),
            role: Set(role.map(StoredRole::from)),
            created_at: Set(to_stored_precision(Utc::now())),
            // Only for a new row: the update below keeps an existing user's version and subject.
            session_version: Set(0),
            identity_subject: Set(None),
            ..Default::default()
        };
        let stored = Entity::insert(row)
            .on_conflict(
                OnConflict::column(Column::Email)
                    .update_columns(updated)
                    .to_owned(),
            )
            .exec_with_returning(&self.conn)
            .await
            .map_err(from_db)?;
        User::try_from(stored).map_err(Into::into)
    }

    async fn set_role(&self, email: &Email, role: Option<Role>) -> Result<User, RepositoryError> {
        let updated = Entity::update_many()
            .col_expr(Column::Role, Expr::value(role.map(StoredRole::from)))
            .col_expr(
                Column::SessionVersion,
                Expr::col(Column::SessionVersion).add(1),
            )
            .filter(Column::Email.eq(email.as_str()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        found(updated.rows_affected)?;
        self.find_by_email(email)
            .await?
            .ok_or(RepositoryError::NotFound)
    }

    async fn end_sessions(&self, user_id: i64) -> Result<(), RepositoryError> {
        let updated = Entity::update_many()
            .col_expr(
                Column::SessionVersion,
                Expr::col(Column::SessionVersion).add(1),
            )
            .filter(Column::Id.eq(user_id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        found(updated.rows_affected)
    }

    async fn find_by_subject(&self, subject: &str) -> Result<Option<User>, RepositoryError> {
        self.find_one(Column::IdentitySubject.eq(subject)).await
    }

    async fn bind_subject(&self, user_id: i64, subject: &str) -> Result<User, RepositoryError> {
        let updated = Entity::update_many()
            .col_expr(Column::IdentitySubject, Expr::value(subject.to_owned()))
            .filter(Column::Id.eq(user_id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        found(updated.rows_affected)?;
        self.find_by_id(user_id)
            .await?
            .ok_or(RepositoryError::NotFound)
    }

    async fn any_with_role(&self, role: Role) -> Result<bool, RepositoryError> {
        let found = Entity::find()
            .filter(Column::Role.eq(StoredRole::from(role)))
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(found.is_some())
    }
}

/// An update by key that touched no row means the user does not exist.
fn found(rows_affected: u64) -> Result<(), RepositoryError> {
    if rows_affected == 0 {
        Err(RepositoryError::NotFound)
    } else {
        Ok(())
    }
}
