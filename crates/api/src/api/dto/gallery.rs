use domain::Gallery;
use poem_openapi::Object;

/// A named set of photos; `pictures[i]` and `small_pictures[i]` are one photo's two sizes.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Gallery")]
pub struct GalleryDto {
    pub name: String,
    /// 1800 × 1200 URLs.
    pub pictures: Vec<String>,
    /// 650 × 433 URLs.
    pub small_pictures: Vec<String>,
}

impl From<Gallery> for GalleryDto {
    fn from(gallery: Gallery) -> Self {
        Self {
            name: gallery.name,
            pictures: gallery.pictures,
            small_pictures: gallery.small_pictures,
        }
    }
}
