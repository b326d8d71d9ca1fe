//! Staff sign-in, their sessions, and the check every staff operation makes.

mod access;
mod devices;
mod mailed_link;
mod session_ports;
mod sign_in;
mod sign_in_links;

pub use access::{
    authenticate, authorize, open_session, sign_out, AuthenticateError, Authenticated,
    AuthorizeError, SignedIn, Staff,
};
pub use devices::{end_device, list_devices, Device, EndDeviceError};
pub use mailed_link::{
    check_sign_in_link_request, mail_sign_in_link, RequestSignInLinkError, SignInLinkOrder,
    SignInLinkRequest, SignInMailDesk, SignInMailOutcome, LIVE_LINKS_PER_CLIENT,
    LIVE_LINKS_PER_PERSON, SIGN_IN_MAIL_SUBJECT,
};
pub use session_ports::{SessionPorts, SessionRequest};
pub use sign_in::{sign_in_with_identity, SignInError};
pub use sign_in_links::{
    create_sign_in_link, redeem_sign_in_link, CreateSignInLinkError, RedeemSignInLinkError,
    SIGN_IN_LINK_LIFETIME_MINUTES,
};
