//! `ArticleRepository` over SeaORM.

use super::article_row::content_model;
use super::entities::article::{Column, Entity};
use super::storage_error::from_db;
use super::stored_time::to_stored_precision;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::article::ArticleContent;
use domain::ports::{ArticleRepository, ListScope, RepositoryError};
use domain::{Article, ArticleId, Page, PageRequest};
use sea_orm::sea_query::Order;
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

pub struct SqlArticleRepository {
    conn: DatabaseConnection,
}

impl SqlArticleRepository {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

#[async_trait]
impl ArticleRepository for SqlArticleRepository {
    async fn list(
        &self,
        scope: ListScope,
        page: PageRequest,
    ) -> Result<Page<Article>, RepositoryError> {
        let in_scope = || match scope {
            ListScope::Public => Entity::find().filter(Column::Published.eq(true)),
            ListScope::Staff => Entity::find(),
        };
        let total = in_scope().count(&self.conn).await.map_err(from_db)?;
        let rows = in_scope()
            .order_by(Column::CreatedDate, Order::Desc)
            .order_by(Column::Id, Order::Desc)
            .offset(page.offset())
            .limit(u64::from(page.size()))
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(Page {
            items: rows.into_iter().map(Article::from).collect(),
            pages: page.page_count(total),
            total,
        })
    }

    async fn find(&self, id: ArticleId) -> Result<Option<Article>, RepositoryError> {
        let row = Entity::find_by_id(id.0)
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(row.map(Article::from))
    }

    async fn create(
        &self,
        content: &ArticleContent,
        created: DateTime<Utc>,
    ) -> Result<ArticleId, RepositoryError> {
        let mut row = content_model(content);
        row.created_date = Set(to_stored_precision(created));
        row.changed_date = Set(Some(to_stored_precision(created)));
        let result = Entity::insert(row)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(ArticleId(result.last_insert_id))
    }

    async fn update(&self, id: ArticleId, content: &ArticleContent) -> Result<(), RepositoryError> {
        let mut changes = content_model(content);
        changes.changed_date = Set(Some(to_stored_precision(Utc::now())));
        let result = Entity::update_many()
            .set(changes)
            .filter(Column::Id.eq(id.0))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }

    async fn delete(&self, id: ArticleId) -> Result<(), RepositoryError> {
        let result = Entity::delete_by_id(id.0)
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }
}
