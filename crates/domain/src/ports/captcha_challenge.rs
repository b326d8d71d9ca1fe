use super::CaptchaError;

/// A proof-of-work puzzle in ALTCHA's format (v1): find `number` ≤ `maxnumber` such that
/// `hash(salt + number) == challenge`; `signature` is the server's HMAC over `challenge`, so
/// the server keeps no state until a solution comes back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PowChallenge {
    pub algorithm: String,
    pub challenge: String,
    pub maxnumber: u64,
    pub salt: String,
    pub signature: String,
}

/// Issues puzzles for the self-hosted captcha; hosted services issue their own.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait CaptchaChallenger: Send + Sync {
    /// # Errors
    /// `Unavailable` when no puzzle can be made (no source of randomness).
    fn new_challenge(&self) -> Result<PowChallenge, CaptchaError>;
}
