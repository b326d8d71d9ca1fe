//! How each use case's failures become HTTP answers: one table, one arm per variant. Each
//! mapping names the statuses it produces, so only operations documenting them can use it.

use crate::error::{ApiError, Documents, Statuses, NOT_ALLOWED, SIGN_IN_REQUIRED};
use app::alerts::{AlertStaffError, CreateAlertError, ManageAlertError};
use app::articles::{
    ArticleMetaError, CreateArticleError, DeleteArticleError, GetArticleError, ListArticlesError,
    UpdateArticleError,
};
use app::newsletter::{ExportSubscribersError, SubscribeError, UnsubscribeError};
use app::opt_in::ConfirmOptInError;
use app::properties::{
    BuyingCostsError, CreatePropertyError, DeletePropertyError, GetPropertyError,
    ListPropertiesError, NextRefError, PropertyGalleriesError, PropertyMetaError,
    RotateShareKeyError, SuggestionsError, UpdatePropertyError,
};
use app::staff::{
    AuthenticateError, AuthorizeError, EndDeviceError, RedeemSignInLinkError,
    RequestSignInLinkError, SignInError,
};
use app::towns::{CreateTownError, GetTownError, ListTownsError, UpdateTownError};
use app::CaptchaFailure;
use desk::contacts::EraseContactError;
use desk::enquiries::{
    AddNoteError, ChangeEnquiryError, ContactError, CountLeadsError, ExportEnquiriesError,
    ListEnquiriesError, ReplyError, SubmitEnquiryError,
};
use desk::owner_reports::OwnerReportError;
use desk::viewings::{
    AddSlotError, ChangeSlotError, ConfirmViewingError, DeleteSlotError, ListViewingsError,
    RecordOutcomeError, RequestViewingError, NOTHING_TO_CONFIRM, SLOT_NOT_FOUND,
    SLOT_PROPERTY_UNKNOWN, VIEWING_NOT_FOUND,
};
use domain::property::ListingFilterError;
use domain::PagingError;
use pictures::captions::SetCaptionError;
use pictures::editing::{
    CoverPhotoError, DeletePictureError, ReorderPhotosError, UploadPictureError,
};
use pictures::ImageRefusal;
use plans::documents::{DocumentChangeError, DownloadError, SetTourError, UploadDocumentError};
use plans::floor_plans::{FloorPlanEditError, FloorPlanUploadError};
use plans::{FloorPlanImageRefusal, PdfRefusal};

pub const PROPERTY_NOT_FOUND: &str = "Property not found";
pub const TOWN_NOT_FOUND: &str = "Town not found";
pub const ARTICLE_NOT_FOUND: &str = "Article not found";
pub const ENQUIRY_NOT_FOUND: &str = "Enquiry not found";
pub const DOCUMENT_NOT_FOUND: &str = "Document not found";
pub const FLOOR_PLAN_NOT_FOUND: &str = "Floor plan not found";
pub const PROPERTY_EXISTS: &str = "A property with this reference number already exists";
pub const SIGN_IN_REFUSED: &str = "Sign-in refused";
pub const SIGN_IN_LINK_NOT_VALID: &str = "This sign-in link is not valid any more";
pub const PROVIDER_UNAVAILABLE: &str = "The sign-in service is not available; try again soon";

fn error_text(error: &impl std::fmt::Display) -> String {
    error.to_string()
}

/// `Error { Pattern => Status(reason), … }`: a `From<Error> for ApiError<S>` for every `S`
/// documenting each status named.
macro_rules! mapping {
    ($($error:ident { $($pattern:pat => $status:ident($reason:expr)),+ $(,)? })+) => {$(
        impl<S> From<$error> for ApiError<S>
        where
            S: Statuses $(+ Documents<$crate::error::$status>)+,
        {
            fn from(error: $error) -> Self {
                #[allow(unused_imports)]
                use $error::*;
                match error {
                    $($pattern => Self::of::<$crate::error::$status>($reason)),+
                }
            }
        }
    )+};
}

mapping! {
    PagingError { error => BadRequest(error.to_string()) }
    ListingFilterError { error => BadRequest(error.to_string()) }

    AuthorizeError {
        NoSession => Unauthorized(SIGN_IN_REQUIRED),
        Forbidden => Forbidden(NOT_ALLOWED),
        Unexpected(e) => Internal(e),
    }
    AuthenticateError {
        NoSession => Unauthorized(SIGN_IN_REQUIRED),
        Unexpected(e) => Internal(e),
    }
    SignInError {
        Rejected => Unauthorized(SIGN_IN_REFUSED),
        ProviderUnavailable => Unavailable(PROVIDER_UNAVAILABLE),
        Unexpected(e) => Internal(e),
    }
    RedeemSignInLinkError {
        NotValid => Unauthorized(SIGN_IN_LINK_NOT_VALID),
        Unexpected(e) => Internal(e),
    }
    RequestSignInLinkError {
        Captcha(e @ CaptchaFailure::Unavailable) => Unavailable(e.to_string()),
        refused => BadRequest(refused.to_string()),
    }
    EndDeviceError {
        NoSession => Unauthorized(SIGN_IN_REQUIRED),
        NotFound => NotFound(crate::sessions::DEVICE_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }

    ListPropertiesError { Unexpected(e) => Internal(e) }
    SuggestionsError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    NextRefError { Unexpected(e) => Internal(e) }
    GetPropertyError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    PropertyMetaError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    PropertyGalleriesError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    CreatePropertyError {
        Invalid(e) => BadRequest(e.to_string()),
        UnknownTown => BadRequest(TOWN_NOT_FOUND),
        AlreadyExists => Conflict(PROPERTY_EXISTS),
        Unexpected(e) => Internal(e),
    }
    UpdatePropertyError {
        Invalid(e) => BadRequest(e.to_string()),
        UnknownTown => BadRequest(TOWN_NOT_FOUND),
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    DeletePropertyError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    RotateShareKeyError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    BuyingCostsError {
        NotFound => NotFound(PROPERTY_NOT_FOUND),
        NotComputable(e) => BadRequest(e.to_string()),
        Unexpected(e) => Internal(e),
    }

    ListTownsError { Unexpected(e) => Internal(e) }
    GetTownError {
        NotFound => NotFound(TOWN_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    CreateTownError {
        Invalid(e) => BadRequest(e.to_string()),
        Unexpected(e) => Internal(e),
    }
    UpdateTownError {
        Invalid(e) => BadRequest(e.to_string()),
        NotFound => NotFound(TOWN_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }

    ListArticlesError { Unexpected(e) => Internal(e) }
    GetArticleError {
        NotFound => NotFound(ARTICLE_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    ArticleMetaError {
        NotFound => NotFound(ARTICLE_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    CreateArticleError {
        Invalid(e) => BadRequest(e.to_string()),
        Unexpected(e) => Internal(e),
    }
    UpdateArticleError {
        Invalid(e) => BadRequest(e.to_string()),
        NotFound => NotFound(ARTICLE_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    DeleteArticleError {
        NotFound => NotFound(ARTICLE_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }

    UploadDocumentError {
        Refused(e @ PdfRefusal::TooLarge) => PayloadTooLarge(e.to_string()),
        Refused(e) => BadRequest(e.to_string()),
        Title(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    DocumentChangeError {
        Title(e) => BadRequest(e.to_string()),
        IncompleteOrder => BadRequest(DocumentChangeError::IncompleteOrder.to_string()),
        NotFound => NotFound(DOCUMENT_NOT_FOUND),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    DownloadError {
        NotFound => NotFound(DOCUMENT_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    FloorPlanUploadError {
        Refused(e @ FloorPlanImageRefusal::TooLarge) => PayloadTooLarge(e.to_string()),
        Refused(e) => BadRequest(e.to_string()),
        Invalid(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    FloorPlanEditError {
        Invalid(e) => BadRequest(e.to_string()),
        IncompleteOrder => BadRequest(FloorPlanEditError::IncompleteOrder.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        PlanNotFound => NotFound(FLOOR_PLAN_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    SetTourError {
        Address(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    UploadPictureError {
        Path(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        TownNotFound => NotFound(TOWN_NOT_FOUND),
        ArticleNotFound => NotFound(ARTICLE_NOT_FOUND),
        Refused(e @ ImageRefusal::TooLarge { .. }) => PayloadTooLarge(e.to_string()),
        Refused(e) => BadRequest(e.to_string()),
        Unexpected(e) => Internal(e),
    }
    CoverPhotoError {
        Path(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        PhotoNotFound => NotFound(CoverPhotoError::PhotoNotFound.to_string()),
        Changed(e) => Conflict(e.to_string()),
        Unexpected(e) => Internal(e),
    }
    ReorderPhotosError {
        Path(e) => BadRequest(e.to_string()),
        Order(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        Changed(e) => Conflict(e.to_string()),
        Unexpected(e) => Internal(e),
    }
    DeletePictureError {
        Path(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    SetCaptionError {
        Path(e) => BadRequest(e.to_string()),
        Caption(e) => BadRequest(e.to_string()),
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        PhotoNotFound => NotFound(SetCaptionError::PhotoNotFound.to_string()),
        Unexpected(e) => Internal(e),
    }

    SubmitEnquiryError {
        Captcha(e @ CaptchaFailure::Unavailable) => Unavailable(e.to_string()),
        Unexpected(e) => Internal(e),
        refused => BadRequest(refused.to_string()),
    }
    SubscribeError {
        Captcha(e @ CaptchaFailure::Unavailable) => Unavailable(e.to_string()),
        Unexpected(e) => Internal(e),
        refused => BadRequest(refused.to_string()),
    }
    UnsubscribeError {
        UnknownLink => NotFound(UnsubscribeError::UnknownLink.to_string()),
        Unexpected(e) => Internal(e),
    }
    ConfirmOptInError {
        UnknownLink => NotFound(ConfirmOptInError::UnknownLink.to_string()),
        Unexpected(e) => Internal(e),
    }
    ListEnquiriesError { Unexpected(e) => Internal(e) }
    ChangeEnquiryError {
        NotFound => NotFound(ENQUIRY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    AddNoteError {
        Invalid(e) => BadRequest(e.to_string()),
        NotFound => NotFound(ENQUIRY_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    ReplyError {
        Invalid(e) => BadRequest(e.to_string()),
        NotFound => NotFound(ENQUIRY_NOT_FOUND),
        NoAddress => Conflict(ReplyError::NoAddress.to_string()),
        Unexpected(e) => Internal(e),
    }
    ContactError {
        NotFound => NotFound(ContactError::NotFound.to_string()),
        Unexpected(e) => Internal(e),
    }
    ExportSubscribersError { Unexpected(e) => Internal(e) }
    ExportEnquiriesError { Unexpected(e) => Internal(e) }
    CountLeadsError {
        Unexpected(e) => Internal(e),
        refused => BadRequest(refused.to_string()),
    }
    CreateAlertError {
        Captcha(e @ CaptchaFailure::Unavailable) => Unavailable(e.to_string()),
        Unexpected(e) => Internal(e),
        refused => BadRequest(refused.to_string()),
    }
    ManageAlertError {
        UnknownLink => NotFound(ManageAlertError::UnknownLink.to_string()),
        Unexpected(e) => Internal(e),
        refused => BadRequest(refused.to_string()),
    }
    AlertStaffError { Unexpected(e) => Internal(e) }
    EraseContactError {
        InvalidEmail(message) => BadRequest(message),
        Unexpected(e) => Internal(e),
    }
    RequestViewingError {
        Captcha(e @ CaptchaFailure::Unavailable) => Unavailable(e.to_string()),
        Unexpected(e) => Internal(e),
        refused => BadRequest(refused.to_string()),
    }
    ListViewingsError { Unexpected(e) => Internal(e) }
    OwnerReportError {
        PropertyNotFound => NotFound(PROPERTY_NOT_FOUND),
        NoOwner => Conflict(error_text(&OwnerReportError::NoOwner)),
        DailyCapReached => TooManyRequests(error_text(&OwnerReportError::DailyCapReached)),
        Unexpected(e) => Internal(e),
    }
    AddSlotError {
        NotFound => NotFound(VIEWING_NOT_FOUND),
        Invalid(e) => BadRequest(e.to_string()),
        PropertyUnknown => BadRequest(SLOT_PROPERTY_UNKNOWN),
        Unexpected(e) => Internal(e),
    }
    ConfirmViewingError {
        NotFound => NotFound(VIEWING_NOT_FOUND),
        NothingToConfirm => Conflict(NOTHING_TO_CONFIRM),
        Unexpected(e) => Internal(e),
    }
    ChangeSlotError {
        NotFound => NotFound(SLOT_NOT_FOUND),
        Invalid(e) => BadRequest(e.to_string()),
        PropertyUnknown => BadRequest(SLOT_PROPERTY_UNKNOWN),
        Unexpected(e) => Internal(e),
    }
    DeleteSlotError {
        NotFound => NotFound(SLOT_NOT_FOUND),
        Unexpected(e) => Internal(e),
    }
    RecordOutcomeError {
        NotFound => NotFound(SLOT_NOT_FOUND),
        Invalid(e) => BadRequest(e.to_string()),
        Unexpected(e) => Internal(e),
    }
}
