//! A property's virtual tour: an address on one of the hosts whose players we embed.
//!
//! Only three providers are accepted, each by its exact host, so that the page's
//! Content-Security-Policy can open `frame-src` to that one host on that one page
//! (`TourUrl::frame_origin`). A YouTube address is embedded from the privacy-enhanced
//! youtube-nocookie host, like the site's own videos.

use std::fmt;
use url::Url;

/// Longest address accepted; real tour links are well under 200 characters.
pub const MAX_TOUR_URL_LENGTH: usize = 500;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TourProvider {
    Matterport,
    Kuula,
    YouTube,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TourUrlError {
    #[error("The tour address is not a valid https:// address.")]
    NotAnAddress,
    #[error("The tour must be on my.matterport.com, kuula.co or YouTube.")]
    HostNotAllowed,
    #[error("The YouTube address names no video.")]
    NoYouTubeVideo,
}

/// A checked tour address, kept as the url crate writes it back (`Url`'s serialisation): what
/// the staff typed, parsed and re-serialised, so characters that could end an attribute or
/// start markup (a quote, `<`, a space) are percent-encoded before it is stored or shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TourUrl {
    address: String,
    provider: TourProvider,
    /// The YouTube video id, for YouTube tours.
    video: Option<String>,
}

const YOUTUBE_EMBED_ORIGIN: &str = "https://www.youtube-nocookie.com";

impl TourUrl {
    /// # Errors
    /// `NotAnAddress` for anything but an `https://` URL without credentials or port,
    /// `HostNotAllowed` for another host, `NoYouTubeVideo` for a YouTube page that is no video.
    pub fn parse(text: &str) -> Result<Self, TourUrlError> {
        let address = text.trim();
        if address.len() > MAX_TOUR_URL_LENGTH {
            return Err(TourUrlError::NotAnAddress);
        }
        let url = Url::parse(address).map_err(|_| TourUrlError::NotAnAddress)?;
        if url.scheme() != "https"
            || !url.username().is_empty()
            || url.password().is_some()
            || url.port().is_some()
        {
            return Err(TourUrlError::NotAnAddress);
        }
        let host = url.host_str().ok_or(TourUrlError::NotAnAddress)?;
        let (provider, video) = match host {
            "my.matterport.com" => (TourProvider::Matterport, None),
            "kuula.co" => (TourProvider::Kuula, None),
            "www.youtube.com" | "youtube.com" | "m.youtube.com" | "youtu.be" => {
                let video = youtube_video(&url).ok_or(TourUrlError::NoYouTubeVideo)?;
                (TourProvider::YouTube, Some(video))
            }
            _ => return Err(TourUrlError::HostNotAllowed),
        };
        Ok(Self {
            address: url.into(),
            provider,
            video,
        })
    }

    pub fn as_str(&self) -> &str {
        &self.address
    }

    pub fn provider(&self) -> TourProvider {
        self.provider
    }

    /// The address the page's frame loads.
    pub fn embed_url(&self) -> String {
        match (&self.provider, &self.video) {
            (TourProvider::YouTube, Some(video)) => {
                format!("{YOUTUBE_EMBED_ORIGIN}/embed/{video}?rel=0")
            }
            _ => self.address.clone(),
        }
    }

    /// The one origin the page's `frame-src` must add for this tour.
    pub fn frame_origin(&self) -> &'static str {
        match self.provider {
            TourProvider::Matterport => "https://my.matterport.com",
            TourProvider::Kuula => "https://kuula.co",
            TourProvider::YouTube => YOUTUBE_EMBED_ORIGIN,
        }
    }
}

impl fmt::Display for TourUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.address)
    }
}

/// A YouTube video id is 11 characters of the URL-safe base64 alphabet.
fn is_video_id(id: &str) -> bool {
    id.len() == 11
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn youtube_video(url: &Url) -> Option<String> {
    let path = url.path();
    let candidate = if url.host_str() == Some("youtu.be") {
        path.trim_start_matches('/').to_owned()
    } else if path == "/watch" {
        url.query_pairs()
            .find(|(name, _)| name == "v")
            .map(|(_, value)| value.into_owned())?
    } else {
        let rest = path
            .strip_prefix("/embed/")
            .or_else(|| path.strip_prefix("/shorts/"))
            .or_else(|| path.strip_prefix("/live/"))?;
        rest.trim_end_matches('/').to_owned()
    };
    is_video_id(&candidate).then_some(candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matterport_and_kuula_tours_are_embedded_as_given() {
        for (address, origin) in [
            (
                "https://my.matterport.com/show/?m=SxQL3iGyoDo",
                "https://my.matterport.com",
            ),
            (
                "https://kuula.co/share/collection/7lVLq",
                "https://kuula.co",
            ),
        ] {
            let tour = TourUrl::parse(&format!("  {address} ")).unwrap();
            assert_eq!(tour.as_str(), address);
            assert_eq!(tour.embed_url(), address);
            assert_eq!(tour.frame_origin(), origin);
        }
    }

    #[test]
    fn youtube_tours_play_from_the_privacy_enhanced_host() {
        for address in [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://youtu.be/dQw4w9WgXcQ",
            "https://www.youtube.com/embed/dQw4w9WgXcQ",
            "https://youtube.com/shorts/dQw4w9WgXcQ",
        ] {
            let tour = TourUrl::parse(address).unwrap();
            assert_eq!(tour.provider(), TourProvider::YouTube, "{address}");
            assert_eq!(
                tour.embed_url(),
                "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"
            );
            assert_eq!(tour.frame_origin(), "https://www.youtube-nocookie.com");
        }
    }

    #[test]
    fn an_address_is_kept_as_the_url_parser_writes_it_back() {
        let tour =
            TourUrl::parse("https://kuula.co/share/x\"srcdoc=<script>alert(1)</script>?a=b'c d\"e")
                .unwrap();
        assert_eq!(
            tour.as_str(),
            "https://kuula.co/share/x%22srcdoc=%3Cscript%3Ealert(1)%3C/script%3E?a=b%27c%20d%22e"
        );
        assert_eq!(tour.embed_url(), tour.as_str());
        for character in ['"', '<', '>', ' '] {
            assert!(!tour.as_str().contains(character), "{character}");
        }
        // Already in that form, an address is kept as it is; a bare host gains its path.
        let typed = "https://my.matterport.com/show/?m=SxQL3iGyoDo";
        assert_eq!(TourUrl::parse(typed).unwrap().as_str(), typed);
        assert_eq!(
            TourUrl::parse("https://KUULA.co").unwrap().as_str(),
            "https://kuula.co/"
        );
    }

    #[test]
    fn other_hosts_and_look_alikes_are_refused() {
        for address in [
            "https://matterport.com/show/?m=x",
            "https://my.matterport.com.evil.example/show/?m=x",
            "https://evil.example/?u=https://kuula.co/share/x",
            "https://kuula.co.evil.example/share/x",
            "https://vimeo.com/123",
        ] {
            assert_eq!(
                TourUrl::parse(address),
                Err(TourUrlError::HostNotAllowed),
                "{address}"
            );
        }
    }

    #[test]
    fn anything_but_a_plain_https_address_is_refused() {
        for address in [
            "",
            "kuula.co/share/x",
            "http://kuula.co/share/x",
            "javascript:alert(1)",
            "https://user:pw@kuula.co/share/x",
            "https://kuula.co:8443/share/x",
            &format!("https://kuula.co/{}", "x".repeat(MAX_TOUR_URL_LENGTH)),
        ] {
            assert_eq!(
                TourUrl::parse(address),
                Err(TourUrlError::NotAnAddress),
                "{address}"
            );
        }
    }

    #[test]
    fn a_youtube_page_that_is_no_video_is_refused() {
        for address in [
            "https://www.youtube.com/@channel",
            "https://www.youtube.com/watch?v=short",
            "https://youtu.be/",
        ] {
            assert_eq!(
                TourUrl::parse(address),
                Err(TourUrlError::NoYouTubeVideo),
                "{address}"
            );
        }
    }
}
