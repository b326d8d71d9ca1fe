//! PUT /images/caption: a gallery photo's caption (app::photo_captions).

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::images::relative_key;
use crate::state::AppState;
use crate::tags::ApiTags;
use domain::photo_caption::MAX_CAPTION_CHARS;
use domain::Permission;
use pictures::captions::set_photo_caption;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

pub struct PhotoCaptionsApi;

operation_statuses! {
    SetPhotoCaption: BadRequest = "The path names no gallery photo of the property, or the caption is longer than 200 characters.",
        Unauthorized, Forbidden,
        NotFound = "No property has the path's ref, or no photo is stored at the path.", PayloadTooLarge, Internal;
}

// The schema's bound is the domain's (checked again there, after trimming).
const _: () = assert!(MAX_CAPTION_CHARS == 200);

#[derive(Debug, Clone, Object)]
#[oai(rename = "PhotoCaption")]
pub struct PhotoCaptionBody {
    /// The gallery photo's key or URL (the large picture's, as `getPropertyGalleries` lists
    /// it in `pictures`), e.g. `properties/123-villa/gallery/Garden/03-villa.jpg`.
    #[oai(validator(max_length = 1000))]
    pub path: String,
    /// What the photo shows, at most 200 characters; surrounding space is trimmed, and an
    /// empty caption clears it.
    #[oai(validator(max_length = 200))]
    pub caption: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "PhotoCaptionSet")]
pub struct PhotoCaptionDto {
    /// The photo's key.
    pub path: String,
    /// The caption now stored, trimmed; empty when the photo has none.
    pub caption: String,
}

#[OpenApi(tag = "ApiTags::Images")]
impl PhotoCaptionsApi {
    /// Sets the caption of a gallery photo (admin, agent): the photo's alternative text on
    /// the property page, its `caption` in the page's structured data and, for the cover,
    /// the link previews' image description; `getPropertyGalleries` lists it in `captions`.
    /// It follows the photo when the gallery is reordered and goes when the photo is deleted.
    /// 400 for a path that is not one of the property's gallery photos or a caption over 200
    /// characters, 404 for an unknown property or photo.
    #[oai(
        path = "/images/caption",
        method = "put",
        operation_id = "setPhotoCaption"
    )]
    async fn set(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<PhotoCaptionBody>,
    ) -> Result<Json<PhotoCaptionDto>, ApiError<SetPhotoCaption>> {
        require(&state, &session, Permission::ManagePhotos).await?;
        let key = relative_key(&body.0.path, &state.settings.image_base_url);
        let caption = set_photo_caption(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.photo_captions.as_ref(),
            state.content_events.as_ref(),
            &key,
            &body.0.caption,
        )
        .await?;
        Ok(Json(PhotoCaptionDto {
            path: key,
            caption: caption
                .map(|caption| caption.as_str().to_owned())
                .unwrap_or_default(),
        }))
    }
}
