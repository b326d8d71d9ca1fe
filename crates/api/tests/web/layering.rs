//! The site (`src/web`) and the JSON layer (`src/api`) reach storage only through the ports
//! and the `app` use cases: neither names the adapters crate (the composition root,
//! `src/application`, alone picks adapters).

fn rust_files(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn the_site_and_the_json_layer_name_no_adapter() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("web"), &mut files);
    rust_files(&root.join("api"), &mut files);
    assert!(files.len() > 20, "the layers' files are found: {files:?}");
    let offenders: Vec<String> = files
        .iter()
        .filter(|file| {
            std::fs::read_to_string(file)
                .unwrap()
                .contains("adapters::")
        })
        .map(|file| file.display().to_string())
        .collect();
    assert!(
        offenders.is_empty(),
        "these name the adapters crate: {offenders:?}"
    );
}
