//! Use cases of Langhe Property, written against the domain's ports.
//!
//! Each use case is a function over `&dyn Port` with its own error enum: business outcomes
//! (`NotFound`) are variants, anything else is `Unexpected` with context for the logs.
//! Visibility rules for the public site live here, not in the HTTP layer. The consultant's
//! desk (enquiries, leads, contacts, viewing trips) is the `desk` crate, built on this one.

pub mod addresses;
pub mod alerts;
pub mod articles;
pub mod captcha_check;
pub use captcha_check::CaptchaFailure;
pub mod csv;
pub mod html;
mod minted_links;
pub mod newsletter;
pub mod opt_in;
pub mod properties;
pub mod readiness;
pub mod site;
pub mod staff;
pub mod towns;
