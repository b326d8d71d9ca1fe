//! The site (`src/web`) and the JSON layer (`src/api`) reach storage only through the ports
//! and the `app` use cases: neither names the adapters crate (the composition root,
//! `src/application`, alone picks adapters), and the site names no repository port either:
//! it reads through `app::site::SiteReads`, where what a visitor may see is decided.

use regex::Regex;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

fn layer_files(layer: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join(layer), &mut files);
    files
}

/// `file:line: text` of every line of `files` that `pattern` finds.
fn lines_naming(files: &[PathBuf], pattern: &Regex) -> Vec<String> {
    files
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            text.lines()
                .enumerate()
                .filter(|(_, line)| pattern.is_match(line))
                .map(|(number, line)| format!("{}:{}: {line}", file.display(), number + 1))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The crate by path (`adapters::…`) or in a `use` list (`use {adapters, …}` cannot hide it
/// either: it is always followed by `::` to reach anything).
fn adapters_crate() -> Regex {
    Regex::new(r"\badapters\s*::").unwrap()
}

/// A repository port: `PropertyRepository`, `domain::ports::ArticleRepository`, a mock of one.
fn repository_port() -> Regex {
    Regex::new(r"\b\w*Repository\b").unwrap()
}

#[test]
fn the_patterns_find_what_they_forbid() {
    for line in [
        "use adapters::repositories::SqlPropertyRepository;",
        "let store = adapters :: images::ObjectStoreImages::local(dir);",
    ] {
        assert!(adapters_crate().is_match(line), "{line}");
    }
    for line in [
        "use domain::ports::{ArticleRepository, ImageStore};",
        "properties: Arc<dyn domain::ports::PropertyRepository>,",
        "let towns = MockTownRepository::new();",
    ] {
        assert!(repository_port().is_match(line), "{line}");
    }
    for line in [
        "use app::site::{SiteReadError, SiteReads};",
        "// read through the property repository's use cases",
        "Err(RepositoryError::NotFound)",
    ] {
        assert!(!repository_port().is_match(line), "{line}");
        assert!(!adapters_crate().is_match(line), "{line}");
    }
}

#[test]
fn the_site_and_the_json_layer_name_no_adapter() {
    let mut files = layer_files("web");
    files.extend(layer_files("api"));
    assert!(files.len() > 20, "the layers' files are found: {files:?}");
    let offenders = lines_naming(&files, &adapters_crate());
    assert!(
        offenders.is_empty(),
        "these name the adapters crate: {offenders:#?}"
    );
}

#[test]
fn the_site_names_no_repository_port() {
    let files = layer_files("web");
    assert!(files.len() > 20, "the site's files are found: {files:?}");
    let offenders = lines_naming(&files, &repository_port());
    assert!(
        offenders.is_empty(),
        "these name a repository port instead of reading through the use cases: {offenders:#?}"
    );
}
