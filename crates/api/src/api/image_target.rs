//! Which pictures an upload or a deletion may touch: only the keys of an existing property,
//! rebuilt from its stored ref and path, so no request can name a key outside that tree.

use super::error::ApiError;
use adapters::images::{GalleryName, PropertyImageKeys};
use domain::{Property, Ref};

pub const IMAGE_PATH_NOT_VALID: &str = "Image path not valid";

/// What an upload's `path` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UploadTarget {
    Listing,
    Background,
    /// The next photo of this gallery.
    Gallery(GalleryName),
}

/// `path` without the optional image base, leading '/', and `images/` prefix.
pub fn relative_key<'a>(path: &'a str, image_base: &str) -> &'a str {
    let path = path.trim();
    let path = path.strip_prefix(image_base).unwrap_or(path);
    let path = path.trim_start_matches('/');
    path.strip_prefix("images/").unwrap_or(path)
}

/// Splits `properties/{ref}{path}/{rest}` into the ref and the rest.
pub fn property_part(key: &str) -> Result<(Ref, &str, &str), ApiError> {
    let invalid = || ApiError::bad_request(IMAGE_PATH_NOT_VALID);
    let inside = key.strip_prefix("properties/").ok_or_else(invalid)?;
    let (folder, rest) = inside.split_once('/').ok_or_else(invalid)?;
    let reference = Ref::from_url_segment(folder).map_err(|_| invalid())?;
    Ok((reference, folder, rest))
}

/// The folder named in the key must be the property's own (`{ref}{path}`).
pub fn check_folder(property: &Property, folder: &str) -> Result<(), ApiError> {
    if format!("{}{}", property.reference, property.path) == folder {
        Ok(())
    } else {
        Err(ApiError::bad_request("Image path does not match the property"))
    }
}

pub fn upload_target(rest: &str) -> Result<UploadTarget, ApiError> {
    let invalid = || ApiError::bad_request(IMAGE_PATH_NOT_VALID);
    match rest.trim_end_matches('/') {
        "listing" => Ok(UploadTarget::Listing),
        "background" => Ok(UploadTarget::Background),
        other => {
            let name = other.strip_prefix("gallery/").ok_or_else(invalid)?;
            if name.contains('/') {
                return Err(invalid());
            }
            GalleryName::parse(name).map(UploadTarget::Gallery).map_err(|e| ApiError::bad_request(e.to_string()))
        }
    }
}

/// Every key a deletion of `key` removes: the picture, the version made with it (a gallery
/// photo's small 'a' file, the listing's small file), and their WebP twins. `None` when `key`
/// is not one of the property's pictures.
pub fn keys_to_delete(property: &Property, key: &str) -> Option<Vec<String>> {
    let keys = PropertyImageKeys::new(&property.reference, &property.path, &property.pictures_path);
    let mut jpgs = if key == keys.listing() {
        vec![keys.listing(), keys.small()]
    } else if key == keys.background() {
        adapters::images::banner_keys(key)
    } else if key == keys.small() {
        vec![key.to_owned()]
    } else {
        let file = key.strip_prefix(&keys.galleries_folder())?;
        let (gallery, name) = file.split_once('/')?;
        GalleryName::parse(gallery).ok()?;
        let stem = name.strip_suffix(".jpg")?;
        if stem.is_empty() || stem.contains('/') || !stem.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let small = format!("{}{gallery}/{stem}a.jpg", keys.galleries_folder());
        vec![key.to_owned(), small]
    };
    let twins: Vec<String> = jpgs.iter().filter_map(|jpg| adapters::images::webp_twin(jpg)).collect();
    jpgs.extend(twins);
    Some(jpgs)
}
