//! Which language's page an address names (issue #30): the English page or the Italian one.

use poem_openapi::Enum;

/// `en` for the English page, `it` for the Italian one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "PageLanguage", rename_all = "lowercase")]
pub enum PageLanguageDto {
    En,
    It,
}
