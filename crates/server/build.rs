//! Embeds the build version served by GET /api/version: the crate version, the build time and,
//! when built from a git checkout, the commit. The site reloads itself when this changes.
//!
//! A deployment changes the Rust code, the front end, or both, so the script reruns when any
//! workspace crate, the migrations, the commit or the built front end's index.html (which names
//! every hashed asset) changes, and the front end's fingerprint is part of the version.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

const WATCHED: [&str; 11] = [
    "build.rs",
    "src",
    "../domain/src",
    "../app/src",
    "../api/src",
    "../site/src",
    "../adapters/src",
    "../../migrations/src",
    "../../Cargo.lock",
    "../../.git/logs/HEAD",
    "../../frontend/dist/index.html",
];

fn front_end_fingerprint() -> Option<String> {
    let html = std::fs::read("../../frontend/dist/index.html").ok()?;
    let mut hasher = DefaultHasher::new();
    html.hash(&mut hasher);
    Some(format!("{:08x}", hasher.finish() as u32))
}

fn main() {
    for path in WATCHED {
        println!("cargo:rerun-if-changed={path}");
    }
    let crate_version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let built_at = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let commit = Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|sha| sha.trim().to_owned())
        .filter(|sha| !sha.is_empty());
    let mut version = format!("{crate_version}+{built_at}");
    for part in [commit, front_end_fingerprint()].into_iter().flatten() {
        version.push('.');
        version.push_str(&part);
    }
    println!("cargo:rustc-env=LANGHE_BUILD_VERSION={version}");
}
