//! Stored rows read back into the `plans` values; a row that breaks their rules is corrupt.

use super::{document_entity, floor_plan_entity};
use crate::repositories::CorruptRow;
use domain::ports::RepositoryError;
use domain::Ref;
use plans::{
    DocumentId, DocumentTitle, DocumentVisibility, FloorArea, FloorLabel, FloorPlan, FloorPlanId,
    PropertyDocument,
};

pub(super) fn document(row: document_entity::Model) -> Result<PropertyDocument, RepositoryError> {
    let corrupt = |reason: &str| CorruptRow::new("property_documents", row.id, reason);
    Ok(PropertyDocument {
        id: DocumentId(row.id),
        reference: Ref::parse_stored(&row.property_ref).map_err(|_| corrupt("bad ref"))?,
        title: DocumentTitle::parse(&row.title).map_err(|_| corrupt("bad title"))?,
        visibility: DocumentVisibility::parse(&row.visibility)
            .ok_or_else(|| corrupt("bad visibility"))?,
        key: row.key,
        size_bytes: row.size_bytes,
        position: row.position,
    })
}

pub(super) fn floor_plan(row: floor_plan_entity::Model) -> Result<FloorPlan, RepositoryError> {
    let corrupt = |reason: &str| CorruptRow::new("property_floor_plans", row.id, reason);
    let area = match row.area_sqm {
        Some(sqm) => Some(FloorArea::parse(sqm.into()).map_err(|_| corrupt("bad area"))?),
        None => None,
    };
    Ok(FloorPlan {
        id: FloorPlanId(row.id),
        reference: Ref::parse_stored(&row.property_ref).map_err(|_| corrupt("bad ref"))?,
        label: FloorLabel::parse(&row.label).map_err(|_| corrupt("bad label"))?,
        area,
        key: row.key,
        position: row.position,
    })
}

/// The backup's rule for a document row: it reads back as the repository reads it, and its
/// bytes are a PDF kept under the documents' folder of its property.
pub fn document_rule(row: &document_entity::Model) -> Result<(), String> {
    let document = document(row.clone()).map_err(|error| error.to_string())?;
    let folder = format!("documents/{}/", document.reference);
    if document.key.starts_with(&folder) && document.key.ends_with(".pdf") {
        Ok(())
    } else {
        Err(format!("document key {} is outside {folder}", document.key))
    }
}

pub fn floor_plan_rule(row: &floor_plan_entity::Model) -> Result<(), String> {
    floor_plan(row.clone())
        .map(|_| ())
        .map_err(|error| error.to_string())
}

pub fn tour_rule(row: &super::tour_entity::Model) -> Result<(), String> {
    Ref::parse_stored(&row.property_ref).map_err(|error| error.to_string())?;
    plans::TourUrl::parse(&row.url)
        .map(|_| ())
        .map_err(|error| error.to_string())
}
