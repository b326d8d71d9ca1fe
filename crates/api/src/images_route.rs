//! `/images/*`: image bytes from the image store, cached for a year. Keys never change
//! content (a new photo gets a new number), which is what makes `immutable` safe.

use crate::api::error::{ApiError, INTERNAL_ERROR_MESSAGE};
use crate::state::AppState;
use domain::ports::ImageStoreError;
use poem::http::header;
use poem::web::{Data, Path};
use poem::{get, handler, IntoResponse, Response, Route};

pub const IMAGE_CACHE_CONTROL: &str = "public, max-age=31536000, immutable";

pub fn routes() -> Route {
    Route::new().at("/*key", get(image))
}

#[handler]
async fn image(Path(key): Path<String>, Data(state): Data<&AppState>) -> Response {
    match state.images.get(&key).await {
        Ok(bytes) => {
            let content_type = mime_guess::from_path(&key).first_or_octet_stream();
            Response::builder()
                .header(header::CONTENT_TYPE, content_type.essence_str())
                .header(header::CACHE_CONTROL, IMAGE_CACHE_CONTROL)
                .body(bytes)
        }
        Err(ImageStoreError::NotFound | ImageStoreError::InvalidKey) => {
            ApiError::not_found("Image not found").into_response()
        }
        Err(error) => {
            tracing::error!(%key, error = %error, "reading image failed");
            ApiError::internal(anyhow::anyhow!(INTERNAL_ERROR_MESSAGE)).into_response()
        }
    }
}
