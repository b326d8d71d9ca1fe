//! Server-side rendering: the front end's first screen, rendered by the React build's server
//! bundle (`dist-server/entry-server.js`) in embedded QuickJS and written into `<div id="root">`,
//! so that browsers paint before any script has run.
//!
//! The bundle is an ES module without imports exporting `render(url, initialDataJson, consent)`
//! (consent: the visitor's cookie choice, '' when undecided), which
//! returns the root's HTML or a promise of it; `globalThis.LANGHE_SITE_CONFIG` holds the
//! site-config JSON text and `console` goes to the log (target `ssr`). Whatever goes wrong —
//! no bundle, a bundle that fails to load, a render that throws, rejects, returns something
//! else or runs too long — the page is served as without rendering: with an empty root.

mod bundle;
mod cache;
mod console;
pub(crate) mod cookie_choice;
mod engine;
mod renderer;
mod settings;
mod worker;

pub use cookie_choice::CookieChoice;
pub use renderer::{RenderOutcome, Renderer};
pub use settings::{EngineLimits, SsrSettings};

#[cfg(test)]
mod tests;
