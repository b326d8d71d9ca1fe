//! Path and query values shared by the resources, parsed into domain types.
//!
//! A malformed ref or id answers 404, not 400: no resource can live at that address, and the
//! site treats both the same ("page left empty").

use crate::error::{ApiError, BadRequest, Documents, NotFound, Statuses};
use crate::error_mapping::{ARTICLE_NOT_FOUND, PROPERTY_NOT_FOUND, TOWN_NOT_FOUND};
use domain::paging::{MAX_PAGE_INDEX, MAX_PAGE_SIZE};
use domain::{ArticleId, PageRequest, PagingError, Ref, TownId};
use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::{ParseFromParameter, ParseResult, ToJSON, Type};
use std::borrow::Cow;

/// Only the first three characters of `{ref}` count (old links carry '123-villa').
pub fn property_ref<S: Statuses + Documents<NotFound>>(segment: &str) -> Result<Ref, ApiError<S>> {
    Ref::from_url_segment(segment).map_err(|_| ApiError::not_found(PROPERTY_NOT_FOUND))
}

/// An optional `ref` filter of a staff list: blank means no filter; anything else must be a
/// stored ref (three digits, or six for a generated one), or the request is refused.
pub fn optional_ref_filter<S: Statuses + Documents<BadRequest>>(
    text: Option<String>,
) -> Result<Option<Ref>, ApiError<S>> {
    text.filter(|text| !text.trim().is_empty())
        .map(|text| {
            Ref::parse_stored(text.trim())
                .map_err(|_| ApiError::bad_request("Reference number not valid"))
        })
        .transpose()
}

pub fn town_id<S: Statuses + Documents<NotFound>>(segment: &str) -> Result<TownId, ApiError<S>> {
    segment
        .parse()
        .map(TownId)
        .map_err(|_| ApiError::not_found(TOWN_NOT_FOUND))
}

pub fn article_id<S: Statuses + Documents<NotFound>>(
    segment: &str,
) -> Result<ArticleId, ApiError<S>> {
    segment
        .parse()
        .map(ArticleId)
        .map_err(|_| ApiError::not_found(ARTICLE_NOT_FOUND))
}

/// `skip` and `take` as query parameters. The spec states the domain's bounds
/// (`domain::paging`), and the values are judged by `domain::PageRequest`, so a refusal is
/// worded by the domain whatever was wrong: out of range, or not a number at all. The
/// parameter holds the whole number the query gave, or `None` when it held something else.
macro_rules! paging_parameter {
    ($(#[$doc:meta])* $name:ident, $minimum:expr, $maximum:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name(pub Option<i64>);

        impl Type for $name {
            const IS_REQUIRED: bool = true;
            type RawValueType = Self;
            type RawElementValueType = Self;

            fn name() -> Cow<'static, str> {
                "integer_int64".into()
            }

            fn schema_ref() -> MetaSchemaRef {
                let mut schema = MetaSchema::new_with_format("integer", "int64");
                schema.minimum = Some(f64::from($minimum));
                schema.maximum = Some(f64::from($maximum));
                MetaSchemaRef::Inline(Box::new(schema))
            }

            fn as_raw_value(&self) -> Option<&Self> {
                Some(self)
            }

            fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self> + 'a> {
                Box::new(std::iter::once(self))
            }
        }

        impl ParseFromParameter for $name {
            fn parse_from_parameter(value: &str) -> ParseResult<Self> {
                Ok(Self(value.parse().ok()))
            }
        }

        impl ToJSON for $name {
            fn to_json(&self) -> Option<serde_json::Value> {
                self.0.map(serde_json::Value::from)
            }
        }
    };
}

paging_parameter!(
    /// `skip`: a zero-based page index.
    Skip,
    0,
    MAX_PAGE_INDEX
);
paging_parameter!(
    /// `take`: a page size.
    Take,
    1,
    MAX_PAGE_SIZE
);

impl Skip {
    pub fn first_page() -> Self {
        Self(Some(0))
    }
}

impl Take {
    pub fn of(size: u32) -> Self {
        Self(Some(i64::from(size)))
    }
}

/// The page asked for, or the domain's reason for refusing it.
pub fn page_request(skip: Skip, take: Take) -> Result<PageRequest, PagingError> {
    PageRequest::parse(
        skip.0.ok_or(PagingError::SkipNotANumber)?,
        take.0.ok_or(PagingError::TakeNotANumber)?,
    )
}
