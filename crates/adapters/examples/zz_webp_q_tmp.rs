use adapters::demo::paint_landscape;
fn psnr(a: &[u8], b: &[u8]) -> f64 {
    let s: f64 = a.iter().zip(b).map(|(&x, &y)| (x as f64 - y as f64).powi(2)).sum();
    10.0 * (255.0f64 * 255.0 / (s / a.len() as f64)).log10()
}
fn main() {
    let img = paint_landscape(2024, 1800, 1200);
    let jpeg = adapters::images::encode_jpeg(&img).unwrap();
    let dj = image::load_from_memory(&jpeg).unwrap().into_rgb8();
    println!("jpeg q82 {} B psnr {:.2}", jpeg.len(), psnr(img.as_raw(), dj.as_raw()));
    for q in [70.0f32, 76.0, 80.0, 85.0, 90.0] {
        let w = webp::Encoder::from_rgb(img.as_raw(), 1800, 1200).encode_simple(false, q).unwrap();
        let d = webp::Decoder::new(&w).decode().unwrap();
        println!("webp q{q} {} B ({:.2}) psnr {:.2}", w.len(), w.len() as f64 / jpeg.len() as f64, psnr(img.as_raw(), &d));
    }
}
