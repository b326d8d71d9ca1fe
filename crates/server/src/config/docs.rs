//! docs/configuration.md, written from the declarations (`langhe dump-config-docs`); a test
//! compares the committed file with this, as openapi.yaml is compared with the API.

use super::variables::SECTIONS;
use std::fmt::Write;

/// How to bring the committed copy up to date.
pub const REGENERATE_CONFIGURATION_DOCS: &str =
    "cargo run -q -p server --bin langhe -- dump-config-docs > docs/configuration.md";

/// The whole Markdown page.
pub fn configuration_docs() -> String {
    let mut page = format!(
        "# Configuration\n\n\
         <!-- Generated from crates/server/src/config/variables.rs by `langhe dump-config-docs`; \
         do not edit. Regenerate: {REGENERATE_CONFIGURATION_DOCS} -->\n\n\
         Every variable is optional; the defaults are the embedded setup (SQLite and pictures \
         under `./data`, mail kept in the outbox, the self-hosted captcha, demo content). An \
         empty value counts as unset. A value the server cannot use stops start-up with a \
         message naming the variable. The server reads no other variable of its own; \
         the S3 client reads the standard `AWS_*` variables (see `LANGHE_S3_BUCKET`).\n"
    );
    for section in SECTIONS {
        let _ = write!(
            page,
            "\n## {}\n\n| variable | default | meaning |\n|---|---|---|\n",
            section.title
        );
        for variable in section.variables {
            let _ = writeln!(
                page,
                "| `{}` | {} | {} |",
                variable.name, variable.default, variable.meaning
            );
        }
    }
    page
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::variables::all;
    use std::collections::HashSet;

    #[test]
    fn the_committed_configuration_page_is_the_generated_one() {
        let committed = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/configuration.md"
        ))
        .expect("docs/configuration.md");
        assert!(
            committed == configuration_docs(),
            "docs/configuration.md is out of date: {REGENERATE_CONFIGURATION_DOCS}"
        );
    }

    #[test]
    fn each_variable_is_declared_once_with_a_default_and_a_meaning() {
        let mut names = HashSet::new();
        for variable in all() {
            assert!(names.insert(variable.name), "{} twice", variable.name);
            assert!(!variable.default.is_empty() && !variable.meaning.is_empty());
            assert!(!variable.meaning.contains('\n') && !variable.meaning.contains(" | "));
        }
    }
}
