//! Putting a gallery's photos in a new order. A gallery shows its photos by number (spec §3,
//! "Gallery file numbering"), and every reader (the page, the galleries read, the portal
//! feed) already orders them so; a new order therefore renumbers the photos: each gets, in
//! the order asked, a number after the highest one there, so no file is overwritten while it
//! moves and the numbering still only ever grows.

use super::numbering::{leading_number, next_gallery_number};

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum GalleryOrderError {
    #[error("The order must name every photo of the gallery once")]
    NotEveryPhotoOnce,
}

/// The files to copy (from, to) and then the old files to delete.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Renumbering {
    pub copies: Vec<(String, String)>,
    pub removals: Vec<String>,
}

/// The renumbering that shows the photos of the gallery at `folder` (listed as `existing`:
/// every file, all renderings and twins) in `order` (each photo named by the key of any of its
/// files, usually the large JPEG). Nothing moves when the order is the current one.
pub fn renumber_gallery(
    folder: &str,
    existing: &[&str],
    order: &[&str],
) -> Result<Renumbering, GalleryOrderError> {
    let wanted: Vec<u32> = order
        .iter()
        .map(|key| number_in(folder, key).ok_or(GalleryOrderError::NotEveryPhotoOnce))
        .collect::<Result<_, _>>()?;
    renumber(folder, existing, &wanted)
}

/// The renumbering that puts the photo named by `first` in front and keeps the others' order.
pub fn move_to_front(
    folder: &str,
    existing: &[&str],
    first: &str,
) -> Result<Renumbering, GalleryOrderError> {
    let first = number_in(folder, first).ok_or(GalleryOrderError::NotEveryPhotoOnce)?;
    let wanted: Vec<u32> = std::iter::once(first)
        .chain(
            photo_numbers(folder, existing)
                .into_iter()
                .filter(|n| *n != first),
        )
        .collect();
    renumber(folder, existing, &wanted)
}

/// The photo number of a file directly in `folder`.
fn number_in(folder: &str, key: &str) -> Option<u32> {
    key.strip_prefix(folder)
        .filter(|file| !file.contains('/'))
        .and_then(leading_number)
}

/// The numbers of the photos in `folder`, in order.
fn photo_numbers(folder: &str, existing: &[&str]) -> Vec<u32> {
    let mut present: Vec<u32> = existing
        .iter()
        .filter_map(|key| number_in(folder, key))
        .collect();
    present.sort_unstable();
    present.dedup();
    present
}

fn renumber(
    folder: &str,
    existing: &[&str],
    wanted: &[u32],
) -> Result<Renumbering, GalleryOrderError> {
    let present = photo_numbers(folder, existing);
    let mut named = wanted.to_vec();
    named.sort_unstable();
    if named != present {
        return Err(GalleryOrderError::NotEveryPhotoOnce);
    }
    if wanted == present {
        return Ok(Renumbering::default());
    }
    let first = next_gallery_number(existing.iter().copied());
    let mut renumbering = Renumbering::default();
    for (new_number, old_number) in (first..).zip(wanted) {
        for key in existing
            .iter()
            .filter(|key| number_in(folder, key) == Some(*old_number))
        {
            let file = &key[folder.len()..];
            let digits = file.bytes().take_while(u8::is_ascii_digit).count();
            let moved = format!("{folder}{new_number:02}{}", &file[digits..]);
            renumbering.copies.push(((*key).to_owned(), moved));
            renumbering.removals.push((*key).to_owned());
        }
    }
    Ok(renumbering)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOLDER: &str = "properties/123-v/gallery/Garden/";

    fn keys(files: &[&str]) -> Vec<String> {
        files.iter().map(|file| format!("{FOLDER}{file}")).collect()
    }

    fn renumber(existing: &[&str], order: &[&str]) -> Result<Renumbering, GalleryOrderError> {
        let existing = keys(existing);
        let order = keys(order);
        renumber_gallery(
            FOLDER,
            &existing.iter().map(String::as_str).collect::<Vec<_>>(),
            &order.iter().map(String::as_str).collect::<Vec<_>>(),
        )
    }

    #[test]
    fn photos_move_after_the_highest_number_in_the_order_asked_with_every_rendering() {
        let moved = renumber(
            &[
                "01-v.jpg",
                "01-va.jpg",
                "01-v.webp",
                "03-v.jpg",
                "03-va-330w.jpg",
            ],
            &["03-v.jpg", "01-v.jpg"],
        )
        .unwrap();
        assert_eq!(
            moved.copies,
            [
                ("03-v.jpg", "04-v.jpg"),
                ("03-va-330w.jpg", "04-va-330w.jpg"),
                ("01-v.jpg", "05-v.jpg"),
                ("01-va.jpg", "05-va.jpg"),
                ("01-v.webp", "05-v.webp"),
            ]
            .map(|(from, to)| (format!("{FOLDER}{from}"), format!("{FOLDER}{to}")))
        );
        assert_eq!(moved.removals.len(), 5);
    }

    #[test]
    fn a_cover_moves_to_the_front_and_the_others_keep_their_order() {
        let existing = keys(&["01-v.jpg", "02-v.jpg", "05-v.jpg"]);
        let existing: Vec<&str> = existing.iter().map(String::as_str).collect();
        let moved = move_to_front(FOLDER, &existing, &format!("{FOLDER}05-v.jpg")).unwrap();
        let targets: Vec<&str> = moved
            .copies
            .iter()
            .map(|(_, to)| &to[FOLDER.len()..])
            .collect();
        assert_eq!(targets, ["06-v.jpg", "07-v.jpg", "08-v.jpg"]);
        assert_eq!(moved.copies[0].0, format!("{FOLDER}05-v.jpg"));
        let already_first = move_to_front(FOLDER, &existing, &format!("{FOLDER}01-v.jpg"));
        assert_eq!(already_first, Ok(Renumbering::default()));
    }

    #[test]
    fn the_current_order_moves_nothing() {
        let moved = renumber(&["01-v.jpg", "02-v.jpg"], &["01-v.jpg", "02-v.jpg"]).unwrap();
        assert_eq!(moved, Renumbering::default());
    }

    #[test]
    fn an_order_missing_repeating_or_adding_a_photo_is_refused() {
        let existing = ["01-v.jpg", "02-v.jpg"];
        for order in [
            &["01-v.jpg"][..],
            &["01-v.jpg", "01-v.jpg"],
            &["01-v.jpg", "02-v.jpg", "03-v.jpg"],
            &["01-v.jpg", "notes.jpg"],
        ] {
            assert_eq!(
                renumber(&existing, order),
                Err(GalleryOrderError::NotEveryPhotoOnce),
                "{order:?}"
            );
        }
        let elsewhere = renumber_gallery(
            FOLDER,
            &[&format!("{FOLDER}01-v.jpg")],
            &["properties/999-x/gallery/Garden/01-v.jpg"],
        );
        assert_eq!(elsewhere, Err(GalleryOrderError::NotEveryPhotoOnce));
    }
}
