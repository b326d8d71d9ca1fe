//! The picture formats the site writes, and so the only ones it serves: every picture is a
//! `.jpg` rendering with its `.webp` twin (`keys.rs`). Anything else found in the store (an
//! `.html` or `.js` planted in a writable bucket, folder or imported archive) is not ours, and
//! served with a type taken from its name it would run as a page on the site's own origin.

/// A picture format the site writes, with the one content type it is served as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ServedFormat {
    Jpeg,
    WebP,
}

impl ServedFormat {
    /// The format of a stored key, by the extension the naming scheme gives it; `None` for
    /// any other key.
    pub fn of_key(key: &str) -> Option<Self> {
        match key.rsplit_once('.')?.1 {
            "jpg" => Some(Self::Jpeg),
            "webp" => Some(Self::WebP),
            _ => None,
        }
    }

    pub const fn content_type(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::WebP => "image/webp",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_jpeg_and_webp_renderings_are_served_each_with_its_own_type() {
        let of = |key| ServedFormat::of_key(key).map(ServedFormat::content_type);
        assert_eq!(of("properties/123-v/listing-v.jpg"), Some("image/jpeg"));
        assert_eq!(of("towns/neive.webp"), Some("image/webp"));
        for other in [
            "towns/evil.html",
            "towns/evil.js",
            "towns/evil.svg",
            "towns/neive.png",
            "towns/neive.JPG",
            "towns/neive.jpeg",
            "towns/jpg",
            "towns/neive.jpg.html",
        ] {
            assert_eq!(of(other), None, "{other}");
        }
    }
}
