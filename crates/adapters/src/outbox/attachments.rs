//! A mail's files in the outbox's `attachments` column: JSON, the bytes as base64.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use domain::ports::MailAttachment;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
struct StoredAttachment {
    file_name: String,
    content_type: String,
    base64: String,
}

/// NULL for a mail without files, which is nearly every mail.
pub(crate) fn to_column(files: &[MailAttachment]) -> Option<String> {
    if files.is_empty() {
        return None;
    }
    let stored: Vec<StoredAttachment> = files
        .iter()
        .map(|file| StoredAttachment {
            file_name: file.file_name.clone(),
            content_type: file.content_type.clone(),
            base64: STANDARD.encode(&file.bytes),
        })
        .collect();
    Some(serde_json::to_string(&stored).expect("strings always serialise"))
}

pub(crate) fn from_column(column: Option<&str>) -> Result<Vec<MailAttachment>, String> {
    let Some(json) = column else {
        return Ok(Vec::new());
    };
    let stored: Vec<StoredAttachment> =
        serde_json::from_str(json).map_err(|e| format!("attachments: {e}"))?;
    stored
        .into_iter()
        .map(|file| {
            Ok(MailAttachment {
                bytes: STANDARD
                    .decode(&file.base64)
                    .map_err(|e| format!("attachment bytes: {e}"))?,
                file_name: file.file_name,
                content_type: file.content_type,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_round_trip_and_none_is_null() {
        assert_eq!(to_column(&[]), None);
        assert_eq!(from_column(None).unwrap(), Vec::new());
        let files = vec![MailAttachment {
            file_name: "viewing.ics".into(),
            content_type: "text/calendar; charset=utf-8".into(),
            bytes: b"BEGIN:VCALENDAR\r\n\xc3\xa8".to_vec(),
        }];
        let column = to_column(&files).unwrap();
        assert_eq!(from_column(Some(&column)).unwrap(), files);
        assert!(from_column(Some("[{\"file_name\":1}]")).is_err());
    }
}
