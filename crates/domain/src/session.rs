//! Staff sessions: how long one lasts, and how a device is named in the "Signed-in devices"
//! list.

use chrono::Duration;

/// How long a session lasts, chosen at sign-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionLength {
    /// A working day: long enough for an editing session, short enough that a stolen token
    /// soon stops working.
    Standard,
    /// "Keep me signed in": her own laptop or phone stays signed in for a month.
    Kept,
}

impl SessionLength {
    pub const STANDARD_HOURS: i64 = 12;
    pub const KEPT_DAYS: i64 = 30;

    pub fn from_keep(keep_signed_in: bool) -> Self {
        if keep_signed_in {
            Self::Kept
        } else {
            Self::Standard
        }
    }

    pub fn duration(self) -> Duration {
        match self {
            Self::Standard => Duration::hours(Self::STANDARD_HOURS),
            Self::Kept => Duration::days(Self::KEPT_DAYS),
        }
    }

    /// The longest any session lasts: a token claiming more was not issued by this server.
    pub fn longest() -> Duration {
        Self::Kept.duration()
    }
}

/// The most of a `User-Agent` header kept in a device's name.
const DEVICE_MAX_CHARS: usize = 60;

/// A device as the person recognises it: "Firefox on Windows", "Safari on iPhone". Only the
/// browser family and the system are kept, never the whole `User-Agent` (its versions and
/// build strings say more about the person than the list needs).
pub fn device_name(user_agent: Option<&str>) -> String {
    let agent = user_agent.unwrap_or_default();
    let browser = browser_family(agent);
    let system = system_family(agent);
    let name = match (browser, system) {
        (Some(browser), Some(system)) => format!("{browser} on {system}"),
        (Some(browser), None) => browser.to_owned(),
        (None, Some(system)) => format!("A browser on {system}"),
        (None, None) => "An unknown device".to_owned(),
    };
    name.chars().take(DEVICE_MAX_CHARS).collect()
}

/// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
fn browser_family(agent: &str) -> Option<&'static str> {
    const FAMILIES: [(&str, &str); 8] = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("SamsungBrowser/", "Samsung Internet"),
        ("Firefox/", "Firefox"),
        ("FxiOS/", "Firefox"),
        ("CriOS/", "Chrome"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
    ];
    FAMILIES
        .iter()
        .find(|(marker, _)| agent.contains(marker))
        .map(|(_, family)| *family)
}

/// Order matters: Android says "Linux", iOS says "like Mac OS X".
fn system_family(agent: &str) -> Option<&'static str> {
    const SYSTEMS: [(&str, &str); 7] = [
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Android", "Android"),
        ("CrOS", "ChromeOS"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("Linux", "Linux"),
    ];
    SYSTEMS
        .iter()
        .find(|(marker, _)| agent.contains(marker))
        .map(|(_, system)| *system)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_are_named_by_browser_family_and_system() {
        let cases = [
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
                "Firefox on Windows",
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
                "Safari on macOS",
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
                "Safari on iPhone",
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
                "Chrome on Android",
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
                "Edge on Windows",
            ),
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
                "Chrome on Linux",
            ),
            ("curl/8.5.0", "An unknown device"),
            ("", "An unknown device"),
        ];
        for (agent, name) in cases {
            assert_eq!(device_name(Some(agent)), name, "{agent}");
        }
        assert_eq!(device_name(None), "An unknown device");
    }

    #[test]
    fn a_kept_session_lasts_thirty_days_and_a_standard_one_twelve_hours() {
        assert_eq!(
            SessionLength::from_keep(true).duration(),
            Duration::days(30)
        );
        assert_eq!(
            SessionLength::from_keep(false).duration(),
            Duration::hours(12)
        );
        assert_eq!(SessionLength::longest(), Duration::days(30));
    }
}
