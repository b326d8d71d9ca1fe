//! What counts as a person's browser: a user agent naming a browser family with a major
//! version, sent with the headers every real browser sends (`Accept-Language`), and not a
//! prefetch or prerender that nobody may ever look at. Crawlers, link previews, monitors,
//! command-line clients and headless or audit tools are not counted.

/// The headers of a request that decide whether it is counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RequestTraits<'a> {
    pub user_agent: Option<&'a str>,
    /// Whether `Accept-Language` was sent: every browser sends it, most scripts do not.
    pub accept_language: bool,
    /// `Sec-Purpose`, `Purpose` or `X-Moz`/`X-Purpose` naming a prefetch or prerender.
    pub speculative: bool,
}

/// A browser family and its major version: part of the visitor key, so two people behind one
/// office router with different browsers count twice, and one person's browser update does not
/// matter within a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Browser {
    pub family: &'static str,
    pub major: u32,
}

/// Words in the user agents of robots, previews, monitors and tools (lower case). Lighthouse
/// and headless Chrome are tools: audits and the site's own browser tests do not count.
const NOT_PEOPLE: &[&str] = &[
    "bot",
    "crawl",
    "spider",
    "slurp",
    "archiver",
    "facebookexternalhit",
    "embedly",
    "preview",
    "lighthouse",
    "headless",
    "pagespeed",
    "pingdom",
    "uptime",
    "monitor",
    "curl",
    "wget",
    "python",
    "go-http-client",
    "java/",
    "okhttp",
    "axios",
    "node-fetch",
    "undici",
    "httpclient",
    "libwww",
    "scrapy",
    "phantomjs",
    "selenium",
    "playwright",
    "puppeteer",
    "feedfetcher",
    "whatsapp",
    "telegram",
    "discord",
    "skype",
    "validator",
    "check",
    "scan",
];

/// Families in the order they must be looked for: Edge and Opera carry "Chrome/", Chrome
/// carries "Safari/", so the more specific comes first. Safari's own version is `Version/`.
const FAMILIES: &[(&str, &str)] = &[
    ("Edge", "Edg/"),
    ("Opera", "OPR/"),
    ("Samsung Internet", "SamsungBrowser/"),
    ("Firefox", "Firefox/"),
    ("Firefox", "FxiOS/"),
    ("Chrome", "CriOS/"),
    ("Chrome", "Chrome/"),
    ("Safari", "Version/"),
];

impl Browser {
    /// The browser of a request a person's browser made, or `None` for anything else.
    pub fn of_person(traits: &RequestTraits<'_>) -> Option<Self> {
        if traits.speculative || !traits.accept_language {
            return None;
        }
        let agent = traits.user_agent?;
        if !agent.starts_with("Mozilla/") {
            return None;
        }
        let lower = agent.to_ascii_lowercase();
        if NOT_PEOPLE.iter().any(|word| lower.contains(word)) {
            return None;
        }
        FAMILIES.iter().find_map(|(family, marker)| {
            let version = &agent[agent.find(marker)? + marker.len()..];
            let digits: String = version.chars().take_while(char::is_ascii_digit).collect();
            Some(Self {
                family,
                major: digits.parse().ok()?,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(agent: &str) -> Option<Browser> {
        Browser::of_person(&RequestTraits {
            user_agent: Some(agent),
            accept_language: true,
            speculative: false,
        })
    }

    #[test]
    fn browsers_are_told_apart_by_family_and_major_version() {
        let chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36";
        assert_eq!(
            person(chrome),
            Some(Browser {
                family: "Chrome",
                major: 131
            })
        );
        let edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70";
        assert_eq!(
            person(edge),
            Some(Browser {
                family: "Edge",
                major: 131
            })
        );
        let safari = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
        assert_eq!(
            person(safari),
            Some(Browser {
                family: "Safari",
                major: 18
            })
        );
        let firefox =
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";
        assert_eq!(
            person(firefox),
            Some(Browser {
                family: "Firefox",
                major: 133
            })
        );
    }

    #[test]
    fn robots_tools_and_previews_are_not_people() {
        for agent in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
            "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
            "curl/8.5.0",
            "python-requests/2.32.3",
            "Mozilla/5.0 something without a known browser",
        ] {
            assert_eq!(person(agent), None, "{agent}");
        }
    }

    #[test]
    fn prefetches_and_requests_without_a_browsers_headers_are_not_counted() {
        let chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
        let prefetch = RequestTraits {
            user_agent: Some(chrome),
            accept_language: true,
            speculative: true,
        };
        assert_eq!(Browser::of_person(&prefetch), None);
        let bare = RequestTraits {
            user_agent: Some(chrome),
            accept_language: false,
            speculative: false,
        };
        assert_eq!(Browser::of_person(&bare), None);
        assert_eq!(Browser::of_person(&RequestTraits::default()), None);
    }
}
