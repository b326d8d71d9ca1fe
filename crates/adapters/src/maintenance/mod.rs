//! One-time jobs over the image store, each recorded in `maintenance_runs` once it has
//! completed, so that a start-up only asks the database whether it is done: nothing at
//! start-up lists the store or walks the catalogue again.

use crate::repositories::entities::maintenance_run::{ActiveModel, Entity};
use crate::repositories::from_db;
use anyhow::Context;
use chrono::Utc;
use domain::ports::{ListScope, PropertyRepository};
use domain::property::ListingFilter;
use domain::PageRequest;
use picture_store::{add_missing_banner_widths, add_missing_gallery_thumbnails};
use pictures::ports::ImageStore;
use pictures::PropertyImageKeys;
use sea_orm::{ActiveValue::Set, DatabaseConnection, EntityTrait};
use std::collections::HashSet;

/// Adds the narrower banner widths and the gallery thumbnails pictures stored before them lack,
/// and records which properties have a background and a listing picture (before the flags
/// existed only the store knew). Named anew when the scan gains a step, so stores scanned
/// before run it again (the earlier steps find nothing left to do).
pub const IMAGE_STORE_SCAN: &str = "image-store-scan-3";
/// Properties read per query while recording backgrounds.
const BATCH: i64 = domain::paging::MAX_PAGE_SIZE as i64;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImageStoreScan {
    pub banner_files_written: usize,
    pub gallery_thumbnail_files_written: usize,
    pub backgrounds_recorded: usize,
    pub listings_recorded: usize,
}

pub async fn is_done(conn: &DatabaseConnection, name: &str) -> anyhow::Result<bool> {
    let found = Entity::find_by_id(name.to_owned())
        .one(conn)
        .await
        .map_err(from_db)
        .with_context(|| format!("asking whether {name} ran"))?;
    Ok(found.is_some())
}

async fn record_done(conn: &DatabaseConnection, name: &str) -> anyhow::Result<()> {
    Entity::insert(ActiveModel {
        name: Set(name.to_owned()),
        completed_at: Set(Utc::now()),
    })
    .exec_without_returning(conn)
    .await
    .map_err(from_db)
    .with_context(|| format!("recording that {name} ran"))?;
    Ok(())
}

/// Runs [`IMAGE_STORE_SCAN`] unless it has run on this database; `None` when it had.
pub async fn scan_image_store_once(
    conn: &DatabaseConnection,
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
) -> anyhow::Result<Option<ImageStoreScan>> {
    if is_done(conn, IMAGE_STORE_SCAN).await? {
        return Ok(None);
    }
    let banner_files_written = add_missing_banner_widths(images).await?;
    let gallery_thumbnail_files_written = add_missing_gallery_thumbnails(images).await?;
    let (backgrounds_recorded, listings_recorded) = record_pictures(properties, images).await?;
    record_done(conn, IMAGE_STORE_SCAN).await?;
    Ok(Some(ImageStoreScan {
        banner_files_written,
        gallery_thumbnail_files_written,
        backgrounds_recorded,
        listings_recorded,
    }))
}

/// Records which properties have a background and which a listing picture; answers how many
/// of each were recorded.
async fn record_pictures(
    properties: &dyn PropertyRepository,
    images: &dyn ImageStore,
) -> anyhow::Result<(usize, usize)> {
    let stored: HashSet<String> = images
        .list("properties/")
        .await
        .context("listing properties/")?
        .into_iter()
        .map(|image| image.key)
        .collect();
    let mut recorded = 0;
    let mut listings = 0;
    for index in 0.. {
        let page = PageRequest::parse(index, BATCH).expect("a valid batch");
        let batch = properties
            .list(ListScope::Staff, &ListingFilter::default(), page)
            .await
            .context("listing properties")?;
        for property in &batch.items {
            let keys = PropertyImageKeys::new(
                &property.reference,
                &property.path,
                &property.pictures_path,
            );
            if stored.contains(&keys.background()) {
                properties
                    .set_has_background(&property.reference, true)
                    .await
                    .with_context(|| format!("recording {}'s background", property.reference))?;
                recorded += 1;
            }
            if stored.contains(&keys.listing()) {
                properties
                    .set_has_listing(&property.reference, true)
                    .await
                    .with_context(|| format!("recording {}'s listing", property.reference))?;
                listings += 1;
            }
        }
        if batch.items.is_empty() || index + 1 >= i64::from(batch.pages) {
            break;
        }
    }
    Ok((recorded, listings))
}
