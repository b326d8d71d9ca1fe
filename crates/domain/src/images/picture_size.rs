/// The published sizes of a picture (spec §9). Their pixel dimensions are written here once:
/// the image adapter renders them, the pages' `srcset`/`width`/`height` name them, and the
/// front end reads them from the generated site knowledge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PictureSize {
    GalleryLarge,
    /// The gallery photo's 'a' file.
    GallerySmall,
    Listing,
    ListingSmall,
    Background,
    /// The background (or banner) for tablets and large phones.
    BannerMedium,
    /// The background (or banner) for small phones.
    BannerSmall,
}

/// A picture's width and height in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Dimensions {
    pub width: u32,
    pub height: u32,
}

impl PictureSize {
    pub const ALL: [PictureSize; 7] = [
        PictureSize::GalleryLarge,
        PictureSize::GallerySmall,
        PictureSize::Listing,
        PictureSize::ListingSmall,
        PictureSize::Background,
        PictureSize::BannerMedium,
        PictureSize::BannerSmall,
    ];

    pub const fn dimensions(self) -> Dimensions {
        let (width, height) = match self {
            PictureSize::GalleryLarge | PictureSize::Background => (1800, 1200),
            PictureSize::GallerySmall => (650, 433),
            PictureSize::Listing => (750, 500),
            PictureSize::ListingSmall => (150, 100),
            PictureSize::BannerMedium => (900, 600),
            PictureSize::BannerSmall => (600, 400),
        };
        Dimensions { width, height }
    }

    /// The front end's name of the size (site knowledge).
    pub const fn name(self) -> &'static str {
        match self {
            PictureSize::GalleryLarge => "galleryLarge",
            PictureSize::GallerySmall => "gallerySmall",
            PictureSize::Listing => "listing",
            PictureSize::ListingSmall => "listingSmall",
            PictureSize::Background => "background",
            PictureSize::BannerMedium => "bannerMedium",
            PictureSize::BannerSmall => "bannerSmall",
        }
    }
}
