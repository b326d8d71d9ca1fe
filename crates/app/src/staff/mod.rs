//! Staff sign-in and the check every staff operation makes.

mod access;
mod sign_in;
mod sign_in_links;

pub use access::{authenticate, authorize, sign_out, AuthenticateError, AuthorizeError, Staff};
pub use sign_in::{sign_in_with_identity, SignInError, SignedIn};
pub use sign_in_links::{
    create_sign_in_link, redeem_sign_in_link, CreateSignInLinkError, RedeemSignInLinkError,
    SIGN_IN_LINK_LIFETIME_MINUTES,
};
