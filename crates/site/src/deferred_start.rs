//! When the server has drawn the first screen, the page is readable before any script runs:
//! the app's code only makes it interactive. The page then loads one small script instead
//! (the build's `src/boot.ts`), which starts the app once the main picture is in, so on a slow
//! connection the largest paint does not wait behind the app's code. A page the server could
//! not draw keeps the build's scripts: it needs them to show anything.

use lol_html::{element, rewrite_str, RewriteStrSettings};
use std::cell::RefCell;

/// The Vite manifest's key for the boot script.
pub const BOOT_MODULE: &str = "src/boot.ts";

/// `html` starting through `boot_src` (an address like `/assets/boot-1.js`): the entry script
/// gets the boot script's address, keeps its own in `data-entry`, and carries the module
/// preloads (removed from the head) in `data-preload`, for the boot script to add when it
/// starts the app.
pub fn start_after_main_picture(
    html: &str,
    boot_src: &str,
) -> Result<String, lol_html::errors::RewritingError> {
    let preloads = RefCell::new(Vec::new());
    let collect = RewriteStrSettings::new().append_element_content_handler(element!(
        "link[rel=modulepreload][href]",
        |el| {
            preloads.borrow_mut().extend(el.get_attribute("href"));
            Ok(())
        }
    ));
    rewrite_str(html, collect)?;
    let preloads = preloads.into_inner().join(" ");
    let rewrite = RewriteStrSettings::new()
        .append_element_content_handler(element!("link[rel=modulepreload]", |el| {
            el.remove();
            Ok(())
        }))
        .append_element_content_handler(element!("script[type=module][src]", |el| {
            if let Some(entry) = el.get_attribute("src") {
                el.set_attribute("data-entry", &entry)?;
                el.set_attribute("src", boot_src)?;
                // Nothing on screen waits for it.
                el.set_attribute("fetchpriority", "low")?;
                if !preloads.is_empty() {
                    el.set_attribute("data-preload", &preloads)?;
                }
            }
            Ok(())
        }));
    rewrite_str(html, rewrite)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_and_its_preloads_move_onto_the_boot_script() {
        let page = r#"<head><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/jsx-b.js"><link rel="preload" as="image" href="/images/x.webp" fetchpriority="high"><link rel="modulepreload" crossorigin href="/assets/Home-c.js"></head><body><script type="application/json" id="initial-data">{}</script></body>"#;
        assert_eq!(
            start_after_main_picture(page, "/assets/boot-d.js").unwrap(),
            r#"<head><script type="module" crossorigin src="/assets/boot-d.js" data-entry="/assets/index-a.js" fetchpriority="low" data-preload="/assets/jsx-b.js /assets/Home-c.js"></script><link rel="preload" as="image" href="/images/x.webp" fetchpriority="high"></head><body><script type="application/json" id="initial-data">{}</script></body>"#
        );
    }

    #[test]
    fn without_preloads_the_boot_script_gets_only_the_entry() {
        let page = r#"<script type="module" src="/assets/index-a.js"></script>"#;
        assert_eq!(
            start_after_main_picture(page, "/assets/boot-d.js").unwrap(),
            r#"<script type="module" src="/assets/boot-d.js" data-entry="/assets/index-a.js" fetchpriority="low"></script>"#
        );
    }
}
