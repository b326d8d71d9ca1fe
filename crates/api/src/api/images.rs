use super::auth::{require, StaffSession};
use super::error::{ApiError, PROPERTY_NOT_FOUND};
use super::image_target::{check_folder, keys_to_delete, property_part, relative_key, upload_target, UploadTarget, IMAGE_PATH_NOT_VALID};
use super::tags::ApiTags;
use crate::state::AppState;
use adapters::images::{
    banner_keys, image_url, make_variants, next_gallery_number, webp_twin, EncodedVariant, PropertyImageKeys,
    UploadError, UploadLimits, VariantError, BANNER_SIZES, GALLERY_LARGE, GALLERY_SMALL, LISTING, LISTING_SMALL,
};
use anyhow::Context;
use domain::{Permission, Property};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, Object, OpenApi};
use tokio::io::AsyncReadExt;

pub struct ImagesApi;

/// POST /images: one JPEG and where it goes.
#[derive(Debug, Multipart)]
pub struct ImageUpload {
    /// A JPEG photo (proved by decoding it; the name and content type are not trusted), at
    /// most 30 MB and 64 megapixels.
    pub image: Upload,
    /// `properties/{ref}{path}/gallery/{galleryName}/` (the next photo of that gallery),
    /// `properties/{ref}{path}/listing` or `properties/{ref}{path}/background`. A leading
    /// `images/` or `/` is accepted.
    pub path: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ImageDelete")]
pub struct ImageDeleteBody {
    /// The picture's key or URL, e.g. `properties/123-villa/gallery/Garden/01-villa.jpg`.
    pub path: String,
    /// Asks a CDN to forget the picture; there is none in front of the built-in store, so this
    /// is accepted and ignored.
    #[oai(default)]
    pub invalidate: bool,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "ImagesWritten")]
pub struct ImagesDto {
    /// URLs of every file written or deleted (JPEGs and their WebP twins).
    pub images: Vec<String>,
}

fn refusal(error: VariantError) -> ApiError {
    match error {
        VariantError::Upload(UploadError::TooLarge { .. }) => ApiError::payload_too_large(error.to_string()),
        VariantError::Upload(refused) => ApiError::bad_request(refused.to_string()),
        VariantError::Encode(e) => ApiError::internal(anyhow::Error::new(e).context("encoding image variants")),
    }
}

async fn load_property(state: &AppState, key: &str) -> Result<(Property, String), ApiError> {
    let (reference, folder, rest) = property_part(key)?;
    let property = state
        .properties
        .find_by_ref(&reference)
        .await
        .map_err(|e| ApiError::internal(anyhow::Error::new(e).context("loading property for images")))?
        .ok_or_else(|| ApiError::not_found(PROPERTY_NOT_FOUND))?;
    check_folder(&property, folder)?;
    Ok((property, rest.to_owned()))
}

/// Reads at most `limit + 1` bytes, so an endless upload costs no more than the cap.
async fn read_capped(upload: Upload, limit: usize) -> Result<Vec<u8>, ApiError> {
    let mut bytes = Vec::new();
    upload
        .into_async_read()
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .await
        .map_err(|e| ApiError::bad_request(format!("the upload could not be read: {e}")))?;
    if bytes.len() > limit {
        return Err(ApiError::payload_too_large(format!("the file is larger than the {limit} bytes allowed")));
    }
    Ok(bytes)
}

#[OpenApi(tag = "ApiTags::Images")]
impl ImagesApi {
    /// Uploads a property photo (admin, agent). From one JPEG the server makes every size
    /// (gallery 1800 × 1200 plus the 650 × 433 'a' file; listing 750 × 500 plus the 150 × 100
    /// small file; background 1800 × 1200 plus 900 × 600 and 600 × 400 renderings for phones) and a
    /// WebP twin of each, EXIF (GPS included)
    /// stripped and orientation applied. Gallery photos are numbered after the highest one.
    /// 400 for anything but a complete JPEG or a path outside the property's picture tree,
    /// 413 above the size cap; nothing is written on refusal.
    #[oai(path = "/images", method = "post", operation_id = "uploadImage")]
    async fn upload(&self, state: Data<&AppState>, session: StaffSession, form: ImageUpload) -> Result<Json<ImagesDto>, ApiError> {
        require(&state, &session, Permission::ManagePhotos).await?;
        let key = relative_key(&form.path, &state.config.image_base_url).to_owned();
        let (property, rest) = load_property(&state, &key).await?;
        let target = upload_target(&rest)?;
        let limits = UploadLimits::default();
        let bytes = read_capped(form.image, limits.max_bytes).await?;
        let keys = PropertyImageKeys::new(&property.reference, &property.path, &property.pictures_path);
        let (sizes, jpg_keys) = match &target {
            UploadTarget::Listing => (vec![LISTING, LISTING_SMALL], vec![keys.listing(), keys.small()]),
            UploadTarget::Background => (BANNER_SIZES.to_vec(), banner_keys(&keys.background())),
            UploadTarget::Gallery(name) => {
                let existing = state
                    .images
                    .list(&keys.gallery_folder(name))
                    .await
                    .map_err(|e| ApiError::internal(anyhow::Error::new(e).context("listing a gallery")))?;
                let picture = keys.gallery_picture(name, next_gallery_number(&existing));
                (vec![GALLERY_LARGE, GALLERY_SMALL], vec![picture.large, picture.small])
            }
        };
        let variants: Vec<EncodedVariant> = tokio::task::spawn_blocking(move || make_variants(&bytes, &sizes, &limits))
            .await
            .context("the image worker stopped")
            .map_err(ApiError::internal)?
            .map_err(refusal)?;
        let mut written = Vec::new();
        for (variant, jpg_key) in variants.into_iter().zip(jpg_keys) {
            let webp_key = webp_twin(&jpg_key).ok_or_else(|| ApiError::bad_request(IMAGE_PATH_NOT_VALID))?;
            for (key, bytes) in [(jpg_key, variant.jpeg), (webp_key, variant.webp)] {
                state
                    .images
                    .put(&key, bytes)
                    .await
                    .map_err(|e| ApiError::internal(anyhow::Error::new(e).context(format!("storing {key}"))))?;
                written.push(image_url(&state.config.image_base_url, &key));
            }
        }
        Ok(Json(ImagesDto { images: written }))
    }

    /// Deletes a property picture (admin, agent) with the versions made with it and their
    /// WebP twins. 400 for a path that is not one of the property's pictures.
    #[oai(path = "/images/delete", method = "post", operation_id = "deleteImage")]
    async fn delete(&self, state: Data<&AppState>, session: StaffSession, body: Json<ImageDeleteBody>) -> Result<Json<ImagesDto>, ApiError> {
        require(&state, &session, Permission::ManagePhotos).await?;
        let key = relative_key(&body.0.path, &state.config.image_base_url).to_owned();
        let (property, _) = load_property(&state, &key).await?;
        let doomed = keys_to_delete(&property, &key).ok_or_else(|| ApiError::bad_request(IMAGE_PATH_NOT_VALID))?;
        let mut deleted = Vec::new();
        for key in doomed {
            state
                .images
                .delete(&key)
                .await
                .map_err(|e| ApiError::internal(anyhow::Error::new(e).context(format!("deleting {key}"))))?;
            deleted.push(image_url(&state.config.image_base_url, &key));
        }
        Ok(Json(ImagesDto { images: deleted }))
    }
}
