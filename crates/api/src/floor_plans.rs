//! A property's floor plans, as the staff add and arrange them (`plans::floor_plans`); the
//! page reads them with the rest of its media (`getPropertyMedia`).

use crate::auth::{require, StaffSession};
use crate::dto::FloorPlanDto;
use crate::error::{operation_statuses, ApiError};
use crate::params::property_ref;
use crate::property_media::{media_picture_query, read_capped, stores};
use crate::state::AppState;
use crate::tags::ApiTags;
use domain::Permission;
use plans::floor_plans::{
    delete_floor_plan, reorder_floor_plans, update_floor_plan, upload_floor_plan, FloorPlanUpload,
};
use plans::{FloorPlan, FloorPlanId, MAX_FLOOR_PLAN_BYTES};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, Object, OpenApi};

pub struct FloorPlansApi;

/// What `uploadFloorPlan` requires; the edge checks it before the body
/// (`crate::staff_uploads`).
pub(crate) const UPLOAD_PERMISSION: Permission = Permission::EditProperty;

operation_statuses! {
    UploadFloorPlan: BadRequest = "The file is not a complete JPEG or PNG nor a PDF, the label is \
        blank or longer than 60 characters, or the area is not from 1 to 10000 m².",
        Unauthorized, Forbidden, NotFound = "No property has this ref.",
        PayloadTooLarge, Internal;
    ChangeFloorPlan: BadRequest = "The label is blank or longer than 60 characters, the area is \
        not from 1 to 10000 m², or (ordering) the ids are not each of the property's plans \
        once.",
        Unauthorized, Forbidden, NotFound = "No property has this ref, or it has no such plan.",
        PayloadTooLarge, Internal;
}

/// POST /properties/{ref}/floor-plans: one drawing and the floor it shows.
#[derive(Debug, Multipart)]
pub struct FloorPlanUploadForm {
    /// A JPEG or PNG (proved by decoding it whole; the name and content type are not
    /// trusted), at most 10 MB and 52 megapixels, published redrawn as a JPEG: upright, at
    /// most 2400 pixels on its longer side, without the file's metadata (EXIF, GPS), a PNG's
    /// transparent parts on white. Or a PDF (starting `%PDF-`), at most 10 MB, kept as sent
    /// and only ever downloaded (`downloadFloorPlanPdf`), as the property's documents are.
    pub file: Upload,
    /// The floor, e.g. "Ground floor"; at most 60 characters.
    pub label: String,
    /// The floor's area in whole m² (1 to 10000), when known.
    // No schema bounds: the domain's own message ("Floor area must be between 1 and 10000
    // m²") is the answer, not the multipart parser's.
    pub area_sqm: Option<i64>,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "FloorPlanChange")]
pub struct FloorPlanChangeBody {
    #[oai(validator(max_length = 500))]
    pub label: String,
    /// Whole m² (1 to 10000); absent or null when not known.
    // No schema bounds, for the domain's own message (see `FloorPlanUploadForm`).
    pub area_sqm: Option<i64>,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "FloorPlanOrder")]
pub struct FloorPlanOrderBody {
    /// Every plan id of the property, once each, in the order the page shows them.
    #[oai(validator(max_items = 100))]
    pub ids: Vec<i64>,
}

fn dto(state: &AppState, reference: &domain::Ref, plan: &FloorPlan) -> FloorPlanDto {
    let query = media_picture_query(state, reference, true, None);
    FloorPlanDto::new(plan, &state.settings.image_base_url, query.as_deref())
}

#[OpenApi(tag = "ApiTags::Properties")]
impl FloorPlansApi {
    /// Adds a floor plan to a property (admin, agent), after its other floors: a JPEG or PNG
    /// drawing, or a PDF, with the floor's label and, when known, its area. 400 for a file
    /// that is not a complete JPEG or PNG nor a PDF, a blank or long label or an area out of
    /// range, 413 above 10 MB, 404 for an unknown property; nothing is stored on refusal. A
    /// picture is served and kept private with the property's pictures; a PDF is kept with
    /// its documents and downloaded as they are.
    #[oai(
        path = "/properties/:ref/floor-plans",
        method = "post",
        operation_id = "uploadFloorPlan"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        form: FloorPlanUploadForm,
    ) -> Result<Json<FloorPlanDto>, ApiError<UploadFloorPlan>> {
        require(&state, &session, UPLOAD_PERMISSION).await?;
        let reference = property_ref(&reference.0)?;
        let bytes = read_capped(form.file, MAX_FLOOR_PLAN_BYTES).await?;
        let plan = upload_floor_plan(
            &stores(&state),
            state.image_processor.as_ref(),
            &reference,
            FloorPlanUpload {
                label: &form.label,
                area_sqm: form.area_sqm,
                bytes,
            },
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(dto(&state, &reference, &plan)))
    }

    /// Changes a floor plan's label or area (admin, agent); a null area means not known.
    #[oai(
        path = "/properties/:ref/floor-plans/:id",
        method = "put",
        operation_id = "updateFloorPlan"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        id: Path<i64>,
        body: Json<FloorPlanChangeBody>,
    ) -> Result<Json<FloorPlanDto>, ApiError<ChangeFloorPlan>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let plan = update_floor_plan(
            &stores(&state),
            &reference,
            FloorPlanId(id.0),
            &body.0.label,
            body.0.area_sqm,
        )
        .await?;
        Ok(Json(dto(&state, &reference, &plan)))
    }

    /// Puts a property's floor plans in a new order (admin, agent): `ids` names each of
    /// them once. Answers the plans in their new order.
    #[oai(
        path = "/properties/:ref/floor-plans/order",
        method = "put",
        operation_id = "reorderFloorPlans"
    )]
    async fn reorder(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        body: Json<FloorPlanOrderBody>,
    ) -> Result<Json<Vec<FloorPlanDto>>, ApiError<ChangeFloorPlan>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let order = body.0.ids.into_iter().map(FloorPlanId).collect();
        let plans = reorder_floor_plans(&stores(&state), &reference, order).await?;
        Ok(Json(
            plans
                .iter()
                .map(|plan| dto(&state, &reference, plan))
                .collect(),
        ))
    }

    /// Deletes a floor plan and its drawing (admin, agent).
    #[oai(
        path = "/properties/:ref/floor-plans/:id",
        method = "delete",
        operation_id = "deleteFloorPlan"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        #[oai(name = "ref")] reference: Path<String>,
        id: Path<i64>,
    ) -> Result<Json<FloorPlanDto>, ApiError<ChangeFloorPlan>> {
        require(&state, &session, Permission::EditProperty).await?;
        let reference = property_ref(&reference.0)?;
        let plan = delete_floor_plan(&stores(&state), &reference, FloorPlanId(id.0)).await?;
        Ok(Json(dto(&state, &reference, &plan)))
    }
}
