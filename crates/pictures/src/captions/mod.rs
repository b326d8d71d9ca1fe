//! Photo captions: staff set them (PUT /images/caption), and they follow their photos when a
//! gallery is renumbered (a new order, a new cover) and go when the photo is deleted.

mod follow;
mod set;

pub use follow::{follow_renumbering, forget_caption};
pub use set::{set_photo_caption, SetCaptionError};

use domain::photo_caption::PhotoName;

/// The photo the store key `key` names, when it lies directly in a gallery of the property
/// whose galleries live in `galleries_folder` (`properties/{ref}{path}/gallery/`).
pub(crate) fn photo_at(galleries_folder: &str, key: &str) -> Option<PhotoName> {
    let (gallery, file) = key.strip_prefix(galleries_folder)?.split_once('/')?;
    (!file.is_empty() && !file.contains('/')).then(|| PhotoName {
        gallery: gallery.to_owned(),
        file: file.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::photo_at;

    #[test]
    fn a_photo_is_named_by_its_gallery_and_file() {
        let folder = "properties/123-v/gallery/";
        let photo = photo_at(folder, "properties/123-v/gallery/Garden/02-v.jpg").unwrap();
        assert_eq!(
            (photo.gallery.as_str(), photo.file.as_str()),
            ("Garden", "02-v.jpg")
        );
        assert_eq!(photo_at(folder, "properties/123-v/listing-v.jpg"), None);
        assert_eq!(photo_at(folder, "properties/123-v/gallery/Garden/"), None);
        assert_eq!(photo_at(folder, "properties/123-v/gallery/a/b/c.jpg"), None);
    }
}
