#[test]
fn timing() {
    let t = std::time::Instant::now();
    let p = adapters::demo::paint_landscape(1, 750, 500);
    eprintln!("paint 750x500: {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let p2 = adapters::demo::paint_landscape(1, 900, 600);
    eprintln!("paint 900x600: {:?}", t.elapsed());
    let t = std::time::Instant::now();
    adapters::images::render_variants(&p, &[adapters::images::LISTING, adapters::images::LISTING_SMALL]).unwrap();
    eprintln!("render listing: {:?}", t.elapsed());
    let t = std::time::Instant::now();
    adapters::images::render_variants(&p2, &[adapters::images::GALLERY_LARGE, adapters::images::GALLERY_SMALL]).unwrap();
    eprintln!("render large: {:?}", t.elapsed());
}
