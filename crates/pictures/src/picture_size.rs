/// The published sizes of a picture (spec §9). Their pixel dimensions are written here once:
/// the image adapter renders them, the pages' `srcset`/`width`/`height` name them, and the
/// front end reads them from the generated site knowledge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PictureSize {
    GalleryLarge,
    /// The gallery photo's 'a' file.
    GallerySmall,
    /// The gallery thumbnail at the width it is drawn, beside the 'a' file
    /// (`keys::GalleryPictureKeys`). A phone shows two columns of `50vw - 1.25rem`
    /// (detail.module.css `.thumbnails`): 186 CSS px on Lighthouse's 412-px phone, 326 device
    /// pixels at its 1.75 density, 175 px on a 390-px phone; a wide screen draws about 11rem
    /// (176 px). 330 covers those at 1×–1.75×; the 'a' file stays the 2× candidate.
    GalleryThumb,
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
    pub const ALL: [PictureSize; 8] = [
        PictureSize::GalleryLarge,
        PictureSize::GallerySmall,
        PictureSize::GalleryThumb,
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
            PictureSize::GalleryThumb => (330, 220),
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
            PictureSize::GalleryThumb => "galleryThumb",
            PictureSize::Listing => "listing",
            PictureSize::ListingSmall => "listingSmall",
            PictureSize::Background => "background",
            PictureSize::BannerMedium => "bannerMedium",
            PictureSize::BannerSmall => "bannerSmall",
        }
    }
}
