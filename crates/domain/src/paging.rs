//! Paging as the site asks for it: `skip` is a zero-based PAGE INDEX, `take` a page size.

use serde::{Deserialize, Serialize};

/// Largest page size any list endpoint accepts. The site asks for 100 properties a page.
pub const MAX_PAGE_SIZE: u32 = 100;
/// Largest page index accepted; far beyond any real catalogue, it keeps offsets in range.
pub const MAX_PAGE_INDEX: u32 = 100_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    index: u32,
    size: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PagingError {
    #[error("skip must be a whole number")]
    SkipNotANumber,
    #[error("take must be a whole number")]
    TakeNotANumber,
    #[error("skip must be a page index of 0 or more (skip = page - 1)")]
    NegativeSkip,
    #[error("skip must be at most {MAX_PAGE_INDEX}")]
    SkipTooLarge,
    #[error("take must be at least 1")]
    TakeTooSmall,
    #[error("take must be at most {MAX_PAGE_SIZE}")]
    TakeTooLarge,
}

impl PageRequest {
    /// Parses the `skip` (page index) and `take` (page size) query values.
    pub fn parse(skip: i64, take: i64) -> Result<Self, PagingError> {
        if skip < 0 {
            return Err(PagingError::NegativeSkip);
        }
        if skip > i64::from(MAX_PAGE_INDEX) {
            return Err(PagingError::SkipTooLarge);
        }
        if take < 1 {
            return Err(PagingError::TakeTooSmall);
        }
        if take > i64::from(MAX_PAGE_SIZE) {
            return Err(PagingError::TakeTooLarge);
        }
        Ok(Self {
            index: skip as u32,
            size: take as u32,
        })
    }

    pub fn index(&self) -> u32 {
        self.index
    }

    pub fn size(&self) -> u32 {
        self.size
    }

    /// Row offset of the first item of this page.
    pub fn offset(&self) -> u64 {
        u64::from(self.index) * u64::from(self.size)
    }

    /// Number of pages needed for `total` items; never less than 1.
    pub fn page_count(&self, total: u64) -> u32 {
        let pages = total.div_ceil(u64::from(self.size));
        pages.clamp(1, u64::from(u32::MAX)) as u32
    }
}

/// One page of items plus the page count (at least 1) and how many items all pages hold.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub pages: u32,
    /// Items on every page together (the list page's "N homes").
    #[serde(default)]
    pub total: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skip_is_a_page_index_not_a_row_offset() {
        let page = PageRequest::parse(2, 10).unwrap();
        assert_eq!(page.offset(), 20);
    }

    #[test]
    fn bad_values_are_refused_with_a_reason() {
        assert_eq!(PageRequest::parse(-1, 10), Err(PagingError::NegativeSkip));
        assert_eq!(PageRequest::parse(0, 0), Err(PagingError::TakeTooSmall));
        assert_eq!(PageRequest::parse(0, 101), Err(PagingError::TakeTooLarge));
        assert_eq!(
            PageRequest::parse(100_001, 1),
            Err(PagingError::SkipTooLarge)
        );
    }

    #[test]
    fn page_count_is_at_least_one() {
        let page = PageRequest::parse(0, 10).unwrap();
        assert_eq!(page.page_count(0), 1);
        assert_eq!(page.page_count(10), 1);
        assert_eq!(page.page_count(11), 2);
    }
}
