use domain::alert::AlertLanguage;
use domain::Property;

/// Where an alert's mailed links lead, before `?token=`.
#[derive(Debug, Clone)]
pub struct AlertLinks {
    pub confirm_base: String,
    /// The page that changes or deletes the alert.
    pub manage_base: String,
    /// `List-Unsubscribe`: a page that deletes the alert, and RFC 8058's one-click POST.
    pub unsubscribe_base: String,
}

impl AlertLinks {
    pub fn confirm(&self, token: &str) -> String {
        format!("{}?token={token}", self.confirm_base)
    }

    pub fn manage(&self, token: &str) -> String {
        format!("{}?token={token}", self.manage_base)
    }

    pub fn unsubscribe(&self, token: &str) -> String {
        format!("{}?token={token}", self.unsubscribe_base)
    }
}

/// The absolute addresses of a listing's page and picture, as the site publishes them.
#[cfg_attr(test, mockall::automock)]
pub trait ListingAddresses: Send + Sync {
    /// The page in the alert's language: an Italian alert links the Italian pages.
    fn page(&self, property: &Property, language: AlertLanguage) -> String;
    fn picture(&self, property: &Property) -> String;
}
