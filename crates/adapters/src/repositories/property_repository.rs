//! `PropertyRepository` over SeaORM.

use super::entities::property::{Column, Entity, StoredPropertyKind, StoredVisibility};
use super::listing_index::{IndexedListing, ListingIndex};
use super::price_history::{price_history_of, record_price_change_on};
use super::property_row::{
    fresh_share_key, stored_cover_photo, to_active_model, SearchRow, SummaryRow,
};
use super::public_order::PublicOrder;
use super::storage_error::{from_db, CorruptRow};
use super::stored_time::to_stored_precision;
use crate::alerts::record_news_on;
use crate::database::begin_write;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::photo_caption::PhotoName;
use domain::ports::{
    DatedProperty, ListScope, ListedPages, ListingNews, PropertyRepository, RepositoryError,
};
use domain::property::{ListingFilter, ListingSort, PriceChange, ShareKey};
use domain::{Page, PageRequest, PicturesVersion, Property, PropertyLink, PropertySummary, Ref};
use sea_orm::sea_query::{Expr, ExprTrait, Order, Query};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Select,
};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// `LIKE` pattern of a ref staff typed: exactly three characters.
const TYPED_REF_PATTERN: &str = "___";

pub struct SqlPropertyRepository {
    conn: DatabaseConnection,
    public_order: PublicOrder,
    /// Moves whenever the order is forgotten, so that an order read before is not kept.
    forgotten: AtomicU64,
}

impl SqlPropertyRepository {
    /// Sets one of the property's picture flags (`has_background`, `has_listing`).
    async fn set_flag(
        &self,
        reference: &Ref,
        column: Column,
        value: bool,
    ) -> Result<(), RepositoryError> {
        let result = Entity::update_many()
            .col_expr(column, Expr::value(value))
            .filter(Column::Reference.eq(reference.as_str()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }

    pub fn new(conn: DatabaseConnection) -> Self {
        Self {
            conn,
            public_order: PublicOrder::default(),
            forgotten: AtomicU64::new(0),
        }
    }

    /// Drops the public order kept in memory, and the next read takes the database's. The
    /// server's content-event subscriber calls it when a write (this server's or another's)
    /// changed properties or towns: the one way the order learns of writes, its own included.
    pub fn forget_public_order(&self) {
        self.forgotten.fetch_add(1, Ordering::SeqCst);
        self.public_order.forget();
    }

    /// How many times the public order was dropped since start: one write should drop it once.
    pub fn public_order_forgets(&self) -> u64 {
        self.forgotten.load(Ordering::SeqCst)
    }

    /// The public list in memory (see `public_order`).
    async fn public_index(&self) -> Result<Arc<ListingIndex>, RepositoryError> {
        if let Some(index) = self.public_order.fresh() {
            return Ok(index);
        }
        let generation = self.forgotten.load(Ordering::SeqCst);
        let read_at = Instant::now();
        let rows = newest_first(in_scope(ListScope::Public))
            .into_partial_model::<SearchRow>()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let listings = rows
            .into_iter()
            .map(IndexedListing::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        let index = Arc::new(ListingIndex::new(listings));
        let current = self.forgotten.load(Ordering::SeqCst);
        self.public_order
            .keep(index.clone(), read_at, generation, current);
        Ok(index)
    }

    /// A page of the public list, filtered or not: a pass over its index, then one lookup by
    /// ref.
    async fn public_page(
        &self,
        filter: &ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError> {
        let index = self.public_index().await?;
        let skip = usize::try_from(page.offset()).unwrap_or(usize::MAX);
        let found = index.page(filter, skip, page.size() as usize);
        let wanted = &found.refs;
        let mut rows = if wanted.is_empty() {
            Vec::new()
        } else {
            in_scope(ListScope::Public)
                .filter(Column::Reference.is_in(wanted.iter().copied()))
                .into_partial_model::<SummaryRow>()
                .all(&self.conn)
                .await
                .map_err(from_db)?
        };
        let position: HashMap<&str, usize> = wanted
            .iter()
            .enumerate()
            .map(|(at, reference)| (*reference, at))
            .collect();
        rows.sort_by_key(|row| position.get(row.reference.as_str()).copied());
        Ok(Page {
            items: to_summaries(rows)?,
            pages: page.page_count(found.total),
            total: found.total,
        })
    }
}

fn in_scope(scope: ListScope) -> Select<Entity> {
    match scope {
        ListScope::Public => {
            Entity::find().filter(Column::Visibility.eq(StoredVisibility::Visible))
        }
        ListScope::Staff => Entity::find(),
    }
}

/// The visible properties that have `pages`: an Italian page is listed once its title,
/// listing title and description are written (`PropertyTexts::is_complete`).
fn with_pages(pages: ListedPages) -> Select<Entity> {
    let visible = in_scope(ListScope::Public);
    match pages {
        ListedPages::English => visible,
        ListedPages::Italian => visible.filter(italian_complete()),
    }
}

/// `PropertyTexts::is_complete` in SQL (the stored texts are trimmed).
fn italian_complete() -> sea_orm::sea_query::SimpleExpr {
    Column::TitleIt
        .ne("")
        .and(Column::ListingTitleIt.ne(""))
        .and(Column::DescriptionIt.ne(""))
}

/// Newest first; equal dates fall back to the ref so pages never overlap.
fn newest_first(select: Select<Entity>) -> Select<Entity> {
    select
        .order_by(Column::CreatedDate, Order::Desc)
        .order_by(Column::Reference, Order::Desc)
}

/// Available homes before sold ones (a buyer looks for what is for sale), as the public
/// list's index orders them; `idx_properties_sold_created_date` serves the plain order.
fn available_first(select: Select<Entity>) -> Select<Entity> {
    select.order_by(Column::Sold, Order::Asc)
}

/// `ListingFilter::keeps` in SQL.
fn filtered(select: Select<Entity>, filter: &ListingFilter) -> Select<Entity> {
    let mut select = select;
    if !filter.shows_sold() {
        select = select.filter(Column::Sold.eq(false));
    }
    if filter.bounds_price() {
        // "Please call" (0) has no price to compare.
        select = select.filter(Column::Price.gt(0));
    }
    if let Some(min) = filter.min_price {
        select = select.filter(Column::Price.gte(stored_price(min.amount())));
    }
    if let Some(max) = filter.max_price {
        select = select.filter(Column::Price.lte(stored_price(max.amount())));
    }
    if let Some(town) = filter.town {
        select = select.filter(Column::TownId.eq(town.0));
    }
    if !filter.kinds.is_empty() {
        select = select.filter(
            Column::Kind.is_in(
                filter
                    .kinds
                    .iter()
                    .map(|&kind| StoredPropertyKind::from(kind)),
            ),
        );
    }
    if let Some(min) = filter.min_bedrooms {
        select = select.filter(Column::Bedrooms.gte(min.get()));
    }
    select
}

/// A bound above every storable price still compares right.
fn stored_price(euros: u64) -> i64 {
    i64::try_from(euros).unwrap_or(i64::MAX)
}

/// The filter's order, sold homes last; equal prices fall back to newest first, then the ref.
fn ordered(select: Select<Entity>, filter: &ListingFilter) -> Select<Entity> {
    let select = available_first(select);
    let by_price = match filter.sort {
        ListingSort::Newest => return newest_first(select),
        ListingSort::PriceAsc => Order::Asc,
        ListingSort::PriceDesc => Order::Desc,
    };
    // "Please call" listings last; a price bound has left them out already, and then the
    // order is the price index's own.
    let select = if filter.bounds_price() {
        select
    } else {
        select.order_by(Expr::col(Column::Price).eq(0), Order::Asc)
    };
    newest_first(select.order_by(Column::Price, by_price))
}

fn to_summaries(rows: Vec<SummaryRow>) -> Result<Vec<PropertySummary>, RepositoryError> {
    rows.into_iter()
        .map(|row| PropertySummary::try_from(row).map_err(Into::into))
        .collect()
}

#[async_trait]
impl PropertyRepository for SqlPropertyRepository {
    async fn list(
        &self,
        scope: ListScope,
        filter: &ListingFilter,
        page: PageRequest,
    ) -> Result<Page<PropertySummary>, RepositoryError> {
        // The public list, filtered or not, comes from its in-memory index.
        if scope == ListScope::Public {
            return self.public_page(filter, page).await;
        }
        let total = filtered(in_scope(scope), filter)
            .count(&self.conn)
            .await
            .map_err(from_db)?;
        let rows = ordered(filtered(in_scope(scope), filter), filter)
            .offset(page.offset())
            .limit(u64::from(page.size()))
            .into_partial_model::<SummaryRow>()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(Page {
            items: to_summaries(rows)?,
            pages: page.page_count(total),
            total,
        })
    }

    async fn find_by_ref(&self, reference: &Ref) -> Result<Option<Property>, RepositoryError> {
        let row = Entity::find()
            .filter(Column::Reference.eq(reference.as_str()))
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        row.map(|row| Property::try_from(row).map_err(Into::into))
            .transpose()
    }

    async fn typed_refs(&self) -> Result<Vec<Ref>, RepositoryError> {
        let refs: Vec<String> = Entity::find()
            .select_only()
            .column(Column::Reference)
            .filter(Column::Reference.like(TYPED_REF_PATTERN))
            .into_tuple()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(refs
            .iter()
            .filter_map(|text| Ref::parse(text).ok())
            .collect())
    }

    async fn listed_between(
        &self,
        after: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> Result<Vec<Ref>, RepositoryError> {
        let rows: Vec<String> = in_scope(ListScope::Public)
            .select_only()
            .column(Column::Reference)
            .filter(Column::ListedSince.gt(to_stored_precision(after)))
            .filter(Column::ListedSince.lte(to_stored_precision(until)))
            .into_tuple()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        rows.iter()
            .map(|reference| {
                Ref::parse_stored(reference).map_err(|e| {
                    RepositoryError::unexpected(CorruptRow::new("properties", reference, e))
                })
            })
            .collect()
    }

    async fn count_visible(&self, pages: ListedPages) -> Result<u64, RepositoryError> {
        with_pages(pages).count(&self.conn).await.map_err(from_db)
    }

    /// Keyset over `idx_properties_visibility_ref`: each batch starts where the last ended.
    async fn visible_links(
        &self,
        pages: ListedPages,
        after: Option<Ref>,
        skip: u64,
        limit: u64,
    ) -> Result<Vec<PropertyLink>, RepositoryError> {
        let mut select = with_pages(pages);
        if let Some(after) = &after {
            select = select.filter(Column::Reference.gt(after.as_str()));
        }
        let rows: Vec<(String, String, bool)> = select
            .select_only()
            .column(Column::Reference)
            .column(Column::Path)
            .column_as(italian_complete(), "in_italian")
            .order_by(Column::Reference, Order::Asc)
            .offset(skip)
            .limit(limit)
            .into_tuple()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        rows.into_iter()
            .map(|(reference, path, in_italian)| {
                Ok(PropertyLink {
                    reference: Ref::parse_stored(&reference).map_err(|error| {
                        RepositoryError::from(super::CorruptRow::new(
                            "properties",
                            &reference,
                            error,
                        ))
                    })?,
                    path,
                    in_italian,
                })
            })
            .collect()
    }

    async fn visible_unsold(
        &self,
        after: Option<Ref>,
        limit: u64,
    ) -> Result<Vec<DatedProperty>, RepositoryError> {
        let mut select = in_scope(ListScope::Public).filter(Column::Sold.eq(false));
        if let Some(after) = &after {
            select = select.filter(Column::Reference.gt(after.as_str()));
        }
        let rows = select
            .order_by(Column::Reference, Order::Asc)
            .limit(limit)
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        rows.into_iter()
            .map(|row| {
                let changed = row.changed_date.unwrap_or(row.created_date);
                let property = Property::try_from(row)?;
                Ok(DatedProperty { property, changed })
            })
            .collect()
    }

    async fn create(
        &self,
        property: &Property,
        news: Option<ListingNews>,
    ) -> Result<(), RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        Entity::insert(to_active_model(property)?)
            .exec_without_returning(&transaction)
            .await
            .map_err(from_db)?;
        if let Some(news) = &news {
            record_news_on(&transaction, &property.reference, news).await?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(())
    }

    async fn update(
        &self,
        property: &Property,
        news: Option<ListingNews>,
        price_change: Option<PriceChange>,
    ) -> Result<(), RepositoryError> {
        let mut changes = to_active_model(property)?;
        changes.reference = NotSet;
        changes.created_date = NotSet;
        changes.pictures_version = NotSet;
        changes.has_background = NotSet;
        changes.has_listing = NotSet;
        changes.cover_photo = NotSet;
        changes.changed_date = Set(Some(to_stored_precision(Utc::now())));
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let result = Entity::update_many()
            .set(changes)
            .filter(Column::Reference.eq(property.reference.as_str()))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        if let Some(news) = &news {
            record_news_on(&transaction, &property.reference, news).await?;
        }
        if let Some(change) = &price_change {
            record_price_change_on(&transaction, &property.reference, change).await?;
        }
        transaction.commit().await.map_err(from_db)?;
        Ok(())
    }

    async fn price_history(&self, reference: &Ref) -> Result<Vec<PriceChange>, RepositoryError> {
        price_history_of(&self.conn, reference).await
    }

    /// `PicturesVersion::after` in SQL, so that concurrent changes each move it.
    async fn bump_pictures_version(
        &self,
        reference: &Ref,
        at: DateTime<Utc>,
    ) -> Result<PicturesVersion, RepositoryError> {
        let at = at.timestamp_millis();
        let current = Expr::col(Column::PicturesVersion);
        let next = Expr::case(current.clone().lt(at), at).finally(current.add(1));
        // Only the version comes back: a whole row through RETURNING on SQLite sometimes
        // missed the newest column (seen as "Missing value for column 'has_background'").
        let statement = Query::update()
            .table(Entity)
            .value(Column::PicturesVersion, next)
            .and_where(Column::Reference.eq(reference.as_str()))
            .returning(Query::returning().column(Column::PicturesVersion))
            .to_owned();
        let row = self
            .conn
            .query_one(&statement)
            .await
            .map_err(from_db)?
            .ok_or(RepositoryError::NotFound)?;
        let version: i64 = row.try_get("", "pictures_version").map_err(from_db)?;
        Ok(PicturesVersion::from_stored(version))
    }

    async fn set_has_background(
        &self,
        reference: &Ref,
        has_background: bool,
    ) -> Result<(), RepositoryError> {
        self.set_flag(reference, Column::HasBackground, has_background)
            .await
    }

    async fn set_has_listing(
        &self,
        reference: &Ref,
        has_listing: bool,
    ) -> Result<(), RepositoryError> {
        self.set_flag(reference, Column::HasListing, has_listing)
            .await
    }

    async fn set_cover_photo(
        &self,
        reference: &Ref,
        photo: Option<PhotoName>,
    ) -> Result<(), RepositoryError> {
        let stored = photo.as_ref().map(stored_cover_photo);
        let result = Entity::update_many()
            .col_expr(Column::CoverPhoto, Expr::value(stored))
            .filter(Column::Reference.eq(reference.as_str()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }

    async fn rotate_share_key(&self, reference: &Ref) -> Result<ShareKey, RepositoryError> {
        let key = fresh_share_key();
        let result = Entity::update_many()
            .col_expr(Column::ShareKey, Expr::value(key.to_string()))
            .filter(Column::Reference.eq(reference.as_str()))
            .filter(Column::Visibility.eq(StoredVisibility::Unlisted))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(key)
    }

    async fn give_missing_share_keys(&self) -> Result<u64, RepositoryError> {
        let keyless: Vec<String> = Entity::find()
            .select_only()
            .column(Column::Reference)
            .filter(Column::Visibility.eq(StoredVisibility::Unlisted))
            .filter(Column::ShareKey.is_null())
            .into_tuple()
            .all(&self.conn)
            .await
            .map_err(from_db)?;
        let mut given = 0;
        for reference in keyless {
            // Only a row still without one: a key drawn meanwhile by a save stays.
            given += Entity::update_many()
                .col_expr(Column::ShareKey, Expr::value(fresh_share_key().to_string()))
                .filter(Column::Reference.eq(reference))
                .filter(Column::ShareKey.is_null())
                .exec(&self.conn)
                .await
                .map_err(from_db)?
                .rows_affected;
        }
        Ok(given)
    }

    async fn delete(&self, reference: &Ref) -> Result<(), RepositoryError> {
        let result = Entity::delete_many()
            .filter(Column::Reference.eq(reference.as_str()))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if result.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(())
    }
}
