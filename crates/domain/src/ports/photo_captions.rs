use super::RepositoryError;
use crate::photo_caption::{CaptionedPhoto, PhotoCaption, PhotoName};
use crate::Ref;
use async_trait::async_trait;

/// The captions of properties' gallery photos, keyed by the property's ref and the photo's
/// gallery and file name. The image store holds the photos; this holds only what is said
/// about them, and follows them when they are renumbered or deleted. A property's captions go
/// with the property.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PhotoCaptions: Send + Sync {
    /// Sets the caption of `photo` of property `reference`, or clears it (`None`).
    /// # Errors
    /// MUST return `UnknownReference` when no property has `reference`.
    async fn set(
        &self,
        reference: &Ref,
        photo: &PhotoName,
        caption: Option<PhotoCaption>,
    ) -> Result<(), RepositoryError>;

    /// Every caption of the property's photos, ordered by gallery and file name (none for an
    /// unknown property).
    async fn of_property(&self, reference: &Ref) -> Result<Vec<CaptionedPhoto>, RepositoryError>;

    /// Moves the captions of the photos renamed in `gallery`, each `(from, to)` file name, all
    /// or none. A caption already at a `to` name is replaced; a `from` with no caption moves
    /// nothing.
    async fn rename(
        &self,
        reference: &Ref,
        gallery: &str,
        renames: Vec<(String, String)>,
    ) -> Result<(), RepositoryError>;
}
