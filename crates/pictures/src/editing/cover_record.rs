//! Which gallery photo the listing picture (the cover) was made from, kept with the property
//! (issue #26) so the editor marks that photo instead of guessing: set by the writes that
//! make the listing picture, followed through renumberings, cleared when the photo or the
//! listing picture goes or the listing picture comes from elsewhere.

use crate::captions::photo_at;
use crate::Renumbering;
use anyhow::Context;
use domain::photo_caption::PhotoName;
use domain::ports::{PropertyRepository, RepositoryError};
use domain::Ref;

/// Records `photo` as the one the listing picture was made from; `false` when the property is
/// gone.
pub(super) async fn record_cover(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    photo: Option<PhotoName>,
) -> anyhow::Result<bool> {
    match properties.set_cover_photo(reference, photo).await {
        Ok(()) => Ok(true),
        Err(RepositoryError::NotFound) => Ok(false),
        Err(error) => Err(anyhow::Error::new(error).context("recording the cover photo")),
    }
}

/// The gallery photo at `key` (below `galleries_folder`), as the record names it.
pub(super) fn cover_at(galleries_folder: &str, key: &str) -> Option<PhotoName> {
    photo_at(galleries_folder, key)
}

/// Where the photo `cover` is once `renumbering` moved the files, or `None` when it did not
/// move.
pub(super) fn cover_after(
    cover: &PhotoName,
    galleries_folder: &str,
    renumbering: &Renumbering,
) -> Option<PhotoName> {
    renumbering.copies.iter().find_map(|(from, to)| {
        (photo_at(galleries_folder, from).as_ref() == Some(cover))
            .then(|| photo_at(galleries_folder, to))
            .flatten()
    })
}

/// Records where the cover went when `renumbering` moved it; `false` when the property is
/// gone.
pub(super) async fn follow_cover(
    properties: &dyn PropertyRepository,
    reference: &Ref,
    cover: Option<&PhotoName>,
    galleries_folder: &str,
    renumbering: &Renumbering,
) -> anyhow::Result<bool> {
    let Some(moved) = cover.and_then(|cover| cover_after(cover, galleries_folder, renumbering))
    else {
        return Ok(true);
    };
    record_cover(properties, reference, Some(moved))
        .await
        .with_context(|| format!("following the cover of property {reference}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOLDER: &str = "properties/123-v/gallery/";

    fn photo(gallery: &str, file: &str) -> PhotoName {
        PhotoName {
            gallery: gallery.into(),
            file: file.into(),
        }
    }

    #[test]
    fn the_cover_follows_its_large_photo_through_a_renumbering() {
        let renumbering = Renumbering {
            copies: [
                ("01-v.jpg", "04-v.jpg"),
                ("01-va.jpg", "04-va.jpg"),
                ("02-v.jpg", "05-v.jpg"),
            ]
            .map(|(from, to)| {
                (
                    format!("{FOLDER}Garden/{from}"),
                    format!("{FOLDER}Garden/{to}"),
                )
            })
            .to_vec(),
            removals: vec![],
        };
        assert_eq!(
            cover_after(&photo("Garden", "02-v.jpg"), FOLDER, &renumbering),
            Some(photo("Garden", "05-v.jpg"))
        );
        // Another gallery's photo of the same name, or one that did not move: where it was.
        assert_eq!(
            cover_after(&photo("House", "02-v.jpg"), FOLDER, &renumbering),
            None
        );
        assert_eq!(
            cover_after(&photo("Garden", "03-v.jpg"), FOLDER, &renumbering),
            None
        );
    }

    #[test]
    fn only_a_gallery_photo_can_be_the_cover() {
        assert_eq!(
            cover_at(FOLDER, &format!("{FOLDER}Garden/01-v.jpg")),
            Some(photo("Garden", "01-v.jpg"))
        );
        assert_eq!(cover_at(FOLDER, "properties/123-v/listing-v.jpg"), None);
    }
}
