//! `TownRepository` over SeaORM.

use super::entities::town::{Column, Entity};
use super::storage_error::from_db;
use super::town_row::town_model;
use async_trait::async_trait;
use domain::ports::{RepositoryError, TownRepository};
use domain::town::NewTown;
use domain::{Town, TownId};
use sea_orm::sea_query::Order;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

pub struct SqlTownRepository {
    conn: DatabaseConnection,
}

impl SqlTownRepository {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

#[async_trait]
impl TownRepository for SqlTownRepository {
    async fn list(&self) -> Result<Vec<Town>, RepositoryError> {
        let rows = Entity::find()
            .order_by(Column::Name, Order::Asc)
            .order_by(Column::Id, Order::Asc)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(rows.into_iter().map(Town::from).collect())
    }

    async fn find(&self, id: TownId) -> Result<Option<Town>, RepositoryError> {
        let row = Entity::find_by_id(id.0)
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(row.map(Town::from))
    }

    async fn create(&self, town: &NewTown) -> Result<TownId, RepositoryError> {
        let result = Entity::insert(town_model(town))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(TownId(result.last_insert_id))
    }

    async fn update(&self, id: TownId, town: &NewTown) -> Result<Town, RepositoryError> {
        let result = Entity::update_many()
            .set(town_model(town))
            .filter(Column::Id.eq(id.0))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.find(id).await?.ok_or(RepositoryError::NotFound)
    }
}
