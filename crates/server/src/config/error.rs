//! Why the configuration was refused: one type for every section, so start-up prints one
//! message naming the variable, whichever subsystem reads it.

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("{variable} must be true or false, got {value:?}")]
    NotABoolean {
        variable: &'static str,
        value: String,
    },
    #[error("{variable} must be a whole number, got {value:?}")]
    NotANumber {
        variable: &'static str,
        value: String,
    },
    #[error("{variable} must be a whole number {range}, got {value:?}")]
    OutOfRange {
        variable: &'static str,
        range: String,
        value: String,
    },
    #[error("{variable} has an unknown value {value:?} (expected {expected})")]
    UnknownChoice {
        variable: &'static str,
        value: String,
        expected: String,
    },
    #[error("{variable} must be an absolute http(s) URL, got {value:?}")]
    NotAUrl {
        variable: &'static str,
        value: String,
    },
    #[error("LANGHE_AGENCY_FEE_PERCENT must be a percentage from 0 to 10 with at most two decimals (e.g. 3 or 2.5), got {0:?}")]
    BadAgencyFee(String),
    #[error("LANGHE_LISTEN must be host:port (or :port), got {0:?}")]
    BadListenAddress(String),
    #[error("LANGHE_SIGN_IN_SEQUENCE must be {min} to {max} characters, got {length}")]
    BadSignInSequence {
        min: usize,
        max: usize,
        length: usize,
    },
    #[error(
        "LANGHE_SESSION_SECRET must be at least {min} bytes (it signs staff sessions; a short one \
         can be guessed), got {length}; unset it to have a random one kept in the data directory"
    )]
    ShortSessionSecret { min: usize, length: usize },
    #[error(
        "LANGHE_BACKUP_KEY must be at least {min} bytes (it signs backups; a short one can be \
         guessed), got {length}"
    )]
    ShortBackupKey { min: usize, length: usize },
    /// The value is not echoed: it may hold the scrape token.
    #[error("LANGHE_METRICS must be loopback, off or token:SECRET")]
    BadMetricsAccess,
    #[error("LANGHE_MAIL=smtp needs LANGHE_SMTP_HOST")]
    SmtpHostMissing,
    #[error("LANGHE_SMTP_USER and LANGHE_SMTP_PASSWORD go together")]
    HalfCredentials,
    #[error("LANGHE_CAPTCHA={0} needs LANGHE_CAPTCHA_SITE_KEY and LANGHE_CAPTCHA_SECRET")]
    HostedCaptchaKeysMissing(&'static str),
    /// The claim is renewed just before each mail; a mail still in flight when the claim runs
    /// out can be claimed and sent again by another server (or pass), so it must outlast one.
    #[error(
        "LANGHE_MAIL_LEASE_SECONDS ({lease}) must be longer than LANGHE_SMTP_TIMEOUT_SECONDS \
         ({timeout}): a mail still being sent when its lease ran out could be sent twice"
    )]
    LeaseNotAboveSmtpTimeout { lease: u32, timeout: u32 },
    #[error(
        "{0} is set, but backups are scheduled only with LANGHE_BACKUP_DIR or \
         LANGHE_BACKUP_BUCKET: set one (or both), or unset {0}"
    )]
    BackupWithoutTarget(&'static str),
    #[error(
        "LANGHE_BACKUP_BUCKET must not be LANGHE_S3_BUCKET ({0:?}): the pictures' bucket goes \
         into every backup, so each backup would hold all the ones before it"
    )]
    BackupBucketIsThePictures(String),
    #[error(
        "LANGHE_BACKUP_DIR ({0}) must not be inside the pictures' folder {1}: the pictures go \
         into every backup, so each backup would hold all the ones before it"
    )]
    BackupDirHoldsPictures(String, String),
    #[error(transparent)]
    TrustedProxies(#[from] crate::trusted_proxies::BadTrustedProxy),
}
