//! A draft's pictures following its new address (issue #26). A property's picture folder is
//! `properties/{ref}{path}/`, so a draft that takes its path from its title must take its
//! pictures along. Only the folder moves: the file names keep the draft's `pictures_path`
//! (`01-home.jpg`), because every key, caption and thumbnail is named by it and renaming them
//! all is a second renumbering for no visitor's benefit; the spec keeps `pictures_path` fixed
//! once the property exists, and only its page address was wrong.

use anyhow::Context;
use pictures::ports::ImageStore;

/// The pictures copied into the new folder, kept until the save that names it settles.
#[derive(Debug)]
pub(super) struct FolderCopy {
    /// (old key, new key) of every picture copied.
    copies: Vec<(String, String)>,
}

/// Copies every picture below `from` to the same place below `to` (both folders, ending in
/// '/'). `None` when the folder holds floor plans: their rows name their keys, so such a draft
/// keeps its address rather than lose its plans. A failed copy undoes the copies made.
pub(super) async fn copy_folder(
    images: &dyn ImageStore,
    from: &str,
    to: &str,
) -> anyhow::Result<Option<FolderCopy>> {
    let stored = images
        .list(from)
        .await
        .with_context(|| format!("listing {from}"))?;
    let plans = format!("{from}plans/");
    if stored.iter().any(|image| image.key.starts_with(&plans)) {
        return Ok(None);
    }
    let mut made = FolderCopy { copies: Vec::new() };
    for image in stored {
        let Some(rest) = image.key.strip_prefix(from) else {
            continue;
        };
        let target = format!("{to}{rest}");
        if let Err(error) = images.copy(&image.key, &target).await {
            made.undo(images).await;
            return Err(
                anyhow::Error::new(error).context(format!("copying {} to {target}", image.key))
            );
        }
        made.copies.push((image.key, target));
    }
    Ok(Some(made))
}

impl FolderCopy {
    /// The save failed: the copies go, the old folder stays as it was. Failures are logged
    /// (a stray copy is wasted space, not a broken page).
    pub(super) async fn undo(self, images: &dyn ImageStore) {
        for (_, copy) in self.copies {
            if let Err(error) = images.delete(&copy).await {
                tracing::warn!(key = %copy, %error, "a copy for a draft's new address remains");
            }
        }
    }

    /// The save named the new folder: the pictures copied leave the old one. Only those: a
    /// photo uploaded to the old folder while this ran stays there rather than be lost.
    pub(super) async fn finish(self, images: &dyn ImageStore) {
        for (original, _) in self.copies {
            if let Err(error) = images.delete(&original).await {
                tracing::warn!(key = %original, %error, "a picture at a draft's old address remains");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pictures::editing::test_support::listed;
    use pictures::ports::MockImageStore;
    use std::sync::{Arc, Mutex};

    const OLD: &str = "properties/124-home/";
    const NEW: &str = "properties/124-villa/";

    fn store_holding(keys: &[&str], log: Arc<Mutex<Vec<String>>>) -> MockImageStore {
        let keys: Vec<String> = keys.iter().map(|key| format!("{OLD}{key}")).collect();
        let mut images = MockImageStore::new();
        images.expect_list().returning(move |_| Ok(listed(&keys)));
        let copies = log.clone();
        images.expect_copy().returning(move |from, to| {
            copies.lock().unwrap().push(format!("copy {from} {to}"));
            Ok(())
        });
        images.expect_delete().returning(move |key| {
            log.lock().unwrap().push(format!("delete {key}"));
            Ok(())
        });
        images
    }

    #[tokio::test]
    async fn every_picture_is_copied_then_the_originals_go_once_the_save_is_done() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let images = store_holding(
            &["listing-home.jpg", "gallery/Garden/01-home.jpg"],
            log.clone(),
        );
        let copy = copy_folder(&images, OLD, NEW).await.unwrap().unwrap();
        assert_eq!(
            *log.lock().unwrap(),
            [
                format!("copy {OLD}listing-home.jpg {NEW}listing-home.jpg"),
                format!("copy {OLD}gallery/Garden/01-home.jpg {NEW}gallery/Garden/01-home.jpg"),
            ]
        );
        log.lock().unwrap().clear();
        copy.finish(&images).await;
        assert_eq!(
            *log.lock().unwrap(),
            [
                format!("delete {OLD}listing-home.jpg"),
                format!("delete {OLD}gallery/Garden/01-home.jpg"),
            ]
        );
    }

    #[tokio::test]
    async fn a_failed_save_removes_the_copies_and_leaves_the_originals() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let images = store_holding(&["listing-home.jpg"], log.clone());
        let copy = copy_folder(&images, OLD, NEW).await.unwrap().unwrap();
        log.lock().unwrap().clear();
        copy.undo(&images).await;
        assert_eq!(
            *log.lock().unwrap(),
            [format!("delete {NEW}listing-home.jpg")]
        );
    }

    #[tokio::test]
    async fn a_folder_holding_floor_plans_is_not_moved() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let images = store_holding(&["listing-home.jpg", "plans/1-ground.jpg"], log.clone());
        assert!(copy_folder(&images, OLD, NEW).await.unwrap().is_none());
        assert!(log.lock().unwrap().is_empty());
    }
}
