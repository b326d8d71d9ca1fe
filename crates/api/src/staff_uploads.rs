//! Which operations are the staff's uploads, whose session the edge checks before their body
//! is read (a body is megabytes, spooled to disk by the multipart parser). They are named by
//! operation id with the permission the operation itself requires; their paths are read from
//! the spec the operations declare, so a route renamed in its `#[oai(path = …)]` keeps its
//! check, an operation id that no longer names a POST operation stops the server's start, and
//! a test refuses an upload operation missing from the list.

use crate::{service, API_PREFIX};
use domain::Permission;

/// One staff upload: its operation and the permission the operation requires.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaffUpload {
    pub operation_id: &'static str,
    pub permission: Permission,
}

/// Every operation that takes a file (each documents 401, 403 and 413).
pub const STAFF_UPLOADS: [StaffUpload; 3] = [
    StaffUpload {
        operation_id: "uploadImage",
        permission: crate::images::UPLOAD_PERMISSION,
    },
    StaffUpload {
        operation_id: "uploadPropertyDocument",
        permission: crate::property_media::UPLOAD_PERMISSION,
    },
    StaffUpload {
        operation_id: "uploadFloorPlan",
        permission: crate::floor_plans::UPLOAD_PERMISSION,
    },
];

/// A staff upload's route: its full path template (`/api/properties/{ref}/documents`) and
/// the permission its operation requires.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadRoute {
    pub template: String,
    pub permission: Permission,
}

impl UploadRoute {
    /// Whether `path` (without a trailing `/`) is this route: each `{parameter}` of the
    /// template stands for one non-empty path segment.
    pub fn matches(&self, path: &str) -> bool {
        let mut wanted = self.template.split('/');
        let mut given = path.split('/');
        loop {
            match (wanted.next(), given.next()) {
                (None, None) => return true,
                (Some(template), Some(segment)) => {
                    let parameter = template.starts_with('{') && template.ends_with('}');
                    let fits = if parameter {
                        !segment.is_empty()
                    } else {
                        template == segment
                    };
                    if !fits {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }

    /// The route as the metrics name it: poem's pattern (`/api/properties/:ref/documents`).
    pub fn metric_route(&self) -> String {
        self.template
            .split('/')
            .map(|segment| match segment.strip_prefix('{') {
                Some(parameter) => format!(":{}", parameter.trim_end_matches('}')),
                None => segment.to_owned(),
            })
            .collect::<Vec<_>>()
            .join("/")
    }
}

/// Whether an operation of the spec takes a file: a multipart or binary request body.
pub fn takes_a_file(operation: &serde_json::Value) -> bool {
    operation["requestBody"]["content"]
        .as_object()
        .is_some_and(|content| {
            content.iter().any(|(media_type, body)| {
                media_type.starts_with("multipart/")
                    || media_type.starts_with("application/octet-stream")
                    || body["schema"]["format"] == "binary"
            })
        })
}

/// The routes of [`STAFF_UPLOADS`], from the API's own spec.
///
/// # Panics
/// When one of them is not a POST operation of the API: the list is stale.
pub fn upload_routes() -> Vec<UploadRoute> {
    let spec: serde_json::Value =
        serde_json::from_str(&service().spec()).expect("the API's spec is JSON");
    STAFF_UPLOADS
        .iter()
        .map(|upload| {
            let template = spec["paths"]
                .as_object()
                .and_then(|paths| {
                    paths.iter().find(|(_, operations)| {
                        operations["post"]["operationId"] == upload.operation_id
                    })
                })
                .map(|(path, _)| format!("{API_PREFIX}{path}"))
                .unwrap_or_else(|| panic!("{} is not a POST operation", upload.operation_id));
            UploadRoute {
                template,
                permission: upload.permission,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every operation of the spec that takes a file, by operation id.
    fn file_operations(spec: &serde_json::Value) -> Vec<String> {
        let mut found = Vec::new();
        for operations in spec["paths"].as_object().unwrap().values() {
            for operation in operations.as_object().unwrap().values() {
                if takes_a_file(operation) {
                    found.push(operation["operationId"].as_str().unwrap().to_owned());
                }
            }
        }
        found.sort();
        found
    }

    #[test]
    fn every_operation_that_takes_a_file_is_a_checked_staff_upload() {
        let spec: serde_json::Value = serde_json::from_str(&service().spec()).unwrap();
        let mut listed: Vec<String> = STAFF_UPLOADS
            .iter()
            .map(|upload| upload.operation_id.to_owned())
            .collect();
        listed.sort();
        assert_eq!(
            file_operations(&spec),
            listed,
            "an operation that takes a file must be in STAFF_UPLOADS, so the edge checks its \
             session before its body"
        );
        let routes = upload_routes();
        for (upload, route) in STAFF_UPLOADS.iter().zip(&routes) {
            let template = route.template.strip_prefix(API_PREFIX).unwrap();
            let operation = &spec["paths"][template]["post"];
            assert_eq!(operation["operationId"], upload.operation_id);
            for status in ["401", "403", "413"] {
                assert!(
                    operation["responses"][status].is_object(),
                    "{} documents {status}",
                    upload.operation_id
                );
            }
        }
        assert_eq!(
            routes
                .iter()
                .map(|route| (route.template.as_str(), route.permission))
                .collect::<Vec<_>>(),
            [
                ("/api/images", Permission::ManagePhotos),
                ("/api/properties/{ref}/documents", Permission::EditProperty),
                (
                    "/api/properties/{ref}/floor-plans",
                    Permission::EditProperty
                ),
            ]
        );
    }

    #[test]
    fn a_template_matches_one_segment_per_parameter() {
        let route = UploadRoute {
            template: "/api/properties/{ref}/documents".into(),
            permission: Permission::EditProperty,
        };
        assert!(route.matches("/api/properties/123/documents"));
        assert!(route.matches("/api/properties/a%2Fb/documents"));
        for other in [
            "/api/properties//documents",
            "/api/properties/123/documents/4",
            "/api/properties/1/2/documents",
            "/api/properties/123/floor-plans",
            "/api/properties/documents",
        ] {
            assert!(!route.matches(other), "{other}");
        }
        assert_eq!(route.metric_route(), "/api/properties/:ref/documents");
    }

    #[test]
    fn a_json_body_takes_no_file() {
        let json = serde_json::json!({"requestBody": {"content": {
            "application/json; charset=utf-8": {"schema": {"type": "object"}}}}});
        assert!(!takes_a_file(&json));
        assert!(!takes_a_file(&serde_json::json!({})));
        let binary = serde_json::json!({"requestBody": {"content": {
            "image/jpeg": {"schema": {"type": "string", "format": "binary"}}}}});
        assert!(takes_a_file(&binary));
    }
}
