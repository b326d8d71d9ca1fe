//! A property's media beside its photos: floor plans (one drawing per floor, with a label
//! and an optional area), documents (PDFs offered for download or on request) and a virtual
//! tour (Matterport, Kuula or YouTube, embedded behind the visitor's consent).
//!
//! Pure like `pictures`: values, rules and ports. The rows are kept by `adapters`
//! (`ports::PropertyMedia`), the bytes by the image store (`pictures::ports::ImageStore`).

mod document;
pub mod documents;
mod floor_plan;
pub mod floor_plans;
mod order;
pub mod ports;
mod tour;

pub use document::{
    document_folder, document_key, DocumentId, DocumentTitle, DocumentTitleError,
    DocumentVisibility, PdfFile, PdfRefusal, PropertyDocument, MAX_DOCUMENT_BYTES,
    MAX_DOCUMENT_TITLE_LENGTH,
};
pub use floor_plan::{
    floor_plan_key, floor_plan_pdf_key, FloorArea, FloorLabel, FloorPlan, FloorPlanError,
    FloorPlanFile, FloorPlanFormat, FloorPlanId, FloorPlanImageRefusal, FLOOR_PLAN_LONGEST_EDGE,
    MAX_FLOOR_AREA_SQM, MAX_FLOOR_LABEL_LENGTH, MAX_FLOOR_PLAN_BYTES,
};
pub use order::is_complete_order;
pub use tour::{TourProvider, TourUrl, TourUrlError, MAX_TOUR_URL_LENGTH};
