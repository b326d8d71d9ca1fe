//! Use cases of Langhe Property, written against the domain's ports.
//!
//! Each use case is a function over `&dyn Port` with its own error enum: business outcomes
//! (`NotFound`) are variants, anything else is `Unexpected` with context for the logs.
//! Visibility rules for the public site live here, not in the HTTP layer.

pub mod addresses;
pub mod alerts;
pub mod articles;
mod captcha_check;
pub mod contacts;
pub use captcha_check::CaptchaFailure;
mod csv;
pub mod enquiries;
pub mod html;
mod minted_links;
pub mod newsletter;
pub mod opt_in;
pub mod properties;
pub mod readiness;
pub mod site;
pub mod staff;
pub mod towns;
pub mod viewings;
