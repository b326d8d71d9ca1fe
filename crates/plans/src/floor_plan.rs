//! A property's floor plans: one drawing per floor, with its label and, when known, its area.
//! A drawing is a picture (JPEG or PNG, published redrawn as a JPEG) or an architect's PDF
//! (kept as sent, with the property's documents, and served only as a download).

use crate::document::{document_folder, PdfFile};
use domain::Ref;
use std::fmt;

pub const MAX_FLOOR_LABEL_LENGTH: usize = 60;
/// Largest floor area accepted, in m²: far above any floor of a house.
pub const MAX_FLOOR_AREA_SQM: u32 = 10_000;

/// Largest drawing accepted, in bytes: a scanned plan at print resolution fits well inside.
pub const MAX_FLOOR_PLAN_BYTES: usize = 10 * 1024 * 1024;
/// Longest side a drawing is kept at, in pixels: an A4 page printed at 200 dpi, far above
/// what a screen shows.
pub const FLOOR_PLAN_LONGEST_EDGE: u32 = 2400;
/// Every JPEG starts with a start-of-image marker followed by another marker.
const JPEG_MAGIC: &[u8] = &[0xFF, 0xD8, 0xFF];
/// Every PNG starts with this signature (ISO/IEC 15948, 5.2).
const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// Why an uploaded drawing is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FloorPlanImageRefusal {
    /// Neither a picture the site can redraw nor a PDF.
    #[error("A floor plan must be a .jpg or .png picture, or a PDF")]
    NotAPlan,
    #[error("A floor plan must be at most 10 MB")]
    TooLarge,
    /// It starts like a JPEG or a PNG but does not decode to the end.
    #[error("The floor plan's picture is incomplete or damaged")]
    Unreadable,
    #[error("A floor plan must be at most 52 megapixels")]
    TooManyPixels,
}

impl From<pictures::ImageRefusal> for FloorPlanImageRefusal {
    fn from(refusal: pictures::ImageRefusal) -> Self {
        use pictures::ImageRefusal;
        match refusal {
            ImageRefusal::TooLarge { .. } => Self::TooLarge,
            ImageRefusal::NotAJpeg => Self::NotAPlan,
            ImageRefusal::Truncated
            | ImageRefusal::TooLittleData { .. }
            | ImageRefusal::Corrupt(_) => Self::Unreadable,
            ImageRefusal::TooManyPixels { .. } => Self::TooManyPixels,
        }
    }
}

/// Uploaded bytes within the size cap, by what their first bytes prove them to be (the name
/// and declared type of an upload are never trusted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloorPlanFile {
    /// Starts like a JPEG or a PNG: published redrawn (which proves it whole) as a JPEG.
    Picture(Vec<u8>),
    /// Starts like a PDF: kept as sent and only ever served as a download.
    Pdf(PdfFile),
}

impl FloorPlanFile {
    /// # Errors
    /// `TooLarge` above [`MAX_FLOOR_PLAN_BYTES`] (checked first, whatever the bytes hold),
    /// `NotAPlan` without a JPEG's, a PNG's or a PDF's header.
    pub fn check(bytes: Vec<u8>) -> Result<Self, FloorPlanImageRefusal> {
        if bytes.len() > MAX_FLOOR_PLAN_BYTES {
            return Err(FloorPlanImageRefusal::TooLarge);
        }
        if bytes.starts_with(JPEG_MAGIC) || bytes.starts_with(PNG_MAGIC) {
            return Ok(Self::Picture(bytes));
        }
        PdfFile::check(bytes)
            .map(Self::Pdf)
            .map_err(|_| FloorPlanImageRefusal::NotAPlan)
    }
}

/// What a stored floor plan's file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloorPlanFormat {
    /// A JPEG in the property's picture folder, served with its pictures.
    Picture,
    /// A PDF among the property's documents, served as a download.
    Pdf,
}

/// The label's letters and digits, lower case, joined by '-'; "floor" when it has none.
fn label_name(label: &FloorLabel) -> String {
    let words: Vec<String> = label
        .as_str()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    if words.is_empty() {
        "floor".to_owned()
    } else {
        words.join("-")
    }
}

/// Where a drawing is stored: `plans/` inside the property's picture folder (so it is served
/// and kept private with the property's pictures, and deleted with them), named by the upload
/// time and the label's letters and digits.
pub fn floor_plan_key(
    property_folder: &str,
    label: &FloorLabel,
    uploaded_at_millis: i64,
) -> String {
    format!(
        "{property_folder}plans/{uploaded_at_millis}-{}.jpg",
        label_name(label)
    )
}

/// Where a PDF plan is stored: `plans/` inside the property's documents folder, outside its
/// pictures (so the picture route never serves it; it is downloaded as its documents are, and
/// deleted with them), named as a drawing is.
pub fn floor_plan_pdf_key(reference: &Ref, label: &FloorLabel, uploaded_at_millis: i64) -> String {
    format!(
        "{}plans/{uploaded_at_millis}-{}.pdf",
        document_folder(reference),
        label_name(label)
    )
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FloorPlanError {
    #[error("Floor label missing")]
    LabelMissing,
    #[error("Floor label longer than 60 characters")]
    LabelTooLong,
    #[error("Floor area must be between 1 and 10000 m²")]
    AreaOutOfRange,
}

/// The floor a plan shows, as the staff name it, e.g. "Ground floor" or "Piano terra".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorLabel(String);

impl FloorLabel {
    /// # Errors
    /// `LabelMissing` when blank, `LabelTooLong` past [`MAX_FLOOR_LABEL_LENGTH`] characters.
    pub fn parse(text: &str) -> Result<Self, FloorPlanError> {
        let label = text.trim();
        if label.is_empty() {
            return Err(FloorPlanError::LabelMissing);
        }
        if label.chars().count() > MAX_FLOOR_LABEL_LENGTH {
            return Err(FloorPlanError::LabelTooLong);
        }
        Ok(Self(label.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A floor's area in whole square metres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FloorArea(u32);

impl FloorArea {
    /// # Errors
    /// `AreaOutOfRange` outside 1..=[`MAX_FLOOR_AREA_SQM`].
    pub fn parse(sqm: i64) -> Result<Self, FloorPlanError> {
        u32::try_from(sqm)
            .ok()
            .filter(|sqm| (1..=MAX_FLOOR_AREA_SQM).contains(sqm))
            .map(Self)
            .ok_or(FloorPlanError::AreaOutOfRange)
    }

    pub fn sqm(self) -> u32 {
        self.0
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FloorPlanId(pub i64);

impl fmt::Display for FloorPlanId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A floor plan as stored; its drawing lives in the image store at `key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorPlan {
    pub id: FloorPlanId,
    pub reference: Ref,
    pub label: FloorLabel,
    pub area: Option<FloorArea>,
    pub key: String,
    pub position: i32,
}

impl FloorPlan {
    /// Read from where it is stored (`floor_plan_key`, `floor_plan_pdf_key`).
    pub fn format(&self) -> FloorPlanFormat {
        if self.key.ends_with(".pdf") {
            FloorPlanFormat::Pdf
        } else {
            FloorPlanFormat::Picture
        }
    }

    /// The name a PDF plan is saved as, e.g. "floor-plan-ground-floor.pdf".
    pub fn file_name(&self) -> String {
        format!("floor-plan-{}.pdf", label_name(&self.label))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drawing_is_a_jpeg_a_png_or_a_pdf_within_the_cap() {
        let jpeg = [&[0xFF, 0xD8, 0xFF, 0xE0][..], b"rest"].concat();
        assert_eq!(
            FloorPlanFile::check(jpeg.clone()),
            Ok(FloorPlanFile::Picture(jpeg))
        );
        let png = b"\x89PNG\r\n\x1a\nrest".to_vec();
        assert_eq!(
            FloorPlanFile::check(png.clone()),
            Ok(FloorPlanFile::Picture(png))
        );
        let pdf = b"%PDF-1.7 rest".to_vec();
        assert_eq!(
            FloorPlanFile::check(pdf.clone()),
            Ok(FloorPlanFile::Pdf(PdfFile::check(pdf).unwrap()))
        );
        for refused in [&b"GIF89a"[..], b"<html><script>", b""] {
            assert_eq!(
                FloorPlanFile::check(refused.to_vec()),
                Err(FloorPlanImageRefusal::NotAPlan)
            );
        }
        let mut huge = b"%PDF-".to_vec();
        huge.resize(MAX_FLOOR_PLAN_BYTES + 1, 0);
        assert_eq!(
            FloorPlanFile::check(huge),
            Err(FloorPlanImageRefusal::TooLarge)
        );
    }

    #[test]
    fn a_pdf_plan_sits_with_the_documents_and_says_so() {
        let reference = Ref::parse("123").unwrap();
        let label = FloorLabel::parse("Ground floor").unwrap();
        let key = floor_plan_pdf_key(&reference, &label, 1_700_000_000_000);
        assert_eq!(key, "documents/123/plans/1700000000000-ground-floor.pdf");
        let plan = FloorPlan {
            id: FloorPlanId(4),
            reference,
            label,
            area: None,
            key,
            position: 0,
        };
        assert_eq!(plan.format(), FloorPlanFormat::Pdf);
        assert_eq!(plan.file_name(), "floor-plan-ground-floor.pdf");
        let picture = FloorPlan {
            key: "properties/123-villa/plans/1-ground-floor.jpg".into(),
            ..plan
        };
        assert_eq!(picture.format(), FloorPlanFormat::Picture);
    }

    #[test]
    fn a_drawing_sits_in_the_property_folder_named_by_its_label() {
        let label = FloorLabel::parse("Piano terra / Ground floor").unwrap();
        assert_eq!(
            floor_plan_key("properties/123-villa/", &label, 1_700_000_000_000),
            "properties/123-villa/plans/1700000000000-piano-terra-ground-floor.jpg"
        );
        let label = FloorLabel::parse("Étage").unwrap();
        assert_eq!(
            floor_plan_key("properties/123-villa/", &label, 1),
            "properties/123-villa/plans/1-tage.jpg"
        );
        let label = FloorLabel::parse("—").unwrap();
        assert_eq!(
            floor_plan_key("properties/123-villa/", &label, 1),
            "properties/123-villa/plans/1-floor.jpg"
        );
    }

    #[test]
    fn labels_are_trimmed_and_bounded() {
        assert_eq!(
            FloorLabel::parse(" Ground floor ").unwrap().as_str(),
            "Ground floor"
        );
        assert_eq!(FloorLabel::parse(""), Err(FloorPlanError::LabelMissing));
        assert_eq!(
            FloorLabel::parse(&"a".repeat(61)),
            Err(FloorPlanError::LabelTooLong)
        );
    }

    #[test]
    fn areas_are_whole_square_metres_within_bounds() {
        assert_eq!(FloorArea::parse(1).unwrap().sqm(), 1);
        assert_eq!(FloorArea::parse(10_000).unwrap().sqm(), 10_000);
        for wrong in [0, -5, 10_001, i64::MAX] {
            assert_eq!(FloorArea::parse(wrong), Err(FloorPlanError::AreaOutOfRange));
        }
    }
}
