use super::rows;
use super::{document_entity as documents, floor_plan_entity as plans_table, tour_entity as tours};
use crate::database::begin_write;
use crate::repositories::from_db;
use async_trait::async_trait;
use domain::ports::RepositoryError;
use domain::Ref;
use plans::ports::{NewDocument, NewFloorPlan, PropertyMedia};
use plans::{
    DocumentId, DocumentTitle, DocumentVisibility, FloorArea, FloorLabel, FloorPlan, FloorPlanId,
    PropertyDocument, TourUrl,
};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

pub struct SqlPropertyMedia {
    conn: DatabaseConnection,
}

impl SqlPropertyMedia {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

/// The position after the last of the property's rows in a table.
async fn next_position<E, C>(
    db: &impl ConnectionTrait,
    ref_column: C,
    position: C,
    reference: &Ref,
) -> Result<i32, RepositoryError>
where
    E: EntityTrait,
    C: ColumnTrait,
{
    let last: Option<Option<i32>> = E::find()
        .select_only()
        .column_as(position.max(), "last")
        .filter(ref_column.eq(reference.as_str()))
        .into_tuple()
        .one(db)
        .await
        .map_err(from_db)?;
    Ok(last.flatten().map_or(0, |last| last + 1))
}

/// Gives the property's rows of a table (documents, floor plans) the positions of `ids`, in
/// one transaction: all of them, or (when an id is not the property's) none.
async fn reorder<E, C>(
    conn: &DatabaseConnection,
    [ref_column, id_column]: [C; 2],
    position: C,
    reference: &Ref,
    ids: Vec<i64>,
) -> Result<(), RepositoryError>
where
    E: EntityTrait,
    C: ColumnTrait,
{
    let transaction = begin_write(conn).await.map_err(from_db)?;
    for (place, id) in ids.into_iter().enumerate() {
        let place = i32::try_from(place).map_err(RepositoryError::unexpected)?;
        let updated = E::update_many()
            .col_expr(position, Expr::value(place))
            .filter(ref_column.eq(reference.as_str()))
            .filter(id_column.eq(id))
            .exec(&transaction)
            .await
            .map_err(from_db)?;
        if updated.rows_affected == 0 {
            // Dropping the transaction undoes the positions already moved.
            return Err(RepositoryError::NotFound);
        }
    }
    transaction.commit().await.map_err(from_db)
}

fn of_document(reference: &Ref, id: DocumentId) -> sea_orm::Condition {
    sea_orm::Condition::all()
        .add(documents::Column::PropertyRef.eq(reference.as_str()))
        .add(documents::Column::Id.eq(id.0))
}

fn of_plan(reference: &Ref, id: FloorPlanId) -> sea_orm::Condition {
    sea_orm::Condition::all()
        .add(plans_table::Column::PropertyRef.eq(reference.as_str()))
        .add(plans_table::Column::Id.eq(id.0))
}

fn area_column(area: Option<FloorArea>) -> Option<i32> {
    // At most MAX_FLOOR_AREA_SQM (10,000): always fits.
    area.map(|area| i32::try_from(area.sqm()).unwrap_or(i32::MAX))
}

#[async_trait]
impl PropertyMedia for SqlPropertyMedia {
    async fn documents(&self, reference: &Ref) -> Result<Vec<PropertyDocument>, RepositoryError> {
        documents::Entity::find()
            .filter(documents::Column::PropertyRef.eq(reference.as_str()))
            .order_by_asc(documents::Column::Position)
            .order_by_asc(documents::Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?
            .into_iter()
            .map(rows::document)
            .collect()
    }

    async fn document(
        &self,
        reference: &Ref,
        id: DocumentId,
    ) -> Result<Option<PropertyDocument>, RepositoryError> {
        documents::Entity::find()
            .filter(of_document(reference, id))
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .map(rows::document)
            .transpose()
    }

    async fn add_document(
        &self,
        document: NewDocument,
    ) -> Result<PropertyDocument, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let position = next_position::<documents::Entity, _>(
            &transaction,
            documents::Column::PropertyRef,
            documents::Column::Position,
            &document.reference,
        )
        .await?;
        let row = documents::ActiveModel {
            property_ref: Set(document.reference.as_str().to_owned()),
            title: Set(document.title.as_str().to_owned()),
            visibility: Set(document.visibility.as_str().to_owned()),
            key: Set(document.key),
            size_bytes: Set(document.size_bytes),
            position: Set(position),
            ..Default::default()
        }
        .insert(&transaction)
        .await
        .map_err(from_db)?;
        transaction.commit().await.map_err(from_db)?;
        rows::document(row)
    }

    async fn update_document(
        &self,
        reference: &Ref,
        id: DocumentId,
        title: DocumentTitle,
        visibility: DocumentVisibility,
    ) -> Result<PropertyDocument, RepositoryError> {
        let updated = documents::Entity::update_many()
            .col_expr(documents::Column::Title, Expr::value(title.as_str()))
            .col_expr(
                documents::Column::Visibility,
                Expr::value(visibility.as_str()),
            )
            .filter(of_document(reference, id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if updated.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        self.document(reference, id)
            .await?
            .ok_or(RepositoryError::NotFound)
    }

    async fn delete_document(
        &self,
        reference: &Ref,
        id: DocumentId,
    ) -> Result<PropertyDocument, RepositoryError> {
        let found = self
            .document(reference, id)
            .await?
            .ok_or(RepositoryError::NotFound)?;
        let deleted = documents::Entity::delete_many()
            .filter(of_document(reference, id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if deleted.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        Ok(found)
    }

    async fn reorder_documents(
        &self,
        reference: &Ref,
        order: Vec<DocumentId>,
    ) -> Result<(), RepositoryError> {
        let ids = order.into_iter().map(|id| id.0).collect();
        reorder::<documents::Entity, _>(
            &self.conn,
            [documents::Column::PropertyRef, documents::Column::Id],
            documents::Column::Position,
            reference,
            ids,
        )
        .await
    }

    async fn floor_plans(&self, reference: &Ref) -> Result<Vec<FloorPlan>, RepositoryError> {
        plans_table::Entity::find()
            .filter(plans_table::Column::PropertyRef.eq(reference.as_str()))
            .order_by_asc(plans_table::Column::Position)
            .order_by_asc(plans_table::Column::Id)
            .all(&self.conn)
            .await
            .map_err(from_db)?
            .into_iter()
            .map(rows::floor_plan)
            .collect()
    }

    async fn add_floor_plan(&self, plan: NewFloorPlan) -> Result<FloorPlan, RepositoryError> {
        let transaction = begin_write(&self.conn).await.map_err(from_db)?;
        let position = next_position::<plans_table::Entity, _>(
            &transaction,
            plans_table::Column::PropertyRef,
            plans_table::Column::Position,
            &plan.reference,
        )
        .await?;
        let row = plans_table::ActiveModel {
            property_ref: Set(plan.reference.as_str().to_owned()),
            label: Set(plan.label.as_str().to_owned()),
            area_sqm: Set(area_column(plan.area)),
            key: Set(plan.key),
            position: Set(position),
            ..Default::default()
        }
        .insert(&transaction)
        .await
        .map_err(from_db)?;
        transaction.commit().await.map_err(from_db)?;
        rows::floor_plan(row)
    }

    async fn update_floor_plan(
        &self,
        reference: &Ref,
        id: FloorPlanId,
        label: FloorLabel,
        area: Option<FloorArea>,
    ) -> Result<FloorPlan, RepositoryError> {
        let updated = plans_table::Entity::update_many()
            .col_expr(plans_table::Column::Label, Expr::value(label.as_str()))
            .col_expr(plans_table::Column::AreaSqm, Expr::value(area_column(area)))
            .filter(of_plan(reference, id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        if updated.rows_affected == 0 {
            return Err(RepositoryError::NotFound);
        }
        plans_table::Entity::find()
            .filter(of_plan(reference, id))
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .map(rows::floor_plan)
            .transpose()?
            .ok_or(RepositoryError::NotFound)
    }

    async fn reorder_floor_plans(
        &self,
        reference: &Ref,
        order: Vec<FloorPlanId>,
    ) -> Result<(), RepositoryError> {
        let ids = order.into_iter().map(|id| id.0).collect();
        reorder::<plans_table::Entity, _>(
            &self.conn,
            [plans_table::Column::PropertyRef, plans_table::Column::Id],
            plans_table::Column::Position,
            reference,
            ids,
        )
        .await
    }

    async fn delete_floor_plan(
        &self,
        reference: &Ref,
        id: FloorPlanId,
    ) -> Result<FloorPlan, RepositoryError> {
        let found = plans_table::Entity::find()
            .filter(of_plan(reference, id))
            .one(&self.conn)
            .await
            .map_err(from_db)?
            .map(rows::floor_plan)
            .transpose()?
            .ok_or(RepositoryError::NotFound)?;
        plans_table::Entity::delete_many()
            .filter(of_plan(reference, id))
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(found)
    }

    async fn tour(&self, reference: &Ref) -> Result<Option<TourUrl>, RepositoryError> {
        let row = tours::Entity::find_by_id(reference.as_str().to_owned())
            .one(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(row.and_then(|row| match TourUrl::parse(&row.url) {
            Ok(tour) => Some(tour),
            Err(error) => {
                tracing::warn!(%reference, %error, "a stored tour address no longer parses");
                None
            }
        }))
    }

    async fn set_tour(
        &self,
        reference: &Ref,
        tour: Option<TourUrl>,
    ) -> Result<(), RepositoryError> {
        let Some(tour) = tour else {
            tours::Entity::delete_many()
                .filter(tours::Column::PropertyRef.eq(reference.as_str()))
                .exec(&self.conn)
                .await
                .map_err(from_db)?;
            return Ok(());
        };
        let row = tours::ActiveModel {
            property_ref: Set(reference.as_str().to_owned()),
            url: Set(tour.as_str().to_owned()),
        };
        tours::Entity::insert(row)
            .on_conflict(
                OnConflict::column(tours::Column::PropertyRef)
                    .update_column(tours::Column::Url)
                    .to_owned(),
            )
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(())
    }
}
