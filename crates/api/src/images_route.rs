//! `/images/*`: picture bytes from the image store.
//!
//! A URL with `?v=` names one version of a picture (the API and the page heads add it; new
//! bytes under a key come with a new `v`), so it is cached for a year as immutable. Without
//! it, the same URL may show other bytes tomorrow (a listing picture replaced in place), so it
//! is cached briefly and then revalidated with its ETag or Last-Modified: 304 when unchanged.
//! `/images/v/{version}/{key}` names the version in the path instead, for readers that want
//! a picture's URL to end with its extension (the Kyero feed): the picture's own version
//! (the digest of its bytes) is cached for a year, any other briefly, since what answers is
//! today's bytes.
//!
//! Pictures of a property that is not public (hidden, or gone) answer 404 to the public, like
//! the property itself; staff reach them through the signed URLs the API gives them
//! (`picture_access`), answered `private, no-store` so that no shared cache or CDN keeps them.
//! An unlisted property's pictures need its share key in the query (`key=…`, which the API
//! adds to their URLs for a visitor who came by the share link), like its page: without it,
//! or with another, the same 404. They are answered `private` so that no CDN keeps a copy
//! that would outlive a new key.
//!
//! Only the formats the site writes are served (`ServedFormat`), each with its fixed type;
//! any other stored file is the same 404 as a missing picture. Every answer forbids sniffing
//! and runs under a sandboxing policy, so even bytes that are not what their name says never
//! act as a page of this origin.

use crate::error::{operation_statuses, ApiError};
use crate::picture_access::PictureAccess;
use crate::state::AppState;
use app::addresses::share_link::share_key_in;
use chrono::{DateTime, Utc};
use domain::{Ref, Visibility};
use pictures::ports::{ImageInfo, ImageStoreError};
use pictures::{split_path_version, ImageVersion, ServedFormat};
use poem::http::{header, HeaderMap, StatusCode};
use poem::middleware::SetHeader;
use poem::web::{Data, Path};
use poem::{get, handler, EndpointExt, IntoResponse, Request, Response, Route};

pub const VERSIONED_CACHE_CONTROL: &str = "public, max-age=31536000, immutable";
pub const UNVERSIONED_CACHE_CONTROL: &str = "public, max-age=300";
/// A hidden property's picture, shown to staff through a grant.
pub const PRIVATE_CACHE_CONTROL: &str = "private, no-store";
/// An unlisted property's picture, shown with its share key: the visitor's browser may keep
/// it, no shared cache may.
pub const SHARED_LINK_CACHE_CONTROL: &str = "private, max-age=86400";

/// No script, style, frame or form: a picture needs none, and a file that is not one gets
/// nothing of the site's origin.
pub const IMAGES_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; sandbox";

pub fn routes() -> impl poem::Endpoint<Output = Response> {
    Route::new().at("/*key", get(image)).with(
        SetHeader::new()
            .overriding(header::X_CONTENT_TYPE_OPTIONS, "nosniff")
            .overriding(
                header::CONTENT_SECURITY_POLICY,
                IMAGES_CONTENT_SECURITY_POLICY,
            ),
    )
}

/// True when the query names a version: `v` with a value.
fn is_versioned(query: Option<&str>) -> bool {
    query.is_some_and(|query| {
        query.split('&').any(|pair| {
            pair.strip_prefix("v=")
                .is_some_and(|value| !value.is_empty())
        })
    })
}

fn entity_tag(info: &ImageInfo) -> String {
    format!("\"{}\"", info.version)
}

fn http_date(at: DateTime<Utc>) -> String {
    at.format("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

/// RFC 9110 §13.1.1 and §13.1.3: If-None-Match (weakly compared, `*` matching anything)
/// decides when present; otherwise If-Modified-Since, at the one-second precision of HTTP
/// dates.
fn is_unchanged(headers: &HeaderMap, info: &ImageInfo) -> bool {
    if let Some(tags) = headers.get(header::IF_NONE_MATCH) {
        let ours = entity_tag(info);
        let tags = tags.to_str().unwrap_or_default();
        return tags
            .split(',')
            .map(str::trim)
            .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == ours);
    }
    let since = headers
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| DateTime::parse_from_rfc2822(value).ok());
    since.is_some_and(|since| info.last_modified.timestamp() <= since.timestamp())
}

fn with_validators(response: Response, info: &ImageInfo, cache_control: &str) -> Response {
    let mut response = response;
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CACHE_CONTROL, cache_control.to_owned()),
        (header::ETAG, entity_tag(info)),
        (header::LAST_MODIFIED, http_date(info.last_modified)),
    ] {
        if let Ok(value) = value.parse() {
            headers.insert(name, value);
        }
    }
    response
}

operation_statuses! {
    /// `/images/*` is not in the API's spec, but answers errors in the API's shape.
    ServeImage: NotFound, Internal;
}

fn failure(key: &str, error: ImageStoreError) -> Response {
    let answer: ApiError<ServeImage> = match error {
        ImageStoreError::NotFound | ImageStoreError::InvalidKey => {
            ApiError::not_found("Image not found")
        }
        error => {
            ApiError::internal(anyhow::Error::new(error).context(format!("reading image {key}")))
        }
    };
    answer.into_response()
}

/// The ref of a property picture's key (`properties/{ref}{path}/…`); `Some(None)` for a key
/// under `properties/` that names no ref; `None` for other pictures (towns, places, articles).
pub fn property_of(key: &str) -> Option<Option<Ref>> {
    let inside = key.strip_prefix("properties/")?;
    Some(inside.get(..3).and_then(|digits| Ref::parse(digits).ok()))
}

enum Access {
    Public,
    /// An unlisted property's picture, with its share key.
    Link,
    /// A hidden or unlisted property's picture, with a valid staff grant.
    Staff,
    Refused,
}

async fn access_to(state: &AppState, key: &str, query: Option<&str>) -> Result<Access, Response> {
    let Some(reference) = property_of(key) else {
        return Ok(Access::Public);
    };
    let Some(reference) = reference else {
        return Ok(Access::Refused);
    };
    let property = state
        .properties
        .find_by_ref(&reference)
        .await
        .map_err(|error| {
            let error = anyhow::anyhow!("looking up the property of picture {key}: {error}");
            ApiError::<ServeImage>::internal(error).into_response()
        })?;
    let key = share_key_in(query);
    Ok(match property {
        Some(property) if property.is_open_to(key.as_ref()) => match property.visibility {
            Visibility::Visible => Access::Public,
            _ => Access::Link,
        },
        _ => {
            let granted = PictureAccess::grant_in_query(query).is_some_and(|grant| {
                let access = &state.staff.picture_access;
                access.allows(&reference.to_string(), grant, Utc::now())
            });
            if granted {
                Access::Staff
            } else {
                Access::Refused
            }
        }
    })
}

/// How long a picture may be kept. A URL with its version in the path is kept for a year only
/// while that version is the picture's: an older version's URL (a feed a portal copied before
/// the picture changed) shows today's bytes, so it is kept briefly and revalidated.
fn cache_control_for(
    access: &Access,
    version_in_path: Option<&ImageVersion>,
    query: Option<&str>,
    info: &ImageInfo,
) -> &'static str {
    match (access, version_in_path) {
        (Access::Staff | Access::Refused, _) => PRIVATE_CACHE_CONTROL,
        (Access::Link, _) => SHARED_LINK_CACHE_CONTROL,
        (Access::Public, Some(version)) if *version == info.version => VERSIONED_CACHE_CONTROL,
        (Access::Public, Some(_)) => UNVERSIONED_CACHE_CONTROL,
        (Access::Public, None) if is_versioned(query) => VERSIONED_CACHE_CONTROL,
        (Access::Public, None) => UNVERSIONED_CACHE_CONTROL,
    }
}

#[handler]
async fn image(
    request: &Request,
    Path(path): Path<String>,
    Data(state): Data<&AppState>,
) -> Response {
    let (version_in_path, key) = match split_path_version(&path) {
        Some((version, key)) => (Some(version), key.to_owned()),
        None => (None, path),
    };
    let Some(format) = ServedFormat::of_key(&key) else {
        return failure(&key, ImageStoreError::NotFound);
    };
    let query = request.uri().query();
    let access = match access_to(state, &key, query).await {
        Err(failed) => return failed,
        Ok(Access::Refused) => return failure(&key, ImageStoreError::NotFound),
        Ok(access) => access,
    };
    let cache_control =
        |info: &ImageInfo| cache_control_for(&access, version_in_path.as_ref(), query, info);
    let headers = request.headers();
    let conditional = headers.contains_key(header::IF_NONE_MATCH)
        || headers.contains_key(header::IF_MODIFIED_SINCE);
    if conditional {
        // Only the metadata: an unchanged picture costs no read of its bytes.
        match state.images.head(&key).await {
            Ok(info) if is_unchanged(headers, &info) => {
                let unchanged = StatusCode::NOT_MODIFIED.into_response();
                return with_validators(unchanged, &info, cache_control(&info));
            }
            Ok(_) => {}
            Err(error) => return failure(&key, error),
        }
    }
    match state.images.get(&key).await {
        Ok(image) => {
            let response = Response::builder()
                .header(header::CONTENT_TYPE, format.content_type())
                .body(image.bytes);
            with_validators(response, &image.info, cache_control(&image.info))
        }
        Err(error) => failure(&key, error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_v_with_a_value_makes_a_url_versioned() {
        assert!(is_versioned(Some("v=17")));
        assert!(is_versioned(Some("w=1&v=a1")));
        for query in [None, Some(""), Some("v="), Some("version=1"), Some("vv=1")] {
            assert!(!is_versioned(query), "{query:?}");
        }
    }

    #[test]
    fn property_pictures_are_told_apart_by_their_key() {
        let of = |key| property_of(key).map(|r| r.map(|r| r.to_string()));
        assert_eq!(
            of("properties/123-villa/listing-v.jpg"),
            Some(Some("123".into()))
        );
        assert_eq!(of("properties/12"), Some(None));
        assert_eq!(of("properties/abc-x/listing.jpg"), Some(None));
        assert_eq!(of("towns/alba.jpg"), None);
        assert_eq!(of("articles/3/banner.jpg"), None);
    }
}
