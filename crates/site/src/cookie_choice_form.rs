//! The cookie banner without JavaScript: its buttons post the choice here as an ordinary form,
//! and the answer stores it in the same first-party cookie the app writes, then sends the
//! visitor back to the page they were on (303), drawn without the banner. With JavaScript the
//! app records the choice itself and never posts.

use crate::ssr::cookie_choice::COOKIE_NAME;
use poem::http::header::{self, HeaderValue};
use poem::http::StatusCode;
use poem::{Request, Response};
use url::form_urlencoded;

pub const COOKIE_CHOICE_PATH: &str = "/cookie-choice";
/// The cookie lives a year, as the app's (frontend/src/lib/consent-cookie.ts).
const ONE_YEAR_SECONDS: u32 = 365 * 24 * 60 * 60;

/// What the banner's form sends.
#[derive(Debug, PartialEq, Eq)]
struct ChoiceForm {
    choice: &'static str,
    back: String,
}

/// The form's fields; `None` for anything but the two choices. An address to go back to
/// that is not a path of this site (another host, `//host`, a backslash) becomes the home.
fn read_form(body: &[u8]) -> Option<ChoiceForm> {
    let mut choice = None;
    let mut back = String::from("/");
    for (name, value) in form_urlencoded::parse(body) {
        match name.as_ref() {
            "choice" => {
                choice = match value.as_ref() {
                    "accepted" => Some("accepted"),
                    "refused" => Some("refused"),
                    _ => None,
                }
            }
            "back" if is_own_path(&value) => back = value.into_owned(),
            _ => {}
        }
    }
    Some(ChoiceForm {
        choice: choice?,
        back,
    })
}

fn is_own_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains('\\')
        && !path.chars().any(char::is_control)
}

/// A choice is the visitor's own: a form posted from another site (the browser says so in
/// `Sec-Fetch-Site`, or in `Origin`) cannot make it for them.
fn posted_from_elsewhere(req: &Request, public_url: &str) -> bool {
    let header_text = |name| {
        req.headers()
            .get(name)
            .and_then(|v: &HeaderValue| v.to_str().ok())
    };
    if let Some(site) = header_text("sec-fetch-site") {
        return !matches!(site, "same-origin" | "none");
    }
    match header_text("origin") {
        None => false,
        Some(origin) => {
            let own = public_url.trim_end_matches('/');
            let host = req
                .headers()
                .get(header::HOST)
                .and_then(|v| v.to_str().ok());
            origin != own
                && !host.is_some_and(|host| {
                    origin == format!("http://{host}") || origin == format!("https://{host}")
                })
        }
    }
}

/// Answers the banner's form: 303 back with the cookie set, 400 for a choice it does not
/// know, 403 for a form from another site.
pub fn answer(req: &Request, body: &[u8], public_url: &str) -> Response {
    if posted_from_elsewhere(req, public_url) {
        return Response::builder()
            .status(StatusCode::FORBIDDEN)
            .body("A cookie choice is made on this site.");
    }
    let Some(form) = read_form(body) else {
        return Response::builder()
            .status(StatusCode::BAD_REQUEST)
            .body("Choose accepted or refused.");
    };
    let secure = if public_url.starts_with("https://") {
        "; Secure"
    } else {
        ""
    };
    Response::builder()
        .status(StatusCode::SEE_OTHER)
        .header(header::LOCATION, form.back)
        .header(
            header::SET_COOKIE,
            format!(
                "{COOKIE_NAME}={}; Path=/; Max-Age={ONE_YEAR_SECONDS}; SameSite=Lax{secure}",
                form.choice
            ),
        )
        .header(header::CACHE_CONTROL, "no-store")
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_names_a_choice_and_a_page_of_this_site_to_go_back_to() {
        assert_eq!(
            read_form(b"choice=refused&back=%2Fit%2Findex.html%3Fa%3D1"),
            Some(ChoiceForm {
                choice: "refused",
                back: "/it/index.html?a=1".into()
            })
        );
        for elsewhere in ["https://evil.example/", "//evil.example/", "/\\evil", "x"] {
            let body = format!("choice=accepted&back={}", urlencode(elsewhere));
            assert_eq!(read_form(body.as_bytes()).unwrap().back, "/", "{elsewhere}");
        }
        assert_eq!(read_form(b"choice=maybe&back=%2F"), None);
        assert_eq!(read_form(b"back=%2F"), None);
    }

    fn urlencode(text: &str) -> String {
        form_urlencoded::byte_serialize(text.as_bytes()).collect()
    }

    #[test]
    fn a_choice_sets_the_cookie_and_goes_back() {
        let req = Request::builder()
            .header("sec-fetch-site", "same-origin")
            .finish();
        let answer = answer(
            &req,
            b"choice=accepted&back=%2Fcontact-langhe-property",
            "https://langhe.example",
        );
        assert_eq!(answer.status(), StatusCode::SEE_OTHER);
        assert_eq!(
            answer.headers()[header::LOCATION],
            "/contact-langhe-property"
        );
        assert_eq!(
            answer.headers()[header::SET_COOKIE],
            "cookie-consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax; Secure"
        );
    }

    #[test]
    fn another_site_cannot_choose_for_the_visitor() {
        let cross = Request::builder()
            .header("sec-fetch-site", "cross-site")
            .finish();
        assert_eq!(
            answer(&cross, b"choice=accepted", "https://langhe.example").status(),
            StatusCode::FORBIDDEN
        );
        let foreign_origin = Request::builder()
            .header("origin", "https://evil.example")
            .header("host", "langhe.example")
            .finish();
        assert_eq!(
            answer(
                &foreign_origin,
                b"choice=accepted",
                "https://langhe.example"
            )
            .status(),
            StatusCode::FORBIDDEN
        );
        let own_origin = Request::builder()
            .header("origin", "http://127.0.0.1:8080")
            .header("host", "127.0.0.1:8080")
            .finish();
        assert_eq!(
            answer(&own_origin, b"choice=refused", "https://langhe.example").status(),
            StatusCode::SEE_OTHER
        );
    }
}
