//! A property's virtual tour opens the page's `frame-src` to its host on that page alone.

use crate::support::pages::*;
use domain::ports::ContentChange;
use domain::{Ref, Visibility};
use plans::TourUrl;

fn directive(csp: &str, name: &str) -> String {
    csp.split(';')
        .map(str::trim)
        .find(|d| d.starts_with(&format!("{name} ")))
        .unwrap_or_else(|| panic!("no {name} in {csp}"))
        .to_owned()
}

async fn frame_src(site: &TestApp, path: &str) -> String {
    let response = site.in_process.get(path).send().await;
    response.assert_status_is_ok();
    directive(
        &header(&response, "content-security-policy").unwrap(),
        "frame-src",
    )
}

#[tokio::test]
async fn only_the_page_of_a_property_with_a_tour_opens_frames_to_its_host() {
    let site = spawn(Spawn {
        properties: vec![
            property("123", Visibility::Visible, 450_000, false),
            property("124", Visibility::Visible, 450_000, false),
        ],
        ..Spawn::site()
    })
    .await;
    let with_tour = Ref::parse("123").unwrap();
    site.state
        .property_media
        .set_tour(
            &with_tour,
            Some(TourUrl::parse("https://kuula.co/share/collection/7lVLq").unwrap()),
        )
        .await
        .unwrap();
    site.state
        .content_events
        .publish(&[ContentChange::Property(with_tour)])
        .await;

    assert_eq!(
        frame_src(&site, "/property/for-sale/in-italy/123").await,
        "frame-src https://www.youtube-nocookie.com https://kuula.co"
    );
    // Served again from the page cache, with the same policy.
    assert_eq!(
        frame_src(&site, "/property/for-sale/in-italy/123").await,
        "frame-src https://www.youtube-nocookie.com https://kuula.co"
    );
    for path in [
        "/property/for-sale/in-italy/124",
        "/",
        "/contact-langhe-property",
    ] {
        assert_eq!(
            frame_src(&site, path).await,
            "frame-src https://www.youtube-nocookie.com",
            "{path}"
        );
    }
}
