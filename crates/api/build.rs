//! Embeds the build version served by GET /api/version: the crate version, the build time and,
//! when built from a git checkout, the commit. The site reloads itself when this changes.
//!
//! No `rerun-if-changed` line is emitted on purpose: cargo then reruns this script whenever any
//! file of this package changes, so every rebuilt binary carries a new version.

use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

fn main() {
    let crate_version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let built_at = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let commit = Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|sha| sha.trim().to_owned())
        .filter(|sha| !sha.is_empty());
    let version = match commit {
        Some(sha) => format!("{crate_version}+{built_at}.{sha}"),
        None => format!("{crate_version}+{built_at}"),
    };
    println!("cargo:rustc-env=LANGHE_BUILD_VERSION={version}");
}
