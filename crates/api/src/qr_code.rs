//! QR codes for printed brochures, drawn here as SVG: no third-party service sees which
//! property a visitor prints.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// Side of the drawing in SVG units; the brochure scales it to about 3 cm.
const MIN_SIZE: u32 = 200;

/// The QR code of `url` as an SVG document, or `None` when the text cannot be encoded (far
/// longer than any page address).
pub fn qr_svg(url: &str) -> Option<String> {
    // Level M survives a crease or a smudge on paper, and keeps the code small.
    let code = QrCode::with_error_correction_level(url.as_bytes(), EcLevel::M).ok()?;
    Some(
        code.render::<svg::Color<'_>>()
            .min_dimensions(MIN_SIZE, MIN_SIZE)
            .quiet_zone(true)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_address_becomes_an_svg_square() {
        let svg = qr_svg("https://langhe.example/property/for-sale/in-italy/101-farmhouse-barolo")
            .unwrap();
        assert!(svg.starts_with("<?xml"), "{svg}");
        assert!(svg.contains("<svg"), "{svg}");
        assert!(svg.contains("#000000"), "{svg}");
    }

    #[test]
    fn longer_addresses_draw_larger_codes() {
        let short = qr_svg("https://a.example/1").unwrap();
        let long = qr_svg(&format!("https://a.example/{}", "x".repeat(300))).unwrap();
        assert!(long.len() > short.len());
        assert_eq!(qr_svg(&"x".repeat(5_000)), None);
    }
}
