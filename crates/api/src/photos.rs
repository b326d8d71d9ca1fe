//! POST /images/cover and POST /images/order: arranging a property's photos (pictures::editing).

use crate::auth::{require, StaffSession};
use crate::error::{operation_statuses, ApiError};
use crate::images::{relative_key, staff_urls, ImagesDto};
use crate::state::AppState;
use crate::tags::ApiTags;
use domain::Permission;
use pictures::editing::{make_cover, reorder_gallery};
use pictures::image_url;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

pub struct PhotosApi;

operation_statuses! {
    SetCoverPhoto: BadRequest = "The path names no gallery photo of the property.",
        Unauthorized, Forbidden,
        NotFound = "No property has the path's ref, or no photo is stored at the path.",
        Conflict = "A photo of the gallery was deleted meanwhile; nothing moved. Reload the gallery.",
        PayloadTooLarge, Internal;
    ReorderGalleryPhotos: BadRequest = "The gallery is not the property's, or the order does not name each of its photos once.",
        Unauthorized, Forbidden, NotFound = "No property has the path's ref.",
        Conflict = "A photo of the gallery was deleted while it was being reordered; nothing moved. Reload the gallery.",
        PayloadTooLarge, Internal;
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "CoverPhoto")]
pub struct CoverBody {
    /// The gallery photo's key or URL, e.g. `properties/123-villa/gallery/Garden/03-villa.jpg`.
    #[oai(validator(max_length = 1000))]
    pub path: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "GalleryOrder")]
pub struct GalleryOrderBody {
    /// The gallery's folder, `properties/{ref}{path}/gallery/{galleryName}/`.
    #[oai(validator(max_length = 1000))]
    pub gallery: String,
    /// Every photo of the gallery once, in the order to show them: each one's key or URL
    /// (the large picture's, as `getPropertyGalleries` lists it in `pictures`).
    #[oai(validator(max_items = 1000))]
    pub photos: Vec<String>,
}

#[OpenApi(tag = "ApiTags::Images")]
impl PhotosApi {
    /// Makes a gallery photo the property's cover (admin, agent): the listing picture the
    /// cards, the portal feed and link previews show (750 × 500 and the 150 × 100 small file,
    /// with WebP twins) is made from it, and it moves to the front of its gallery. Answers the
    /// listing files written. 400 for a path that is not one of the property's gallery photos.
    #[oai(
        path = "/images/cover",
        method = "post",
        operation_id = "setCoverPhoto"
    )]
    async fn cover(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<CoverBody>,
    ) -> Result<Json<ImagesDto>, ApiError<SetCoverPhoto>> {
        require(&state, &session, Permission::ManagePhotos).await?;
        let key = relative_key(&body.0.path, &state.settings.image_base_url);
        let published = make_cover(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.image_processor.as_ref(),
            state.photo_captions.as_ref(),
            state.content_events.as_ref(),
            &key,
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(ImagesDto {
            images: staff_urls(&state, &key, &published).await,
        }))
    }

    /// Puts a gallery's photos in a new order (admin, agent): they are renumbered in that
    /// order after the highest number there, which every reader of the gallery follows.
    /// Answers the files written (none when the order is the current one); captions move
    /// with their photos. 400 when the order leaves out, repeats or adds a photo; 409 when a
    /// photo is deleted while they move (the copies made are undone).
    #[oai(
        path = "/images/order",
        method = "post",
        operation_id = "reorderGalleryPhotos"
    )]
    async fn order(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<GalleryOrderBody>,
    ) -> Result<Json<ImagesDto>, ApiError<ReorderGalleryPhotos>> {
        require(&state, &session, Permission::ManagePhotos).await?;
        let base = &state.settings.image_base_url;
        let gallery = relative_key(&body.0.gallery, base);
        let gallery = format!("{}/", gallery.trim_end_matches('/'));
        let photos: Vec<String> = body
            .0
            .photos
            .iter()
            .map(|photo| relative_key(photo, base))
            .collect();
        let written = reorder_gallery(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.photo_captions.as_ref(),
            state.content_events.as_ref(),
            &gallery,
            &photos,
        )
        .await?;
        Ok(Json(ImagesDto {
            images: written
                .iter()
                .map(|key| image_url(base, key, None))
                .collect(),
        }))
    }
}
