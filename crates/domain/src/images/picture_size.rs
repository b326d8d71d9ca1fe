/// The published sizes of a picture (spec §9). Their pixel dimensions belong to the image
/// processing adapter, which renders them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PictureSize {
    /// 1800 × 1200.
    GalleryLarge,
    /// 650 × 433, the gallery photo's 'a' file.
    GallerySmall,
    /// 750 × 500.
    Listing,
    /// 150 × 100.
    ListingSmall,
    /// 1800 × 1200.
    Background,
    /// 900 × 600, the background (or banner) for tablets and large phones.
    BannerMedium,
    /// 600 × 400, the background (or banner) for small phones.
    BannerSmall,
}
