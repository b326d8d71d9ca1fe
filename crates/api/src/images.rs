//! POST /images and POST /images/delete: the staff photo pipeline (pictures::editing).

use crate::auth::{require, StaffSession};
use crate::dto::ImageLinks;
use crate::error::{operation_statuses, ApiError};
use crate::images_route::property_of;
use crate::picture_access::with_access;
use crate::state::AppState;
use crate::tags::ApiTags;
use domain::Permission;
use pictures::editing::{
    delete_property_picture, upload_property_picture, upload_site_picture, PublishedImage,
    SiteOwners, UploadPictureError,
};
use pictures::MAX_UPLOAD_BYTES;
use pictures::{image_url, SitePicture};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, Object, OpenApi};
use tokio::io::AsyncReadExt;

pub struct ImagesApi;

/// What `uploadImage` requires; the edge checks it before the body (`crate::staff_uploads`).
pub(crate) const UPLOAD_PERMISSION: Permission = Permission::ManagePhotos;

operation_statuses! {
    UploadImage: BadRequest = "The path names no picture an upload may write, or the file is not a JPEG.",
        Unauthorized, Forbidden,
        NotFound = "No property has the path's ref, no town the path's town path, or no article the path's id.",
        PayloadTooLarge, Internal;
    DeleteImage: BadRequest = "The path names no picture a deletion may touch.",
        Unauthorized, Forbidden, NotFound = "No property has the path's ref.", PayloadTooLarge, Internal;
}

/// POST /images: one JPEG and where it goes.
#[derive(Debug, Multipart)]
pub struct ImageUpload {
    /// A JPEG photo (proved by decoding it; the name and content type are not trusted), at
    /// most 30 MB and 52 megapixels.
    pub image: Upload,
    /// `properties/{ref}{path}/gallery/{galleryName}/` (the next photo of that gallery),
    /// `properties/{ref}{path}/listing` or `properties/{ref}{path}/background` (or that
    /// picture's own key, e.g. `…/background-villa.jpg`); or one of the site's own pictures:
    /// `towns/{townPath}` (a town's picture), `articles/{id}/banner` (an article's banner),
    /// `places/{placeKey}` (a distance place's picture). A leading `images/` or `/` is
    /// accepted.
    pub path: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ImageDelete")]
pub struct ImageDeleteBody {
    /// The picture's key or URL, e.g. `properties/123-villa/gallery/Garden/01-villa.jpg`.
    #[oai(validator(pattern = "properties/"))]
    pub path: String,
    /// Asks a CDN to forget the picture; there is none in front of the built-in store, so this
    /// is accepted and ignored (a changed picture gets a new URL anyway).
    #[oai(default)]
    pub invalidate: bool,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ImagesWritten")]
pub struct ImagesDto {
    /// URLs of every file written (with the `v` that makes them cacheable for a year, and
    /// for a hidden property the staff grant that shows them) or deleted: JPEGs and their
    /// WebP twins.
    pub images: Vec<String>,
}

/// `path` as a store key: without the image base URL, a leading '/' or `images/`, or a query
/// (a picture's URL carries `?v=…`), and with the space its URL encodes as `%20` (the one
/// key character a URL cannot carry; no key holds a '%').
pub(crate) fn relative_key(path: &str, image_base: &str) -> String {
    let path = path.trim();
    let path = path.split_once('?').map_or(path, |(before, _)| before);
    let path = path.strip_prefix(image_base).unwrap_or(path);
    let path = path.trim_start_matches('/');
    path.strip_prefix("images/")
        .unwrap_or(path)
        .replace("%20", " ")
}

/// Reads at most `limit + 1` bytes, so an endless upload costs no more than the cap; the use
/// case refuses anything beyond `limit`.
async fn read_capped(upload: Upload, limit: usize) -> Result<Vec<u8>, ApiError<UploadImage>> {
    let mut bytes = Vec::new();
    upload
        .into_async_read()
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .await
        .map_err(|e| ApiError::bad_request(format!("the upload could not be read: {e}")))?;
    Ok(bytes)
}

/// The grant the editor needs to show a hidden or unlisted property's new pictures (none
/// otherwise).
async fn staff_grant(state: &AppState, key: &str) -> Option<String> {
    let reference = property_of(key)??;
    let property = state.properties.find_by_ref(&reference).await.ok()??;
    ImageLinks::new(&state.settings.image_base_url)
        .for_staff(&state.staff.picture_access, chrono::Utc::now())
        .grant(&reference, property.visibility)
}

/// The URLs of the files written below the property picture `key` names, each with its
/// version and, for a property the public cannot see, the staff grant that shows it.
pub(crate) async fn staff_urls(
    state: &AppState,
    key: &str,
    published: &[PublishedImage],
) -> Vec<String> {
    let base = &state.settings.image_base_url;
    let grant = staff_grant(state, key).await;
    published
        .iter()
        .map(|image| image_url(base, &image.key, Some(&image.version)))
        .map(|url| match &grant {
            Some(grant) => with_access(&url, grant),
            None => url,
        })
        .collect()
}

#[OpenApi(tag = "ApiTags::Images")]
impl ImagesApi {
    /// Uploads a property photo or one of the site's pictures (admin, agent). From one JPEG
    /// the server makes every size (gallery 1800 × 1200 plus the 650 × 433 'a' file and its
    /// 330 × 220 thumbnail; listing 750 × 500 plus the 150 × 100 small file; background
    /// 1800 × 1200 plus 900 × 600 and 600 × 400 renderings for phones, which also yields the
    /// listing and small files; an article banner like a background; a town's or a place's
    /// picture at 750 × 500) and a WebP twin of each, EXIF (GPS included) stripped and
    /// orientation applied. Gallery photos are numbered after the highest one; a property's
    /// first photo also becomes its cover (the listing picture) while it has none. 400 for
    /// anything but a complete JPEG or a path outside the picture trees, 404 for an unknown
    /// property, town or article, 413 above the size cap; nothing is written on refusal.
    #[oai(path = "/images", method = "post", operation_id = "uploadImage")]
    async fn upload(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        form: ImageUpload,
    ) -> Result<Json<ImagesDto>, ApiError<UploadImage>> {
        require(&state, &session, UPLOAD_PERMISSION).await?;
        let base = &state.settings.image_base_url;
        let key = relative_key(&form.path, base);
        let bytes = read_capped(form.image, MAX_UPLOAD_BYTES).await?;
        if let Some(picture) = SitePicture::parse(&key) {
            let owners = SiteOwners {
                towns: state.towns.as_ref(),
                articles: state.articles.as_ref(),
            };
            let published = upload_site_picture(
                owners,
                state.images.as_ref(),
                state.image_processor.as_ref(),
                state.content_events.as_ref(),
                &picture.map_err(UploadPictureError::from)?,
                bytes,
            )
            .await?;
            let images = published
                .iter()
                .map(|image| image_url(base, &image.key, Some(&image.version)))
                .collect();
            return Ok(Json(ImagesDto { images }));
        }
        let published = upload_property_picture(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.image_processor.as_ref(),
            state.content_events.as_ref(),
            &key,
            bytes,
            chrono::Utc::now(),
        )
        .await?;
        let images = staff_urls(&state, &key, &published).await;
        Ok(Json(ImagesDto { images }))
    }

    /// Deletes a property picture (admin, agent) with the versions made with it, their WebP
    /// twins and, for a gallery photo, its caption. 400 for a path that is not one of the property's pictures.
    #[oai(path = "/images/delete", method = "post", operation_id = "deleteImage")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        session: StaffSession,
        body: Json<ImageDeleteBody>,
    ) -> Result<Json<ImagesDto>, ApiError<DeleteImage>> {
        require(&state, &session, Permission::ManagePhotos).await?;
        let base = &state.settings.image_base_url;
        let key = relative_key(&body.0.path, base);
        let deleted = delete_property_picture(
            state.properties.as_ref(),
            state.images.as_ref(),
            state.photo_captions.as_ref(),
            state.content_events.as_ref(),
            &key,
            chrono::Utc::now(),
        )
        .await?;
        Ok(Json(ImagesDto {
            images: deleted
                .iter()
                .map(|key| image_url(base, key, None))
                .collect(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::relative_key;

    #[test]
    fn a_space_encoded_in_a_url_is_a_space_in_the_key() {
        assert_eq!(
            relative_key(
                "/images/properties/1-a/gallery/New%20Gallery/01-a.jpg?v=e",
                "/images"
            ),
            "properties/1-a/gallery/New Gallery/01-a.jpg"
        );
    }

    #[test]
    fn keys_are_taken_from_urls_and_image_paths() {
        let base = "https://cdn.example/images";
        for path in [
            "properties/1-a/listing-a.jpg",
            "/images/properties/1-a/listing-a.jpg",
            " images/properties/1-a/listing-a.jpg",
            "https://cdn.example/images/properties/1-a/listing-a.jpg?v=17",
        ] {
            assert_eq!(
                relative_key(path, base),
                "properties/1-a/listing-a.jpg",
                "{path}"
            );
        }
    }
}
