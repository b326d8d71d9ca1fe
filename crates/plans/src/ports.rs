//! The store of a property's floor plans, documents and tour (rows; the bytes go through
//! `pictures::ports::ImageStore`).

use crate::{
    DocumentId, DocumentTitle, DocumentVisibility, FloorArea, FloorLabel, FloorPlan, FloorPlanId,
    PropertyDocument, TourUrl,
};
use async_trait::async_trait;
use domain::ports::RepositoryError;
use domain::Ref;

/// A document to record; its bytes are already stored at `key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDocument {
    pub reference: Ref,
    pub title: DocumentTitle,
    pub visibility: DocumentVisibility,
    pub key: String,
    pub size_bytes: i64,
}

/// A floor plan to record; its drawing is already stored at `key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewFloorPlan {
    pub reference: Ref,
    pub label: FloorLabel,
    pub area: Option<FloorArea>,
    pub key: String,
}

/// Rows of the media a property has beside its photos. Every list is in the staff's order
/// (`position`, then id). Rows go with their property: deleting it deletes them.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PropertyMedia: Send + Sync {
    /// # Errors
    /// `Unexpected` when storage fails.
    async fn documents(&self, reference: &Ref) -> Result<Vec<PropertyDocument>, RepositoryError>;

    /// # Errors
    /// `Unexpected` when storage fails.
    async fn document(
        &self,
        reference: &Ref,
        id: DocumentId,
    ) -> Result<Option<PropertyDocument>, RepositoryError>;

    /// Records the document after the property's others.
    /// # Errors
    /// MUST return `UnknownReference` when no property has the ref.
    async fn add_document(
        &self,
        document: NewDocument,
    ) -> Result<PropertyDocument, RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when the property has no such document.
    async fn update_document(
        &self,
        reference: &Ref,
        id: DocumentId,
        title: DocumentTitle,
        visibility: DocumentVisibility,
    ) -> Result<PropertyDocument, RepositoryError>;

    /// Forgets the row and answers it (its key, for deleting the bytes).
    /// # Errors
    /// MUST return `NotFound` when the property has no such document.
    async fn delete_document(
        &self,
        reference: &Ref,
        id: DocumentId,
    ) -> Result<PropertyDocument, RepositoryError>;

    /// Puts the documents in `order` (every document of the property once, checked by the
    /// caller).
    /// # Errors
    /// MUST return `NotFound` when an id is not one of the property's documents (and then
    /// move none).
    async fn reorder_documents(
        &self,
        reference: &Ref,
        order: Vec<DocumentId>,
    ) -> Result<(), RepositoryError>;

    /// # Errors
    /// `Unexpected` when storage fails.
    async fn floor_plans(&self, reference: &Ref) -> Result<Vec<FloorPlan>, RepositoryError>;

    /// Records the plan after the property's others.
    /// # Errors
    /// MUST return `UnknownReference` when no property has the ref.
    async fn add_floor_plan(&self, plan: NewFloorPlan) -> Result<FloorPlan, RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when the property has no such plan.
    async fn update_floor_plan(
        &self,
        reference: &Ref,
        id: FloorPlanId,
        label: FloorLabel,
        area: Option<FloorArea>,
    ) -> Result<FloorPlan, RepositoryError>;

    /// Puts the plans in `order` (every plan of the property once, checked by the caller).
    /// # Errors
    /// MUST return `NotFound` when an id is not one of the property's plans (and then move
    /// none).
    async fn reorder_floor_plans(
        &self,
        reference: &Ref,
        order: Vec<FloorPlanId>,
    ) -> Result<(), RepositoryError>;

    /// # Errors
    /// MUST return `NotFound` when the property has no such plan.
    async fn delete_floor_plan(
        &self,
        reference: &Ref,
        id: FloorPlanId,
    ) -> Result<FloorPlan, RepositoryError>;

    /// # Errors
    /// `Unexpected` when storage fails (a stored address that no longer parses is logged
    /// and read as no tour).
    async fn tour(&self, reference: &Ref) -> Result<Option<TourUrl>, RepositoryError>;

    /// Sets or (with `None`) removes the property's tour.
    /// # Errors
    /// MUST return `UnknownReference` when no property has the ref.
    async fn set_tour(&self, reference: &Ref, tour: Option<TourUrl>)
        -> Result<(), RepositoryError>;
}
