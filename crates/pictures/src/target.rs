//! Which pictures an upload or a deletion may touch: only keys of an existing property,
//! rebuilt from its stored ref, path and pictures_path, so no request names a key outside
//! that property's tree.

use super::gallery_name::{GalleryName, GalleryNameError};
use super::keys::{
    banner_keys, gallery_thumbnail_key, is_gallery_thumbnail_stem, webp_twin, PropertyImageKeys,
};
use domain::{Property, Ref};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImagePathError {
    #[error("Image path not valid")]
    NotValid,
    #[error("Image path does not match the property")]
    OtherProperty,
    #[error(transparent)]
    GalleryName(#[from] GalleryNameError),
}

/// What an upload asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UploadTarget {
    /// The listing picture and its small version.
    Listing,
    /// The background picture; the listing and small pictures are made from it too, as the
    /// editor offers one upload for the three (spec §2, "background image upload").
    Background,
    /// The next photo of this gallery.
    Gallery(GalleryName),
}

/// A key `properties/{ref}{path}/{rest}`, split where the property's folder ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureAddress<'a> {
    pub reference: Ref,
    folder: &'a str,
    rest: &'a str,
}

/// The keys a deletion removes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureDeletion {
    /// The pictures, the versions made with them and their WebP twins.
    pub keys: Vec<String>,
    /// True when the listing, small or background picture goes: the property's pictures
    /// version must change.
    pub changes_property_pictures: bool,
    /// True when the background picture goes.
    pub removes_background: bool,
    /// True when the listing picture (the cover) goes.
    pub removes_listing: bool,
}

impl<'a> PictureAddress<'a> {
    pub fn parse(key: &'a str) -> Result<Self, ImagePathError> {
        let inside = key
            .strip_prefix("properties/")
            .ok_or(ImagePathError::NotValid)?;
        let (folder, rest) = inside.split_once('/').ok_or(ImagePathError::NotValid)?;
        let reference = Ref::from_url_segment(folder).map_err(|_| ImagePathError::NotValid)?;
        Ok(Self {
            reference,
            folder,
            rest,
        })
    }

    /// The folder named must be the property's own (`{ref}{path}`).
    pub fn check_owner(&self, property: &Property) -> Result<(), ImagePathError> {
        if format!("{}{}", property.reference, property.path) == self.folder {
            Ok(())
        } else {
            Err(ImagePathError::OtherProperty)
        }
    }

    /// `listing` or `background` (or that picture's own file name), or `gallery/{name}/`.
    pub fn upload_target(&self, property: &Property) -> Result<UploadTarget, ImagePathError> {
        let keys = PropertyImageKeys::of(property);
        let rest = self.rest.trim_end_matches('/');
        if rest == "listing" || rest == keys.listing_file() {
            return Ok(UploadTarget::Listing);
        }
        if rest == "background" || rest == keys.background_file() {
            return Ok(UploadTarget::Background);
        }
        let name = rest
            .strip_prefix("gallery/")
            .ok_or(ImagePathError::NotValid)?;
        if name.contains('/') {
            return Err(ImagePathError::NotValid);
        }
        Ok(UploadTarget::Gallery(GalleryName::parse(name)?))
    }

    /// The key of the gallery photo this address names, which a cover is made from: a
    /// numbered JPEG of one of the property's galleries, not one of its renderings.
    pub fn gallery_photo(&self, property: &Property) -> Result<String, ImagePathError> {
        let keys = PropertyImageKeys::of(property);
        let key = format!("{}{}", keys.folder(), self.rest);
        let stem = key
            .rsplit('/')
            .next()
            .and_then(|file| file.strip_suffix(".jpg"));
        let rendering = stem.is_none_or(is_gallery_thumbnail_stem);
        if rendering || gallery_small(&keys, &key).is_none() {
            return Err(ImagePathError::NotValid);
        }
        Ok(key)
    }

    /// Everything deleting this key removes: the picture, the versions made with it (a gallery
    /// photo's small 'a' file and thumbnail, the listing's small file, the background's
    /// narrower renderings), and their WebP twins.
    pub fn deletion(&self, property: &Property) -> Result<PictureDeletion, ImagePathError> {
        let keys = PropertyImageKeys::of(property);
        let key = format!("{}{}", keys.folder(), self.rest);
        let removes_background = key == keys.background();
        let removes_listing = key == keys.listing();
        let (jpgs, changes_property_pictures) = if key == keys.listing() {
            (vec![keys.listing(), keys.small()], true)
        } else if key == keys.background() {
            (banner_keys(&key), true)
        } else if key == keys.small() {
            (vec![key], true)
        } else {
            let small = gallery_small(&keys, &key).ok_or(ImagePathError::NotValid)?;
            // The thumbnail is made from whichever file the gallery shows as the thumbnail:
            // the small one, or the large one of a photo stored without it.
            let thumbs = [&small, &key].map(|shown| gallery_thumbnail_key(shown));
            (
                [Some(key.clone()), Some(small)]
                    .into_iter()
                    .chain(thumbs)
                    .flatten()
                    .collect(),
                false,
            )
        };
        let twins: Vec<String> = jpgs.iter().filter_map(|jpg| webp_twin(jpg)).collect();
        Ok(PictureDeletion {
            keys: jpgs.into_iter().chain(twins).collect(),
            changes_property_pictures,
            removes_background,
            removes_listing,
        })
    }
}

/// The small 'a' file of a gallery photo's key, or `None` when the key is not a photo of one
/// of the property's galleries.
fn gallery_small(keys: &PropertyImageKeys<'_>, key: &str) -> Option<String> {
    let folder = keys.galleries_folder();
    let (gallery, name) = key.strip_prefix(&folder)?.split_once('/')?;
    GalleryName::parse(gallery).ok()?;
    let stem = name.strip_suffix(".jpg")?;
    let numbered = stem.starts_with(|c: char| c.is_ascii_digit());
    (numbered && !stem.contains('/')).then(|| format!("{folder}{gallery}/{stem}a.jpg"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::property::fixtures::property_with_paths;

    fn villa() -> Property {
        property_with_paths("123", "-villa-barolo", "-villa")
    }

    fn target(key: &str) -> Result<UploadTarget, ImagePathError> {
        let property = villa();
        let address = PictureAddress::parse(key)?;
        address.check_owner(&property)?;
        address.upload_target(&property)
    }

    #[test]
    fn uploads_name_the_listing_the_background_or_a_gallery() {
        let folder = "properties/123-villa-barolo/";
        assert_eq!(
            target(&format!("{folder}listing")),
            Ok(UploadTarget::Listing)
        );
        assert_eq!(
            target(&format!("{folder}listing-villa.jpg")),
            Ok(UploadTarget::Listing)
        );
        assert_eq!(
            target(&format!("{folder}background/")),
            Ok(UploadTarget::Background)
        );
        assert_eq!(
            target(&format!("{folder}background-villa.jpg")),
            Ok(UploadTarget::Background)
        );
        assert_eq!(
            target(&format!("{folder}gallery/New Gallery/")),
            Ok(UploadTarget::Gallery(
                GalleryName::parse("New Gallery").unwrap()
            ))
        );
    }

    #[test]
    fn paths_outside_the_propertys_tree_are_refused() {
        let folder = "properties/123-villa-barolo/";
        for bad in [
            "towns/barolo".to_owned(),
            "properties/x".to_owned(),
            "properties/abc-villa/listing".to_owned(),
            format!("{folder}gallery/../../etc/"),
            format!("{folder}gallery/a/b"),
            format!("{folder}background-other.jpg"),
            format!("{folder}small-villa.jpg"),
        ] {
            assert_eq!(target(&bad), Err(ImagePathError::NotValid), "{bad}");
        }
        assert_eq!(
            target("properties/123-other/listing"),
            Err(ImagePathError::OtherProperty)
        );
        assert_eq!(
            target(&format!("{folder}gallery/Living & dining/")),
            Err(ImagePathError::GalleryName(GalleryNameError))
        );
    }

    #[test]
    fn a_cover_is_made_from_one_of_the_propertys_gallery_photos() {
        let folder = "properties/123-villa-barolo/";
        let photo = |key: &str| PictureAddress::parse(key)?.gallery_photo(&villa());
        let key = format!("{folder}gallery/Garden/03-villa.jpg");
        assert_eq!(photo(&key), Ok(key.clone()));
        for bad in [
            "gallery/Garden/03-villaa-330w.jpg",
            "gallery/Garden/notes.jpg",
            "gallery/Garden/03-villa.webp",
            "listing-villa.jpg",
        ] {
            assert_eq!(
                photo(&format!("{folder}{bad}")),
                Err(ImagePathError::NotValid),
                "{bad}"
            );
        }
    }

    fn deletion(key: &str) -> Result<PictureDeletion, ImagePathError> {
        PictureAddress::parse(key)?.deletion(&villa())
    }

    #[test]
    fn deleting_the_listing_takes_its_small_version_and_twins_and_changes_the_pictures() {
        let folder = "properties/123-villa-barolo/";
        let deleted = deletion(&format!("{folder}listing-villa.jpg")).unwrap();
        assert_eq!(
            deleted.keys,
            [
                "listing-villa.jpg",
                "small-villa.jpg",
                "listing-villa.webp",
                "small-villa.webp"
            ]
            .map(|file| format!("{folder}{file}"))
        );
        assert!(deleted.changes_property_pictures);
        assert!(
            deletion(&format!("{folder}background-villa.jpg"))
                .unwrap()
                .changes_property_pictures
        );
    }

    #[test]
    fn deleting_a_gallery_photo_takes_its_a_file_and_thumbnails_and_leaves_the_property_pictures() {
        let gallery = "properties/123-villa-barolo/gallery/Garden/";
        let deleted = deletion(&format!("{gallery}03-villa.jpg")).unwrap();
        assert_eq!(
            deleted.keys,
            [
                "03-villa.jpg",
                "03-villaa.jpg",
                "03-villaa-330w.jpg",
                "03-villa-330w.jpg",
                "03-villa.webp",
                "03-villaa.webp",
                "03-villaa-330w.webp",
                "03-villa-330w.webp",
            ]
            .map(|file| format!("{gallery}{file}"))
        );
        assert!(!deleted.changes_property_pictures);
        for bad in ["notes.txt", "cover.jpg", "x/01.jpg"] {
            assert_eq!(
                deletion(&format!("{gallery}{bad}")),
                Err(ImagePathError::NotValid),
                "{bad}"
            );
        }
    }
}
