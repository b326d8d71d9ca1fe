use crate::picture_access::with_access;
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

impl GalleryDto {
    /// `grant`: what a non-visible property's pictures need (`ImageLinks::grant`).
    pub fn new(gallery: Gallery, grant: Option<&str>) -> Self {
        let sign = |urls: Vec<String>| match grant {
            Some(grant) => urls.iter().map(|url| with_access(url, grant)).collect(),
            None => urls,
        };
        Self {
            name: gallery.name,
            pictures: sign(gallery.pictures),
            small_pictures: sign(gallery.small_pictures),
        }
    }
}
