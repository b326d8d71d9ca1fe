//! POST /properties/drafts: the hidden draft a new property's first photo saves
//! (app::properties::create_draft_property).

use crate::auth::{require, StaffSession};
use crate::dto::PropertyDraftBody;
use crate::error::{operation_statuses, ApiError};
use crate::properties::PropertyCreated;
use crate::state::AppState;
use crate::tags::ApiTags;
use app::properties::create_draft_property;
use domain::Permission;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

pub struct PropertyDraftsApi;

operation_statuses! {
    CreatePropertyDraft: BadRequest = "A field was refused; the message is the spec's.",
        Unauthorized, Forbidden, Conflict = "The ref typed is taken.", PayloadTooLarge, Internal;
}

#[OpenApi(tag = "ApiTags::Properties")]
impl PropertyDraftsApi {
    /// Saves a new property as a hidden draft so that photos can be added to it (admin,
    /// agent): the editor calls it when the first photo is dropped on a property never saved.
    /// The body is what the editor holds (every field optional). The ref typed is used, or
    /// the next free one (one after the highest) when it is left out or null; the titles, listing title and location
    /// left empty get the spec's texts for a new property; the path and pictures path, fixed
    /// from now on, are the ones typed or made from the title (`-home` without one); the
    /// visibility is hidden whatever the body says. Then it is a property like any other: the
    /// editor's next save is `updateProperty`. Answers its ref, path and pictures path.
    #[oai(
        path = "/properties/drafts",
        method = "post",
        operation_id = "createPropertyDraft"
    )]
    async fn create_draft(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<PropertyDraftBody>,
    ) -> Result<PropertyCreated, ApiError<CreatePropertyDraft>> {
        require(&state, &session, Permission::CreateProperty).await?;
        let property = create_draft_property(
            state.properties.as_ref(),
            state.content_events.as_ref(),
            state.enquiries.alerts.as_ref(),
            body.0.into(),
            chrono::Utc::now(),
        )
        .await?;
        Ok(PropertyCreated::Created(Json(property.into())))
    }
}
