//! Gallery photos stored before the thumbnail-width rendering existed lack it, while the
//! property page names it in the thumbnail's `srcset`. This adds whatever is missing, from each
//! photo's large picture already stored; on a store that is up to date it writes nothing.

use super::upload::{decode_upload, UploadLimits};
use super::variants::{render_variants, GALLERY_THUMB};
use anyhow::Context;
use pictures::ports::{ImageInfo, ImageStore};
use pictures::{galleries_with_urls, gallery_thumbnail_key, webp_twin};
use std::collections::{BTreeMap, HashSet};

/// Renders and stores the missing thumbnail of every gallery photo (JPEG and WebP twin),
/// named after the file the gallery shows as the thumbnail; answers how many files it wrote.
pub async fn add_missing_gallery_thumbnails(images: &dyn ImageStore) -> anyhow::Result<usize> {
    let listed = images
        .list("properties/")
        .await
        .context("listing properties/")?;
    let stored: HashSet<&str> = listed.iter().map(|image| image.key.as_str()).collect();
    let mut written = 0;
    for (folder, in_folder) in by_galleries_folder(&listed) {
        // The galleries as the page pairs them, with keys in place of URLs.
        let owned: Vec<ImageInfo> = in_folder.into_iter().cloned().collect();
        for gallery in galleries_with_urls(&owned, folder, |key, _| key.to_owned()) {
            for (large, shown) in gallery.pictures.iter().zip(&gallery.small_pictures) {
                let Some(thumb) = gallery_thumbnail_key(shown) else {
                    continue;
                };
                let webp = webp_twin(&thumb).context("gallery photos are .jpg")?;
                if stored.contains(thumb.as_str()) && stored.contains(webp.as_str()) {
                    continue;
                }
                let bytes = render_thumbnail(images, large).await?;
                for (target, bytes) in [(thumb, bytes.0), (webp, bytes.1)] {
                    images
                        .put(&target, bytes)
                        .await
                        .with_context(|| format!("storing {target}"))?;
                    written += 1;
                }
            }
        }
    }
    Ok(written)
}

/// The listed pictures grouped by the `properties/{ref}{path}/gallery/` folder they are in.
fn by_galleries_folder(listed: &[ImageInfo]) -> BTreeMap<&str, Vec<&ImageInfo>> {
    const GALLERIES: &str = "/gallery/";
    let mut grouped: BTreeMap<&str, Vec<&ImageInfo>> = BTreeMap::new();
    for image in listed {
        if let Some(at) = image.key.find(GALLERIES) {
            grouped
                .entry(&image.key[..at + GALLERIES.len()])
                .or_default()
                .push(image);
        }
    }
    grouped
}

/// The thumbnail's JPEG and WebP, from the photo's large picture (the sharpest source).
async fn render_thumbnail(
    images: &dyn ImageStore,
    large: &str,
) -> anyhow::Result<(Vec<u8>, Vec<u8>)> {
    let original = images
        .get(large)
        .await
        .with_context(|| format!("reading {large}"))?
        .bytes;
    let mut rendered = tokio::task::spawn_blocking(move || {
        let picture = decode_upload(&original, &UploadLimits::default())?.pixels;
        anyhow::Ok(render_variants(&picture, &[GALLERY_THUMB])?)
    })
    .await
    .context("the image worker stopped")?
    .with_context(|| format!("rendering the thumbnail of {large}"))?;
    let thumbnail = rendered.pop().context("one size asked, one rendered")?;
    Ok((thumbnail.jpeg, thumbnail.webp))
}
