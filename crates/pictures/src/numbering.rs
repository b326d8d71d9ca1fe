//! Gallery photo numbers: the next one follows the highest, gaps are never refilled.

/// The photo number leading a gallery file name (`07-villa.jpg` → 7).
pub(super) fn leading_number(file_name: &str) -> Option<u32> {
    let digits = file_name.bytes().take_while(u8::is_ascii_digit).count();
    file_name[..digits].parse().ok()
}

/// The number for the next photo of a gallery: one after the highest among `keys` (the
/// listing of that gallery's folder), 1 for an empty gallery.
pub fn next_gallery_number<'a>(keys: impl IntoIterator<Item = &'a str>) -> u32 {
    keys.into_iter()
        .filter_map(|key| key.rsplit('/').next())
        .filter(|file| file.ends_with(".jpg"))
        .filter_map(leading_number)
        .max()
        .map_or(1, |highest| highest + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn next(files: &[&str]) -> u32 {
        let keys: Vec<String> = files
            .iter()
            .map(|f| format!("properties/123-v/gallery/G/{f}"))
            .collect();
        next_gallery_number(keys.iter().map(String::as_str))
    }

    #[test]
    fn next_number_follows_the_highest_existing_one() {
        assert_eq!(next(&[]), 1);
        assert_eq!(next(&["01-v.jpg", "01-va.jpg", "01-v.webp"]), 2);
        // Gaps are not refilled: numbering continues after the highest.
        assert_eq!(next(&["01-v.jpg", "07-v.jpg", "07-va.jpg"]), 8);
        assert_eq!(next(&["99-v.jpg"]), 100);
    }
}
