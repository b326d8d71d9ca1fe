//! The build's manifest (`dist/.vite/manifest.json`, Vite's `build.manifest`): which files make
//! up each screen, so a page can ask for its screen's scripts (`modulepreload`) and styles with
//! the HTML instead of after the main script has run and asked for them.

use maud::html;
use serde::Deserialize;
use std::collections::HashMap;

/// Where the manifest lives inside the built front end.
pub const MANIFEST_PATH: &str = ".vite/manifest.json";
/// The manifest key of the main entry; its files are already named by index.html.
const ENTRY: &str = "index.html";

#[derive(Debug, Clone, Default, Deserialize)]
pub struct ViteManifest(HashMap<String, Chunk>);

#[derive(Debug, Clone, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
}

/// A screen's files beyond those the main entry loads, as `/`-rooted URLs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScreenFiles {
    pub scripts: Vec<String>,
    pub styles: Vec<String>,
}

impl ViteManifest {
    pub fn parse(json: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(json)
    }

    /// The `/`-rooted address of a module's built file.
    pub fn file_of(&self, module: &str) -> Option<String> {
        self.0.get(module).map(|chunk| format!("/{}", chunk.file))
    }

    /// The screen module's chunk, the chunks it imports statically, and their styles; none of
    /// the main entry's own.
    pub fn screen_files(&self, module: &str) -> ScreenFiles {
        let mut loaded_by_entry = Vec::new();
        self.collect(ENTRY, &mut loaded_by_entry);
        let mut screen = Vec::new();
        self.collect(module, &mut screen);
        let mut files = ScreenFiles::default();
        for key in screen.iter().filter(|key| !loaded_by_entry.contains(key)) {
            let chunk = &self.0[*key];
            files.scripts.push(format!("/{}", chunk.file));
            for css in &chunk.css {
                let url = format!("/{css}");
                if !files.styles.contains(&url) && !self.entry_styles().any(|entry| *entry == *css)
                {
                    files.styles.push(url);
                }
            }
        }
        files
    }

    fn entry_styles(&self) -> impl Iterator<Item = &String> {
        self.0
            .get(ENTRY)
            .into_iter()
            .flat_map(|chunk| chunk.css.iter())
    }

    /// `key` and everything it imports statically, depth first, each once.
    fn collect<'a>(&'a self, key: &'a str, seen: &mut Vec<&'a str>) {
        let Some((key, chunk)) = self.0.get_key_value(key) else {
            return;
        };
        if seen.contains(&key.as_str()) {
            return;
        }
        seen.push(key);
        for import in &chunk.imports {
            self.collect(import, seen);
        }
    }
}

impl ScreenFiles {
    /// Styles as stylesheets (Vite's loader sees them present and does not add them again),
    /// scripts as module preloads; `crossorigin` as Vite writes its own tags.
    pub fn render(&self) -> String {
        html! {
            @for style in &self.styles {
                link rel="stylesheet" crossorigin href=(style);
            }
            @for script in &self.scripts {
                link rel="modulepreload" crossorigin href=(script);
            }
        }
        .into_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"{
      "index.html": { "file": "assets/index-a.js", "isEntry": true, "imports": ["_react-b.js"],
                      "css": ["assets/index-a.css"], "dynamicImports": ["src/Home.tsx"] },
      "_react-b.js": { "file": "assets/react-b.js" },
      "_meta-c.js": { "file": "assets/meta-c.js", "imports": ["_react-b.js"] },
      "_cards-d.js": { "file": "assets/cards-d.js", "imports": ["_meta-c.js"], "css": ["assets/cards-d.css"] },
      "src/Home.tsx": { "file": "assets/Home-e.js", "isDynamicEntry": true,
                        "imports": ["_react-b.js", "_meta-c.js", "_cards-d.js"], "css": ["assets/Home-e.css"] }
    }"#;

    #[test]
    fn a_screen_brings_its_own_chunks_and_styles_but_not_the_entry_s() {
        let manifest = ViteManifest::parse(MANIFEST).unwrap();
        assert_eq!(
            manifest.screen_files("src/Home.tsx"),
            ScreenFiles {
                scripts: vec![
                    "/assets/Home-e.js".to_owned(),
                    "/assets/meta-c.js".to_owned(),
                    "/assets/cards-d.js".to_owned()
                ],
                styles: vec![
                    "/assets/Home-e.css".to_owned(),
                    "/assets/cards-d.css".to_owned()
                ],
            }
        );
        assert_eq!(
            manifest.screen_files("src/Missing.tsx"),
            ScreenFiles::default()
        );
    }

    #[test]
    fn files_become_stylesheets_and_module_preloads() {
        let files = ScreenFiles {
            scripts: vec!["/assets/Home-e.js".to_owned()],
            styles: vec!["/assets/Home-e.css".to_owned()],
        };
        assert_eq!(
            files.render(),
            r#"<link rel="stylesheet" crossorigin href="/assets/Home-e.css"><link rel="modulepreload" crossorigin href="/assets/Home-e.js">"#
        );
    }

    #[test]
    fn a_module_s_file_is_found_by_its_source_name() {
        let manifest = ViteManifest::parse(MANIFEST).unwrap();
        assert_eq!(
            manifest.file_of("src/Home.tsx").as_deref(),
            Some("/assets/Home-e.js")
        );
        assert_eq!(manifest.file_of("src/boot.ts"), None);
    }
}
