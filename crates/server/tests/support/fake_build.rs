//! A tiny stand-in for the front end's Vite build (`dist/`, optionally `dist-server/`): two
//! screens in its manifest, a script, a precompressed stylesheet with its twins, a favicon and
//! a picture, so the site's tests see the files the server serves beside its pages.

use std::path::Path;

pub const SPA_MARKER: &str = r#"<div id="root" data-marker="spa-shell"></div>"#;
pub const APP_SCRIPT: &str = "/assets/app-abc123.js";
pub const STYLESHEET: &str = "/assets/app-def456.css";
/// The home screen's stylesheet, small enough to go inline into the page.
pub const HOME_STYLESHEET: &str = "/assets/HomePage-2.css";
pub const HOME_CSS: &str = ".hero{color:#5a1f2d}";
/// What the build's compressed twins of `STYLESHEET` hold (not real streams: served as is).
pub const BROTLI_TWIN: &[u8] = b"brotli twin";
pub const GZIP_TWIN: &[u8] = b"gzip twin";

pub const INDEX_HTML: &str = r#"<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Build title</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root" data-marker="spa-shell"></div></body>
</html>"#;

/// Which files make up two screens of the fake build (Vite's `build.manifest`).
const VITE_MANIFEST: &str = r#"{
  "index.html": { "file": "assets/app-abc123.js", "isEntry": true, "imports": ["_react.js"] },
  "_react.js": { "file": "assets/react-1.js" },
  "src/features/home/HomePage.en.tsx": { "file": "assets/HomePage-2.js", "imports": ["_react.js"],
                                      "css": ["assets/HomePage-2.css"] },
  "src/features/not-found/NotFoundPage.tsx": { "file": "assets/NotFoundPage-3.js" }
}"#;

/// A build folder holding `dist/` and, when given one, the server bundle
/// (`dist-server/entry-server.js`) beside it, where the server looks for it by default.
pub fn fake_vite_build(server_bundle: Option<&str>) -> tempfile::TempDir {
    let build = tempfile::tempdir().expect("build folder");
    let dist = build.path().join("dist");
    std::fs::create_dir(&dist).unwrap();
    write_dist(&dist);
    if let Some(bundle) = server_bundle {
        let folder = build.path().join("dist-server");
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("entry-server.js"), bundle).unwrap();
    }
    build
}

fn write_dist(dist: &Path) {
    std::fs::create_dir(dist.join("assets")).unwrap();
    std::fs::write(dist.join("index.html"), INDEX_HTML).unwrap();
    let script = "export function greet(name) { return `Hello ${name}`; }\n".repeat(50);
    std::fs::write(dist.join("assets/app-abc123.js"), script).unwrap();
    // A stylesheet the build precompressed (frontend/vite-precompress.ts): stand-in twins.
    std::fs::write(
        dist.join(STYLESHEET.trim_start_matches('/')),
        "body{margin:0}".repeat(100),
    )
    .unwrap();
    std::fs::write(
        dist.join(format!("{}.br", STYLESHEET.trim_start_matches('/'))),
        BROTLI_TWIN,
    )
    .unwrap();
    std::fs::write(
        dist.join(format!("{}.gz", STYLESHEET.trim_start_matches('/'))),
        GZIP_TWIN,
    )
    .unwrap();
    std::fs::write(dist.join(HOME_STYLESHEET.trim_start_matches('/')), HOME_CSS).unwrap();
    std::fs::create_dir(dist.join(".vite")).unwrap();
    std::fs::write(dist.join(".vite/manifest.json"), VITE_MANIFEST).unwrap();
    std::fs::write(dist.join("favicon.ico"), [0u8, 0, 1, 0, 1, 0]).unwrap();
    std::fs::write(
        dist.join("office.jpg"),
        [0xFFu8, 0xD8, 0xFF, 0xE0].repeat(200),
    )
    .unwrap();
}
