//! Captions following their photos through the image pipeline's renames and deletions.

use super::photo_at;
use crate::Renumbering;
use anyhow::Context;
use domain::ports::PhotoCaptions;
use domain::Ref;

/// Moves the captions of the photos `renumbering` renamed (their large JPEGs; the other
/// renderings carry no caption). Run after the files moved: a caption never names a missing
/// file for longer than the store took to copy it.
pub async fn follow_renumbering(
    captions: &dyn PhotoCaptions,
    reference: &Ref,
    galleries_folder: &str,
    renumbering: &Renumbering,
) -> anyhow::Result<()> {
    let captioned = captions
        .of_property(reference)
        .await
        .with_context(|| format!("reading the captions of property {reference}"))?;
    let mut by_gallery: std::collections::BTreeMap<String, Vec<(String, String)>> =
        Default::default();
    for (from, to) in &renumbering.copies {
        let (Some(from), Some(to)) = (
            photo_at(galleries_folder, from),
            photo_at(galleries_folder, to),
        ) else {
            continue;
        };
        if captioned.iter().any(|captioned| captioned.photo == from) {
            by_gallery
                .entry(from.gallery)
                .or_default()
                .push((from.file, to.file));
        }
    }
    for (gallery, renames) in by_gallery {
        captions
            .rename(reference, &gallery, renames)
            .await
            .with_context(|| format!("moving the captions of gallery {gallery}"))?;
    }
    Ok(())
}

/// Removes the caption of the photo at `key`, if `key` names a gallery photo (a listing or
/// background picture has none).
pub async fn forget_caption(
    captions: &dyn PhotoCaptions,
    reference: &Ref,
    galleries_folder: &str,
    key: &str,
) -> anyhow::Result<()> {
    let Some(photo) = photo_at(galleries_folder, key) else {
        return Ok(());
    };
    captions
        .set(reference, &photo, None)
        .await
        .with_context(|| format!("removing the caption of {key}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::photo_caption::{CaptionedPhoto, PhotoCaption, PhotoName};
    use domain::ports::MockPhotoCaptions;

    const FOLDER: &str = "properties/123-v/gallery/";

    fn captioned(gallery: &str, file: &str) -> CaptionedPhoto {
        CaptionedPhoto {
            photo: PhotoName {
                gallery: gallery.into(),
                file: file.into(),
            },
            caption: PhotoCaption::parse("The pool").unwrap().unwrap(),
        }
    }

    #[tokio::test]
    async fn only_captioned_photos_are_renamed_gallery_by_gallery() {
        let mut captions = MockPhotoCaptions::new();
        captions
            .expect_of_property()
            .returning(|_| Ok(vec![captioned("Garden", "01-v.jpg")]));
        captions
            .expect_rename()
            .withf(|reference, gallery, renames| {
                reference.as_str() == "123"
                    && gallery == "Garden"
                    && *renames == [("01-v.jpg".to_owned(), "04-v.jpg".to_owned())]
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
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
        follow_renumbering(&captions, &Ref::parse("123").unwrap(), FOLDER, &renumbering)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn deleting_a_gallery_photo_clears_its_caption_and_other_pictures_touch_none() {
        let mut captions = MockPhotoCaptions::new();
        captions
            .expect_set()
            .withf(|_, photo, caption| photo.file == "02-v.jpg" && caption.is_none())
            .times(1)
            .returning(|_, _, _| Ok(()));
        let reference = Ref::parse("123").unwrap();
        forget_caption(
            &captions,
            &reference,
            FOLDER,
            &format!("{FOLDER}Garden/02-v.jpg"),
        )
        .await
        .unwrap();
        forget_caption(
            &captions,
            &reference,
            FOLDER,
            "properties/123-v/listing-v.jpg",
        )
        .await
        .unwrap();
    }
}
