//! A referrer is kept as its registrable domain (issue 53): `news.bbc.co.uk` as `bbc.co.uk`,
//! `l.facebook.com` as `facebook.com`. Staff ask which sites send visitors, not which of their
//! servers; and a site naming itself through endless subdomains (`a1.evil.example`,
//! `a2.evil.example`…) is one key, not one a request.
//!
//! The registrable domain is the public suffix and one label before it. The public suffix is
//! read from a short list of the second-level suffixes that referrers of this site come from
//! (the United Kingdom's, Australia's, Japan's…), otherwise it is the last label: a suffix
//! missing from the list makes a coarser key (`gov.it` for `comune.gov.it`), never a finer
//! one. The full Public Suffix List has some 10,000 rules to keep up to date for no figure a
//! consultant reads.

/// Second-level suffixes under which names are registered (`example.co.uk`).
const SECOND_LEVEL: &[&str] = &[
    "co.uk", "org.uk", "ac.uk", "gov.uk", "me.uk", "ltd.uk", "plc.uk", "net.uk", "com.au",
    "net.au", "org.au", "edu.au", "gov.au", "co.nz", "org.nz", "net.nz", "co.jp", "ne.jp", "or.jp",
    "ac.jp", "co.za", "org.za", "com.br", "net.br", "org.br", "com.ar", "com.mx", "com.tr",
    "com.cn", "net.cn", "org.cn", "com.hk", "com.sg", "com.tw", "co.in", "net.in", "org.in",
    "co.il", "co.kr", "or.kr", "com.my", "com.ph", "com.pl", "net.pl", "com.ua", "co.at", "or.at",
    "com.es", "com.pt", "com.gr", "co.hu", "com.co", "com.pe", "com.ve", "co.id", "co.th",
    "com.vn", "com.eg", "com.sa", "co.ke", "com.ng", "com.ru", "com.cy", "com.mt",
];

/// The registrable domain of `host` (lower case, without a port). An address literal and a
/// host of one label are kept as they are.
pub fn registrable_domain(host: &str) -> String {
    let host = host.trim_end_matches('.');
    if host.parse::<std::net::IpAddr>().is_ok() || host.starts_with('[') {
        return host.to_owned();
    }
    let labels: Vec<&str> = host.split('.').filter(|label| !label.is_empty()).collect();
    let suffix_labels = match labels.len() {
        0 | 1 => return labels.concat(),
        len if SECOND_LEVEL.contains(&labels[len - 2..].join(".").as_str()) => 2,
        _ => 1,
    };
    let keep = (suffix_labels + 1).min(labels.len());
    labels[labels.len() - keep..].join(".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_host_is_kept_as_the_name_its_owner_registered() {
        for (host, domain) in [
            ("google.com", "google.com"),
            ("news.google.com", "google.com"),
            ("l.facebook.com", "facebook.com"),
            ("a1.b2.evil.example", "evil.example"),
            ("news.bbc.co.uk", "bbc.co.uk"),
            ("bbc.co.uk", "bbc.co.uk"),
            ("co.uk", "co.uk"),
            ("www.rightmove.co.uk", "rightmove.co.uk"),
            ("m.immobiliare.it", "immobiliare.it"),
            ("search.yahoo.co.jp", "yahoo.co.jp"),
            ("example.com.", "example.com"),
            ("localhost", "localhost"),
            ("203.0.113.9", "203.0.113.9"),
            ("[2001:db8::1]", "[2001:db8::1]"),
        ] {
            assert_eq!(registrable_domain(host), domain, "{host}");
        }
    }
}
