//! Image stores filled before full-width pictures came in narrower renderings lack those files,
//! while pages name them in `srcset`. This adds whatever is missing, from the full-size picture
//! already stored; run at start-up, it finds nothing to do on a store that is up to date.

use super::upload::{decode_upload, UploadLimits};
use super::variants::{render_variants, BANNER_SIZES};
use anyhow::Context;
use pictures::ports::ImageStore;
use pictures::{banner_keys, webp_twin};
use std::collections::HashSet;

/// Renders and stores the missing narrower renderings (and WebP twins) of every property
/// background and article banner; answers how many files it wrote.
pub async fn add_missing_banner_widths(images: &dyn ImageStore) -> anyhow::Result<usize> {
    let mut stored: HashSet<String> = HashSet::new();
    for prefix in ["properties/", "articles/"] {
        let listed = images
            .list(prefix)
            .await
            .with_context(|| format!("listing {prefix}"))?;
        stored.extend(listed.into_iter().map(|image| image.key));
    }
    let mut written = 0;
    let mut full_size: Vec<&String> = stored.iter().filter(|key| is_full_width(key)).collect();
    full_size.sort();
    for key in full_size {
        let narrower = &banner_keys(key)[1..];
        let complete = narrower.iter().all(|jpg| {
            stored.contains(jpg) && webp_twin(jpg).is_some_and(|webp| stored.contains(&webp))
        });
        if complete {
            continue;
        }
        let original = images
            .get(key)
            .await
            .with_context(|| format!("reading {key}"))?
            .bytes;
        let variants = tokio::task::spawn_blocking(move || {
            let picture = decode_upload(&original, &UploadLimits::default())?.pixels;
            anyhow::Ok(render_variants(&picture, &BANNER_SIZES[1..])?)
        })
        .await
        .context("the image worker stopped")?
        .with_context(|| format!("rendering narrower {key}"))?;
        for (jpg, variant) in narrower.iter().zip(variants) {
            let webp = webp_twin(jpg).expect("banner keys end in .jpg");
            for (target, bytes) in [(jpg.clone(), variant.jpeg), (webp, variant.webp)] {
                images
                    .put(&target, bytes)
                    .await
                    .with_context(|| format!("storing {target}"))?;
                written += 1;
            }
        }
    }
    Ok(written)
}

/// `properties/{folder}/background….jpg` and `articles/{id}/banner.jpg`, but not their
/// narrower renderings.
fn is_full_width(key: &str) -> bool {
    let segments: Vec<&str> = key.split('/').collect();
    let narrower = BANNER_SIZES[1..]
        .iter()
        .any(|size| key.ends_with(&format!("-{}w.jpg", size.width)));
    !narrower
        && match segments.as_slice() {
            ["properties", _, file] => file.starts_with("background") && file.ends_with(".jpg"),
            ["articles", _, "banner.jpg"] => true,
            _ => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_full_width_pictures_are_sources() {
        for key in [
            "properties/123-v/background-v.jpg",
            "properties/123-v/background.jpg",
            "articles/7/banner.jpg",
        ] {
            assert!(is_full_width(key), "{key}");
        }
        for key in [
            "properties/123-v/background-v-900w.jpg",
            "properties/123-v/background-v.webp",
            "properties/123-v/listing-v.jpg",
            "properties/123-v/gallery/G/background.jpg",
            "articles/7/banner-600w.jpg",
            "articles/banner.jpg",
        ] {
            assert!(!is_full_width(key), "{key}");
        }
    }
}
