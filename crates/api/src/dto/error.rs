use poem_openapi::Object;

/// The one error shape of the API: `{"status": 404, "message": "Property not found"}`.
#[derive(Debug, Clone, Object)]
pub struct ErrorBody {
    /// The HTTP status code, repeated for clients that only keep the body.
    pub status: u16,
    /// Safe to show to a visitor; never internal detail.
    pub message: String,
}
