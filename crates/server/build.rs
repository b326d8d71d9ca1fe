//! Embeds the code's version, part of what GET /api/version serves: the crate version and,
//! when built from a git checkout, the commit. The site reloads itself when the served version
//! changes; the front end's part of it (a fingerprint of the built index.html) is read when the
//! server starts (`version::served_version`), not here.
//!
//! Why so little: a build script that watches the front end's output or stamps the build time
//! makes cargo rebuild the server crate (and relink every test binary that uses it) on every
//! run of the test command, since `vite build` rewrites index.html each time (issue 52).

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // A commit or a checkout moves HEAD's log; the path is absent outside a git checkout (and
    // in a worktree, whose .git is a file), where the version simply names no commit.
    println!("cargo:rerun-if-changed=../../.git/logs/HEAD");
    let crate_version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let commit = Command::new("git")
        .args(["rev-parse", "--short=10", "HEAD"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|sha| sha.trim().to_owned())
        .filter(|sha| !sha.is_empty());
    let version = match commit {
        Some(commit) => format!("{crate_version}+{commit}"),
        None => crate_version,
    };
    println!("cargo:rustc-env=LANGHE_CODE_VERSION={version}");
}
