//! How the staff use cases' failures become HTTP answers (the rest of `error`).

use super::error::{ApiError, ARTICLE_NOT_FOUND, PROPERTY_NOT_FOUND, TOWN_NOT_FOUND};
use app::articles::{CreateArticleError, DeleteArticleError, UpdateArticleError};
use app::images::{DeletePictureError, UploadPictureError};
use app::properties::{CreatePropertyError, DeletePropertyError, UpdatePropertyError};
use app::staff::{AuthenticateError, AuthorizeError, RedeemSignInLinkError, SignInError};
use app::towns::{CreateTownError, UpdateTownError};
use domain::images::ImageRefusal;

pub const PROPERTY_EXISTS: &str = "A property with this reference number already exists";
pub const SIGN_IN_REFUSED: &str = "Sign-in refused";
pub const SIGN_IN_LINK_NOT_VALID: &str = "This sign-in link is not valid any more";
pub const PROVIDER_UNAVAILABLE: &str = "The sign-in service is not available; try again soon";

impl From<AuthorizeError> for ApiError {
    fn from(error: AuthorizeError) -> Self {
        match error {
            AuthorizeError::NoSession => Self::unauthorized(),
            AuthorizeError::Forbidden => Self::forbidden(),
            AuthorizeError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<AuthenticateError> for ApiError {
    fn from(error: AuthenticateError) -> Self {
        match error {
            AuthenticateError::NoSession => Self::unauthorized(),
            AuthenticateError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<SignInError> for ApiError {
    fn from(error: SignInError) -> Self {
        match error {
            SignInError::Rejected => {
                Self::Unauthorized(super::error::error_body(401, SIGN_IN_REFUSED))
            }
            SignInError::ProviderUnavailable => Self::unavailable(PROVIDER_UNAVAILABLE),
            SignInError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<RedeemSignInLinkError> for ApiError {
    fn from(error: RedeemSignInLinkError) -> Self {
        match error {
            RedeemSignInLinkError::NotValid => {
                Self::Unauthorized(super::error::error_body(401, SIGN_IN_LINK_NOT_VALID))
            }
            RedeemSignInLinkError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<CreatePropertyError> for ApiError {
    fn from(error: CreatePropertyError) -> Self {
        match error {
            CreatePropertyError::Invalid(e) => Self::bad_request(e.to_string()),
            CreatePropertyError::AlreadyExists => Self::conflict(PROPERTY_EXISTS),
            CreatePropertyError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<UpdatePropertyError> for ApiError {
    fn from(error: UpdatePropertyError) -> Self {
        match error {
            UpdatePropertyError::Invalid(e) => Self::bad_request(e.to_string()),
            UpdatePropertyError::NotFound => Self::not_found(PROPERTY_NOT_FOUND),
            UpdatePropertyError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<DeletePropertyError> for ApiError {
    fn from(error: DeletePropertyError) -> Self {
        match error {
            DeletePropertyError::NotFound => Self::not_found(PROPERTY_NOT_FOUND),
            DeletePropertyError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<CreateArticleError> for ApiError {
    fn from(error: CreateArticleError) -> Self {
        match error {
            CreateArticleError::Invalid(e) => Self::bad_request(e.to_string()),
            CreateArticleError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<UpdateArticleError> for ApiError {
    fn from(error: UpdateArticleError) -> Self {
        match error {
            UpdateArticleError::Invalid(e) => Self::bad_request(e.to_string()),
            UpdateArticleError::NotFound => Self::not_found(ARTICLE_NOT_FOUND),
            UpdateArticleError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<DeleteArticleError> for ApiError {
    fn from(error: DeleteArticleError) -> Self {
        match error {
            DeleteArticleError::NotFound => Self::not_found(ARTICLE_NOT_FOUND),
            DeleteArticleError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<CreateTownError> for ApiError {
    fn from(error: CreateTownError) -> Self {
        match error {
            CreateTownError::Invalid(e) => Self::bad_request(e.to_string()),
            CreateTownError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<UpdateTownError> for ApiError {
    fn from(error: UpdateTownError) -> Self {
        match error {
            UpdateTownError::Invalid(e) => Self::bad_request(e.to_string()),
            UpdateTownError::NotFound => Self::not_found(TOWN_NOT_FOUND),
            UpdateTownError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<UploadPictureError> for ApiError {
    fn from(error: UploadPictureError) -> Self {
        match error {
            UploadPictureError::Path(e) => Self::bad_request(e.to_string()),
            UploadPictureError::PropertyNotFound => Self::not_found(PROPERTY_NOT_FOUND),
            UploadPictureError::Refused(e @ ImageRefusal::TooLarge { .. }) => {
                Self::payload_too_large(e.to_string())
            }
            UploadPictureError::Refused(e) => Self::bad_request(e.to_string()),
            UploadPictureError::Unexpected(e) => Self::internal(e),
        }
    }
}

impl From<DeletePictureError> for ApiError {
    fn from(error: DeletePictureError) -> Self {
        match error {
            DeletePictureError::Path(e) => Self::bad_request(e.to_string()),
            DeletePictureError::PropertyNotFound => Self::not_found(PROPERTY_NOT_FOUND),
            DeletePictureError::Unexpected(e) => Self::internal(e),
        }
    }
}
