//! Which captcha guards the visitor forms: the self-hosted proof of work or a hosted service.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptchaChoice {
    ProofOfWork,
    Turnstile,
    Recaptcha,
    Hcaptcha,
}

impl CaptchaChoice {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ProofOfWork => "pow",
            Self::Turnstile => "turnstile",
            Self::Recaptcha => "recaptcha",
            Self::Hcaptcha => "hcaptcha",
        }
    }
}
