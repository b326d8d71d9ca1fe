//! A property's floor plans, documents and tour as `getPropertyMedia` answers them: the API's
//! answer, and the property page's first screen, which carries the same answer.

use crate::picture_access::with_access;
use pictures::image_url;
use plans::documents::PropertyMediaView;
use plans::{
    DocumentId, DocumentVisibility, FloorPlan, FloorPlanFormat, PropertyDocument, TourProvider,
    TourUrl,
};
use poem_openapi::{Enum, Object};

/// Who may download a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "DocumentVisibility", rename_all = "snake_case")]
pub enum DocumentVisibilityDto {
    /// Anyone who may see the property downloads it.
    Public,
    /// Listed on the page; visitors ask for it through the enquiry form.
    OnRequest,
}

impl From<DocumentVisibilityDto> for DocumentVisibility {
    fn from(dto: DocumentVisibilityDto) -> Self {
        match dto {
            DocumentVisibilityDto::Public => Self::Public,
            DocumentVisibilityDto::OnRequest => Self::OnRequest,
        }
    }
}

impl From<DocumentVisibility> for DocumentVisibilityDto {
    fn from(visibility: DocumentVisibility) -> Self {
        match visibility {
            DocumentVisibility::Public => Self::Public,
            DocumentVisibility::OnRequest => Self::OnRequest,
        }
    }
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyDocument")]
pub struct DocumentDto {
    pub id: i64,
    pub title: String,
    pub visibility: DocumentVisibilityDto,
    pub size_bytes: i64,
    /// Where the PDF downloads from, as a path on this site (the page's link must be
    /// same-origin for the browser to save it as a file), for a public document (and for
    /// staff, every one); none for a document a visitor must ask for.
    #[oai(skip_serializing_if_is_none)]
    pub download_url: Option<String>,
}

/// What a floor plan's drawing is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "FloorPlanFormat", rename_all = "snake_case")]
pub enum FloorPlanFormatDto {
    /// A JPEG picture (sent as a JPEG or a PNG), shown on the page.
    Picture,
    /// A PDF as the architect sent it, downloaded from `image` (never shown as a page).
    Pdf,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "FloorPlan")]
pub struct FloorPlanDto {
    pub id: i64,
    /// The floor, e.g. "Ground floor".
    pub label: String,
    /// The floor's area in m², when known.
    #[oai(skip_serializing_if_is_none)]
    pub area_sqm: Option<u32>,
    pub format: FloorPlanFormatDto,
    /// The drawing's URL: the picture, or for a PDF its download address, a path on this
    /// site (`downloadFloorPlanPdf`).
    pub image: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "TourProvider", rename_all = "lowercase")]
pub enum TourProviderDto {
    Matterport,
    Kuula,
    YouTube,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyTour")]
pub struct TourDto {
    /// The address as the staff gave it.
    pub url: String,
    pub provider: TourProviderDto,
    /// What the page's frame loads, once the visitor accepts the provider's cookies.
    pub embed_url: String,
}

impl From<&TourUrl> for TourDto {
    fn from(tour: &TourUrl) -> Self {
        Self {
            url: tour.as_str().to_owned(),
            provider: match tour.provider() {
                TourProvider::Matterport => TourProviderDto::Matterport,
                TourProvider::Kuula => TourProviderDto::Kuula,
                TourProvider::YouTube => TourProviderDto::YouTube,
            },
            embed_url: tour.embed_url(),
        }
    }
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertyMedia")]
pub struct PropertyMediaDto {
    /// One drawing per floor, in the staff's order.
    pub floor_plans: Vec<FloorPlanDto>,
    /// PDFs, in the staff's order.
    pub documents: Vec<DocumentDto>,
    #[oai(skip_serializing_if_is_none)]
    pub tour: Option<TourDto>,
}

impl PropertyMediaDto {
    /// `staff`: the reader may download every document (a visitor only the public ones);
    /// `image_base_url`: where the drawings' links start (`LANGHE_IMAGE_BASE_URL`);
    /// `picture_query`: what the drawings' links must carry for this reader (a staff grant,
    /// or the share key of an unlisted listing), as a query pair.
    pub fn new(
        media: &PropertyMediaView,
        image_base_url: &str,
        picture_query: Option<&str>,
        staff: bool,
    ) -> Self {
        Self {
            floor_plans: media
                .floor_plans
                .iter()
                .map(|plan| FloorPlanDto::new(plan, image_base_url, picture_query))
                .collect(),
            documents: media
                .documents
                .iter()
                .map(|document| DocumentDto::new(document, staff))
                .collect(),
            tour: media.tour.as_ref().map(TourDto::from),
        }
    }
}

fn download_url(reference: &str, id: DocumentId) -> String {
    format!("/api/properties/{reference}/documents/{id}")
}

impl DocumentDto {
    /// `staff`: the reader may download it whatever its visibility.
    pub fn new(document: &PropertyDocument, staff: bool) -> Self {
        let downloadable = staff || document.visibility == DocumentVisibility::Public;
        Self {
            id: document.id.0,
            title: document.title.as_str().to_owned(),
            visibility: document.visibility.into(),
            size_bytes: document.size_bytes,
            download_url: downloadable
                .then(|| download_url(document.reference.as_str(), document.id)),
        }
    }
}

impl FloorPlanDto {
    /// `picture_query`: as [`PropertyMediaDto::new`] takes it.
    pub fn new(plan: &FloorPlan, image_base_url: &str, picture_query: Option<&str>) -> Self {
        let (format, url) = match plan.format() {
            FloorPlanFormat::Picture => (
                FloorPlanFormatDto::Picture,
                image_url(image_base_url, &plan.key, None),
            ),
            FloorPlanFormat::Pdf => (
                FloorPlanFormatDto::Pdf,
                format!(
                    "/api/properties/{}/floor-plans/{}/pdf",
                    plan.reference, plan.id
                ),
            ),
        };
        Self {
            id: plan.id.0,
            label: plan.label.as_str().to_owned(),
            area_sqm: plan.area.map(plans::FloorArea::sqm),
            format,
            image: match picture_query {
                Some(pair) => with_access(&url, pair),
                None => url,
            },
        }
    }
}
