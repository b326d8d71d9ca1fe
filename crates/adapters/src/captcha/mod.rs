//! Captcha adapters: a self-hosted proof-of-work (ALTCHA's scheme, the embedded default: no
//! third party, no cookie) and a hosted service (Turnstile, reCAPTCHA or hCaptcha, which all
//! answer the same `siteverify` form post).

mod altcha;
mod hosted;
pub mod spent_entity;
mod spent_store;

pub use altcha::{
    solve as solve_pow_challenge, solve_served as solve_served_challenge, AltchaCaptcha,
    AltchaSettings,
};
pub use hosted::{HostedCaptcha, HostedCaptchaProvider};
pub use spent_store::SqlSpentCaptchas;
