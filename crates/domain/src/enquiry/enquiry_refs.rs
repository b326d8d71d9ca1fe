//! Several homes in one property enquiry: the shortlist's "one enquiry for all" (issue 28).
//! The visitor's browser keeps at most [`MAX_ENQUIRY_REFS`] homes; the enquiry names each of
//! them, in the subject ('ENQUIRY for 101, 102, 230145') and in the mail.

use crate::property::{Ref, RefError};

/// A shortlist holds at most 20 homes, so one enquiry names at most 20.
pub const MAX_ENQUIRY_REFS: usize = 20;
/// Between two references in a subject and in the mail's "Reference Number" line.
pub const REFS_SEPARATOR: &str = ", ";

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EnquiryRefsError {
    /// One of them is not a home's reference (the words of the property save rule).
    #[error("Reference number not valid")]
    NotValid,
    #[error("An enquiry may name at most {MAX_ENQUIRY_REFS} homes")]
    TooMany,
}

/// The references as sent (each trimmed; blanks skipped, a repeat kept once, the order
/// kept); `Ok(vec![])` when none is left.
pub fn parse_enquiry_refs(sent: &[String]) -> Result<Vec<Ref>, EnquiryRefsError> {
    let mut refs: Vec<Ref> = Vec::new();
    for text in sent
        .iter()
        .map(|text| text.trim())
        .filter(|t| !t.is_empty())
    {
        let reference =
            Ref::parse_stored(text).map_err(|_: RefError| EnquiryRefsError::NotValid)?;
        if !refs.contains(&reference) {
            refs.push(reference);
        }
    }
    if refs.len() > MAX_ENQUIRY_REFS {
        return Err(EnquiryRefsError::TooMany);
    }
    Ok(refs)
}

/// The references as the subject and the mail write them: '101, 102, 230145'.
pub fn enquiry_refs_text(refs: &[Ref]) -> String {
    refs.iter()
        .map(Ref::as_str)
        .collect::<Vec<_>>()
        .join(REFS_SEPARATOR)
}

/// A subject's reference part that lists several homes ('101, 102'): at least two, at most
/// [`MAX_ENQUIRY_REFS`], each a home's reference.
pub(crate) fn is_ref_list(text: &str) -> bool {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    (2..=MAX_ENQUIRY_REFS).contains(&parts.len())
        && parts.iter().all(|part| Ref::parse_stored(part).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(refs: &[&str]) -> Vec<String> {
        refs.iter().map(|r| (*r).to_owned()).collect()
    }

    #[test]
    fn refs_are_trimmed_deduplicated_and_kept_in_order() {
        let refs = parse_enquiry_refs(&sent(&[" 102", "101", "", "102", "230145"])).unwrap();
        assert_eq!(enquiry_refs_text(&refs), "102, 101, 230145");
        assert_eq!(parse_enquiry_refs(&sent(&[" "])), Ok(vec![]));
    }

    #[test]
    fn a_malformed_ref_or_too_many_are_refused() {
        for bad in ["1.2", "12", "abc", "1234"] {
            assert_eq!(
                parse_enquiry_refs(&sent(&["101", bad])),
                Err(EnquiryRefsError::NotValid),
                "{bad}"
            );
        }
        let twenty: Vec<String> = (100..120).map(|n| n.to_string()).collect();
        assert_eq!(parse_enquiry_refs(&twenty).unwrap().len(), 20);
        let twenty_one: Vec<String> = (100..121).map(|n| n.to_string()).collect();
        assert_eq!(
            parse_enquiry_refs(&twenty_one),
            Err(EnquiryRefsError::TooMany)
        );
    }

    #[test]
    fn a_subject_lists_two_to_twenty_refs() {
        assert!(is_ref_list("101, 102"));
        assert!(is_ref_list("101,102,230145"));
        assert!(!is_ref_list("101"));
        assert!(!is_ref_list("101, villa"));
        let twenty_one: Vec<String> = (100..121).map(|n| n.to_string()).collect();
        assert!(!is_ref_list(&twenty_one.join(", ")));
    }
}
