//! The staff's edits of a property's floor plans (the caller checks the role): add a drawing
//! with its floor's label and area, change those, put the floors in order, delete one. Each
//! announces the property's page as changed, so cached pages show the new plans.

use crate::documents::MediaStores;
use crate::ports::NewFloorPlan;
use crate::{
    floor_plan_key, floor_plan_pdf_key, is_complete_order, FloorArea, FloorLabel, FloorPlan,
    FloorPlanError, FloorPlanFile, FloorPlanId, FloorPlanImageRefusal, FLOOR_PLAN_LONGEST_EDGE,
};
use anyhow::Context;
use chrono::{DateTime, Utc};
use domain::ports::{ContentChange, RepositoryError};
use domain::Ref;
use pictures::ports::{ImageProcessingError, ImageProcessor, ImageStoreError};
use pictures::PropertyImageKeys;

/// What the staff send with a drawing.
pub struct FloorPlanUpload<'a> {
    pub label: &'a str,
    /// Square metres, when the staff know them.
    pub area_sqm: Option<i64>,
    pub bytes: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
pub enum FloorPlanUploadError {
    #[error(transparent)]
    Refused(#[from] FloorPlanImageRefusal),
    #[error(transparent)]
    Invalid(#[from] FloorPlanError),
    #[error("property not found")]
    PropertyNotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

#[derive(Debug, thiserror::Error)]
pub enum FloorPlanEditError {
    #[error(transparent)]
    Invalid(#[from] FloorPlanError),
    #[error("property not found")]
    PropertyNotFound,
    /// The property has no such plan.
    #[error("floor plan not found")]
    PlanNotFound,
    /// A new order that leaves out, repeats or adds a plan.
    #[error("The order must name each floor plan of the property once")]
    IncompleteOrder,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn parse_area(area_sqm: Option<i64>) -> Result<Option<FloorArea>, FloorPlanError> {
    area_sqm.map(FloorArea::parse).transpose()
}

fn edit_error(error: RepositoryError, doing: &'static str) -> FloorPlanEditError {
    match error {
        RepositoryError::NotFound => FloorPlanEditError::PlanNotFound,
        RepositoryError::UnknownReference => FloorPlanEditError::PropertyNotFound,
        other => anyhow::Error::new(other).context(doing).into(),
    }
}

async fn announce(stores: &MediaStores<'_>, reference: &Ref) {
    stores
        .events
        .publish(&[ContentChange::Property(reference.clone())])
        .await;
}

/// Checks the drawing (size, then JPEG, PNG or PDF header), the label and the area before anything is
/// written, redraws the drawing (decoded whole, at most [`FLOOR_PLAN_LONGEST_EDGE`] pixels,
/// no metadata), stores it in the property's picture folder (a PDF as sent, in its documents
/// folder), then records it after the property's other floors.
/// # Errors
/// `Refused` for a file that is not a complete JPEG or PNG nor a PDF, or is too large, `Invalid` for a blank or long
/// label or an area out of range, `PropertyNotFound` for an unknown ref (nothing is written
/// on any refusal).
pub async fn upload_floor_plan(
    stores: &MediaStores<'_>,
    drawings: &dyn ImageProcessor,
    reference: &Ref,
    upload: FloorPlanUpload<'_>,
    now: DateTime<Utc>,
) -> Result<FloorPlan, FloorPlanUploadError> {
    let file = FloorPlanFile::check(upload.bytes)?;
    let label = FloorLabel::parse(upload.label)?;
    let area = parse_area(upload.area_sqm)?;
    let property = stores
        .properties
        .find_by_ref(reference)
        .await
        .with_context(|| format!("loading property {reference} for its floor plan"))?
        .ok_or(FloorPlanUploadError::PropertyNotFound)?;
    let uploaded_at = now.timestamp_millis();
    let (key, drawing) = match file {
        FloorPlanFile::Picture(bytes) => {
            // Drawn anew: a scan's camera or GPS metadata is not published, and a file that
            // only starts like a JPEG or a PNG is refused here rather than served broken.
            let drawing = drawings
                .redraw_whole(bytes, FLOOR_PLAN_LONGEST_EDGE)
                .await
                .map_err(|error| match error {
                    ImageProcessingError::Refused(refusal) => {
                        FloorPlanUploadError::Refused(refusal.into())
                    }
                    ImageProcessingError::Unexpected(error) => FloorPlanUploadError::Unexpected(
                        anyhow::anyhow!(error).context("redrawing the floor plan"),
                    ),
                })?;
            let folder = PropertyImageKeys::of(&property).folder();
            (floor_plan_key(&folder, &label, uploaded_at), drawing)
        }
        // Kept as sent with the property's documents, and served as they are: a download.
        FloorPlanFile::Pdf(pdf) => (
            floor_plan_pdf_key(reference, &label, uploaded_at),
            pdf.into_bytes(),
        ),
    };
    stores
        .files
        .put(&key, drawing)
        .await
        .with_context(|| format!("storing floor plan {key}"))?;
    let recorded = stores
        .media
        .add_floor_plan(NewFloorPlan {
            reference: reference.clone(),
            label,
            area,
            key: key.clone(),
        })
        .await;
    match recorded {
        Ok(plan) => {
            announce(stores, reference).await;
            Ok(plan)
        }
        Err(error) => {
            // The property went meanwhile: its drawing must not stay behind.
            let _ = stores.files.delete(&key).await;
            match error {
                RepositoryError::UnknownReference => Err(FloorPlanUploadError::PropertyNotFound),
                other => Err(anyhow::Error::new(other)
                    .context("recording the floor plan")
                    .into()),
            }
        }
    }
}

/// Renames a floor or changes its area (`None`: not known).
/// # Errors
/// `Invalid` for a blank or long label or an area out of range, `PlanNotFound` when the
/// property has no such plan.
pub async fn update_floor_plan(
    stores: &MediaStores<'_>,
    reference: &Ref,
    id: FloorPlanId,
    label: &str,
    area_sqm: Option<i64>,
) -> Result<FloorPlan, FloorPlanEditError> {
    let label = FloorLabel::parse(label)?;
    let area = parse_area(area_sqm)?;
    let plan = stores
        .media
        .update_floor_plan(reference, id, label, area)
        .await
        .map_err(|e| edit_error(e, "updating the floor plan"))?;
    announce(stores, reference).await;
    Ok(plan)
}

/// Puts the property's floors in `order`, which must name each of them once.
/// # Errors
/// `IncompleteOrder` otherwise; `PropertyNotFound` for an unknown ref.
pub async fn reorder_floor_plans(
    stores: &MediaStores<'_>,
    reference: &Ref,
    order: Vec<FloorPlanId>,
) -> Result<Vec<FloorPlan>, FloorPlanEditError> {
    if stores
        .properties
        .find_by_ref(reference)
        .await
        .with_context(|| format!("loading property {reference} for its floor plans"))?
        .is_none()
    {
        return Err(FloorPlanEditError::PropertyNotFound);
    }
    let current: Vec<FloorPlanId> = stores
        .media
        .floor_plans(reference)
        .await
        .context("listing the floor plans")?
        .iter()
        .map(|plan| plan.id)
        .collect();
    if !is_complete_order(&current, &order) {
        return Err(FloorPlanEditError::IncompleteOrder);
    }
    stores
        .media
        .reorder_floor_plans(reference, order)
        .await
        .map_err(|e| edit_error(e, "ordering the floor plans"))?;
    announce(stores, reference).await;
    Ok(stores
        .media
        .floor_plans(reference)
        .await
        .context("listing the floor plans")?)
}

/// Forgets the plan, then deletes its drawing.
/// # Errors
/// `PlanNotFound` when the property has no such plan.
pub async fn delete_floor_plan(
    stores: &MediaStores<'_>,
    reference: &Ref,
    id: FloorPlanId,
) -> Result<FloorPlan, FloorPlanEditError> {
    let plan = stores
        .media
        .delete_floor_plan(reference, id)
        .await
        .map_err(|e| edit_error(e, "deleting the floor plan"))?;
    match stores.files.delete(&plan.key).await {
        Ok(()) | Err(ImageStoreError::NotFound) => {}
        Err(error) => {
            return Err(anyhow::Error::new(error)
                .context("deleting the floor plan's drawing")
                .into())
        }
    }
    announce(stores, reference).await;
    Ok(plan)
}
