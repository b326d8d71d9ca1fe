//! The alert form: an address, the consent box and the list's filters, checked in that
//! order with the newsletter's and the list's own messages.

use super::AlertLanguage;
use crate::enquiry::{NewsletterError, NewsletterForm};
use crate::property::{ListingFilter, ListingFilterError, ListingQuery};
use crate::user::Email;

/// What the form sent, not yet checked.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AlertForm {
    pub email: Option<String>,
    /// The unticked-by-default box.
    pub consent: bool,
    /// The list's query values (`sort` is accepted and ignored).
    pub filters: ListingQuery,
    /// `en` or `it`; none is English.
    pub language: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlertSignUp {
    pub email: Email,
    pub filter: ListingFilter,
    pub language: AlertLanguage,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AlertError {
    #[error(transparent)]
    Email(#[from] NewsletterError),
    #[error("Please tick the box to agree to receive e-mails about new homes")]
    ConsentMissing,
    #[error(transparent)]
    Filter(#[from] ListingFilterError),
    #[error("Choose at least one filter (price, town, kind or bedrooms) for the alert")]
    NoFilter,
    #[error("language must be one of en, it")]
    Language,
}

impl AlertForm {
    pub fn validate(self) -> Result<AlertSignUp, AlertError> {
        let email = NewsletterForm { email: self.email }.validate()?.email;
        if !self.consent {
            return Err(AlertError::ConsentMissing);
        }
        let filter = ListingFilter {
            sort: Default::default(),
            ..self.filters.parse()?
        };
        if filter == ListingFilter::default() {
            return Err(AlertError::NoFilter);
        }
        let language = match self.language.as_deref().map(str::trim) {
            None | Some("") => AlertLanguage::English,
            Some(code) => AlertLanguage::parse(code).ok_or(AlertError::Language)?,
        };
        Ok(AlertSignUp {
            email,
            filter,
            language,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> AlertForm {
        AlertForm {
            email: Some(" Anna@Example.com ".into()),
            consent: true,
            filters: ListingQuery {
                min_price: Some(500_000),
                sort: Some("price_desc".into()),
                ..ListingQuery::default()
            },
            language: Some("it".into()),
        }
    }

    #[test]
    fn a_complete_form_gives_the_address_filter_and_language() {
        let sign_up = form().validate().unwrap();
        assert_eq!(sign_up.email.as_str(), "anna@example.com");
        assert_eq!(sign_up.filter.min_price.map(|p| p.amount()), Some(500_000));
        assert_eq!(sign_up.filter.sort, Default::default(), "no order is kept");
        assert_eq!(sign_up.language, AlertLanguage::Italian);
    }

    #[test]
    fn each_field_is_checked_in_order_with_its_message() {
        let cases: Vec<(AlertForm, &str)> = vec![
            (
                AlertForm {
                    email: None,
                    ..form()
                },
                "Email address missing",
            ),
            (
                AlertForm {
                    email: Some("anna".into()),
                    consent: false,
                    ..form()
                },
                "Please enter a valid email address",
            ),
            (
                AlertForm {
                    consent: false,
                    ..form()
                },
                "Please tick the box to agree to receive e-mails about new homes",
            ),
            (
                AlertForm {
                    filters: ListingQuery {
                        kinds: vec!["castle".into()],
                        ..ListingQuery::default()
                    },
                    ..form()
                },
                "kind must be one of villa, farmhouse, house, apartment, land, commercial",
            ),
            (
                AlertForm {
                    filters: ListingQuery {
                        sort: Some("newest".into()),
                        ..ListingQuery::default()
                    },
                    ..form()
                },
                "Choose at least one filter (price, town, kind or bedrooms) for the alert",
            ),
            (
                AlertForm {
                    language: Some("de".into()),
                    ..form()
                },
                "language must be one of en, it",
            ),
        ];
        for (form, expected) in cases {
            assert_eq!(form.validate().unwrap_err().to_string(), expected);
        }
    }
}
