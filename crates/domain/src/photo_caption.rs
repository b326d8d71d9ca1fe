//! A gallery photo's caption: what the photo shows, in the consultant's words. It is the
//! photo's alternative text on the public page and its `caption` in the page's structured data.

/// The longest caption, in characters (a sentence; longer text belongs in the description).
pub const MAX_CAPTION_CHARS: usize = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PhotoCaptionError {
    #[error("The caption is longer than 200 characters")]
    TooLong,
}

/// A caption: trimmed, not empty, at most [`MAX_CAPTION_CHARS`] characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoCaption(String);

impl PhotoCaption {
    /// The caption `text` sets: `None` for blank text (which clears the caption).
    /// # Errors
    /// `TooLong` beyond [`MAX_CAPTION_CHARS`] characters once trimmed.
    pub fn parse(text: &str) -> Result<Option<Self>, PhotoCaptionError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        if text.chars().count() > MAX_CAPTION_CHARS {
            return Err(PhotoCaptionError::TooLong);
        }
        Ok(Some(Self(text.to_owned())))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// One photo of a property's galleries, named as the image store names it: the gallery's
/// folder name and the large JPEG's file name (e.g. `Garden`, `03-villa.jpg`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PhotoName {
    pub gallery: String,
    pub file: String,
}

/// A photo and its caption.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptionedPhoto {
    pub photo: PhotoName,
    pub caption: PhotoCaption,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_is_trimmed_and_blank_text_clears_it() {
        let caption = PhotoCaption::parse("  The pool at dusk \n")
            .unwrap()
            .unwrap();
        assert_eq!(caption.as_str(), "The pool at dusk");
        assert_eq!(PhotoCaption::parse(""), Ok(None));
        assert_eq!(PhotoCaption::parse(" \t\n"), Ok(None));
    }

    #[test]
    fn two_hundred_characters_are_accepted_and_one_more_is_refused() {
        // Characters, not bytes: 'è' is two bytes.
        let longest = "è".repeat(MAX_CAPTION_CHARS);
        assert!(PhotoCaption::parse(&longest).unwrap().is_some());
        let longer = format!("{longest}a");
        assert_eq!(
            PhotoCaption::parse(&longer),
            Err(PhotoCaptionError::TooLong)
        );
        // Surrounding space does not count.
        assert!(PhotoCaption::parse(&format!("  {longest}  ")).is_ok());
    }
}
