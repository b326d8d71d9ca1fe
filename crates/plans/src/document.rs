//! A property's documents: PDFs (energy certificate, cadastral plan, brochure) with a title,
//! offered for download or only on request.

use domain::Ref;
use std::fmt;

/// Largest PDF accepted (20 MB): a scanned certificate or a brochure fits well within it.
pub const MAX_DOCUMENT_BYTES: usize = 20 * 1024 * 1024;
pub const MAX_DOCUMENT_TITLE_LENGTH: usize = 120;
/// Every PDF starts with this header (ISO 32000-1, 7.5.2); the name and declared type of an
/// upload are never trusted.
const PDF_MAGIC: &[u8] = b"%PDF-";

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PdfRefusal {
    #[error("The file is not a PDF.")]
    NotAPdf,
    #[error("The file is larger than 20 MB.")]
    TooLarge,
}

/// Uploaded bytes proved to start like a PDF and to fit the size cap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdfFile(Vec<u8>);

impl PdfFile {
    /// # Errors
    /// `TooLarge` above [`MAX_DOCUMENT_BYTES`] (checked first: an endless upload is refused
    /// by its size whatever it holds), `NotAPdf` without the `%PDF-` header.
    pub fn check(bytes: Vec<u8>) -> Result<Self, PdfRefusal> {
        if bytes.len() > MAX_DOCUMENT_BYTES {
            return Err(PdfRefusal::TooLarge);
        }
        if !bytes.starts_with(PDF_MAGIC) {
            return Err(PdfRefusal::NotAPdf);
        }
        Ok(Self(bytes))
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DocumentTitleError {
    #[error("Document title missing")]
    Missing,
    #[error("Document title longer than 120 characters")]
    TooLong,
}

/// What the page names the document by, e.g. "Energy certificate (APE)".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentTitle(String);

impl DocumentTitle {
    /// # Errors
    /// `Missing` when blank, `TooLong` past [`MAX_DOCUMENT_TITLE_LENGTH`] characters.
    pub fn parse(text: &str) -> Result<Self, DocumentTitleError> {
        let title = text.trim();
        if title.is_empty() {
            return Err(DocumentTitleError::Missing);
        }
        if title.chars().count() > MAX_DOCUMENT_TITLE_LENGTH {
            return Err(DocumentTitleError::TooLong);
        }
        Ok(Self(title.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The file name the download is saved as: the title's letters and digits, joined by '-'.
    pub fn file_name(&self) -> String {
        let words: Vec<String> = self
            .0
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|word| !word.is_empty())
            .map(str::to_ascii_lowercase)
            .collect();
        if words.is_empty() {
            "document.pdf".to_owned()
        } else {
            format!("{}.pdf", words.join("-"))
        }
    }
}

/// Who may download a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentVisibility {
    /// Any visitor who may see the property downloads it.
    Public,
    /// Listed on the page; a visitor asks for it through the enquiry form.
    OnRequest,
}

impl DocumentVisibility {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Public => "public",
            Self::OnRequest => "on_request",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "public" => Some(Self::Public),
            "on_request" => Some(Self::OnRequest),
            _ => None,
        }
    }
}

/// A stored document's number, unique across properties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DocumentId(pub i64);

impl fmt::Display for DocumentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A document as stored: its bytes live in the image store at [`document_key`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyDocument {
    pub id: DocumentId,
    pub reference: Ref,
    pub title: DocumentTitle,
    pub visibility: DocumentVisibility,
    /// Where the bytes are in the image store.
    pub key: String,
    pub size_bytes: i64,
    pub position: i32,
}

/// Where a new document's bytes go: outside `properties/`, and with a `.pdf` name that the
/// `/images` route never serves (it serves only the picture formats), so the document route
/// alone decides who reads it. The upload's time makes each upload's key new.
pub fn document_key(reference: &Ref, title: &DocumentTitle, uploaded_at_millis: i64) -> String {
    format!(
        "{}{uploaded_at_millis}-{}",
        document_folder(reference),
        title.file_name()
    )
}

/// The folder of a property's documents in the image store (deleted with the property).
pub fn document_folder(reference: &Ref) -> String {
    format!("documents/{reference}/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pdf_is_known_by_its_header() {
        let pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n".to_vec();
        assert_eq!(PdfFile::check(pdf.clone()).unwrap().into_bytes(), pdf);
        for not_pdf in [&b""[..], b"%PDF", b"\x89PNG\r\n", b" %PDF-1.4", b"<html>"] {
            assert_eq!(
                PdfFile::check(not_pdf.to_vec()),
                Err(PdfRefusal::NotAPdf),
                "{not_pdf:?}"
            );
        }
    }

    #[test]
    fn a_pdf_of_20_mb_is_accepted_and_one_byte_more_refused() {
        let mut bytes = b"%PDF-1.4".to_vec();
        bytes.resize(MAX_DOCUMENT_BYTES, b' ');
        assert!(PdfFile::check(bytes.clone()).is_ok());
        bytes.push(b' ');
        assert_eq!(PdfFile::check(bytes), Err(PdfRefusal::TooLarge));
    }

    #[test]
    fn titles_are_trimmed_and_bounded() {
        assert_eq!(
            DocumentTitle::parse("  Energy certificate ")
                .unwrap()
                .as_str(),
            "Energy certificate"
        );
        assert_eq!(DocumentTitle::parse(" "), Err(DocumentTitleError::Missing));
        assert!(DocumentTitle::parse(&"é".repeat(120)).is_ok());
        assert_eq!(
            DocumentTitle::parse(&"é".repeat(121)),
            Err(DocumentTitleError::TooLong)
        );
    }

    #[test]
    fn the_file_name_keeps_the_titles_plain_words() {
        let name = |title: &str| DocumentTitle::parse(title).unwrap().file_name();
        assert_eq!(
            name("Energy certificate (APE)"),
            "energy-certificate-ape.pdf"
        );
        assert_eq!(name("Planimetria catastale"), "planimetria-catastale.pdf");
        assert_eq!(name("«»"), "document.pdf");
    }

    #[test]
    fn visibility_reads_back_what_it_writes() {
        for visibility in [DocumentVisibility::Public, DocumentVisibility::OnRequest] {
            assert_eq!(
                DocumentVisibility::parse(visibility.as_str()),
                Some(visibility)
            );
        }
        assert_eq!(DocumentVisibility::parse("private"), None);
    }

    #[test]
    fn document_keys_sit_outside_the_property_pictures() {
        let reference = Ref::parse("123").unwrap();
        let title = DocumentTitle::parse("Energy certificate").unwrap();
        assert_eq!(
            document_key(&reference, &title, 1_700_000_000_000),
            "documents/123/1700000000000-energy-certificate.pdf"
        );
    }
}
