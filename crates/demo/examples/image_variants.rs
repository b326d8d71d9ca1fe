//! Benchmark of the photo pipeline (run through `bench/image_variants.sh`).
//!
//! `image_variants generate FILE [WIDTH HEIGHT]` paints a landscape and writes it as a camera-like
//! JPEG (quality 92). `image_variants run FILE [RUNS]` turns FILE into every published size
//! RUNS times and prints the median time, this process's peak resident memory, and the JPEG
//! and WebP size of each variant. Generating in a separate process keeps the painter's memory
//! out of the pipeline's peak.

use anyhow::{bail, Context};
use demo::paint_landscape;
use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use picture_store::{
    make_variants, render_variants, UploadLimits, VariantSize, BACKGROUND, GALLERY_LARGE,
    GALLERY_SMALL, GALLERY_THUMB, LISTING, LISTING_SMALL,
};
use std::time::{Duration, Instant};

const ALL_SIZES: [(&str, VariantSize); 6] = [
    ("gallery large", GALLERY_LARGE),
    ("gallery small", GALLERY_SMALL),
    ("gallery thumb", GALLERY_THUMB),
    ("listing", LISTING),
    ("listing small", LISTING_SMALL),
    ("background", BACKGROUND),
];

const TARGET_TIME: Duration = Duration::from_secs(3);
const TARGET_PEAK_KB: u64 = 500 * 1024;
const TARGET_RATIO: f64 = 0.7;

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["generate", file, rest @ ..] => {
            let width = rest
                .first()
                .map_or(Ok(6000), |w| w.parse())
                .context("width")?;
            let height = rest
                .get(1)
                .map_or(Ok(4000), |h| h.parse())
                .context("height")?;
            generate(file, width, height)
        }
        ["run", file, rest @ ..] => {
            let runs = rest.first().map_or(Ok(5), |n| n.parse()).context("runs")?;
            run(file, runs)
        }
        _ => bail!("usage: image_variants generate FILE [WIDTH HEIGHT] | run FILE [RUNS]"),
    }
}

fn generate(file: &str, width: u32, height: u32) -> anyhow::Result<()> {
    let picture = paint_landscape(2024, width, height);
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, 92).write_image(
        picture.as_raw(),
        width,
        height,
        ExtendedColorType::Rgb8,
    )?;
    std::fs::write(file, &jpeg).with_context(|| format!("writing {file}"))?;
    println!("generated {file}: {width} × {height}, {} bytes", jpeg.len());
    Ok(())
}

fn run(file: &str, runs: usize) -> anyhow::Result<()> {
    let upload = std::fs::read(file).with_context(|| format!("reading {file}"))?;
    let sizes: Vec<VariantSize> = ALL_SIZES.iter().map(|(_, size)| *size).collect();
    let limits = UploadLimits::default();

    let mut times = Vec::with_capacity(runs);
    let mut variants = Vec::new();
    for _ in 0..runs.max(1) {
        let started = Instant::now();
        variants = make_variants(&upload, &sizes, &limits)?;
        times.push(started.elapsed());
    }
    times.sort();
    let median = times[times.len() / 2];

    println!("input: {file}, {} bytes", upload.len());
    println!(
        "runs: {}, median {:.3} s, fastest {:.3} s, slowest {:.3} s",
        times.len(),
        secs(median),
        secs(times[0]),
        secs(times[times.len() - 1])
    );
    println!("peak RSS: {} MB", peak_rss_kb()? / 1024);
    println!(
        "{:<14} {:>10} {:>10} {:>10} {:>8}",
        "variant", "size", "JPEG B", "WebP B", "WebP/JPEG"
    );
    for ((name, size), variant) in ALL_SIZES.iter().zip(&variants) {
        println!(
            "{:<14} {:>10} {:>10} {:>10} {:>8.2}",
            name,
            format!("{}x{}", size.width, size.height),
            variant.jpeg.len(),
            variant.webp.len(),
            variant.webp.len() as f64 / variant.jpeg.len() as f64
        );
    }
    quality_check()?;

    let worst_ratio = variants
        .iter()
        .map(|v| v.webp.len() as f64 / v.jpeg.len() as f64)
        .fold(0.0, f64::max);
    let met =
        median < TARGET_TIME && peak_rss_kb()? < TARGET_PEAK_KB && worst_ratio <= TARGET_RATIO;
    println!(
        "targets (median < {} s, peak < {} MB, WebP/JPEG <= {TARGET_RATIO}): {}",
        TARGET_TIME.as_secs(),
        TARGET_PEAK_KB / 1024,
        if met { "met" } else { "MISSED" }
    );
    if !met {
        std::process::exit(1);
    }
    Ok(())
}

/// Both encoders' fidelity on the same unscaled 1800 × 1200 picture, so the size ratio above
/// compares like with like.
fn quality_check() -> anyhow::Result<()> {
    let reference = paint_landscape(2024, GALLERY_LARGE.width, GALLERY_LARGE.height);
    let variant = render_variants(&reference, &[GALLERY_LARGE])?.remove(0);
    let jpeg = image::load_from_memory(&variant.jpeg)?.into_rgb8();
    let webp = webp::Decoder::new(&variant.webp)
        .decode()
        .context("decoding the WebP")?;
    let webp = RgbImage::from_raw(webp.width(), webp.height(), webp.to_vec())
        .context("WebP decoded as RGB")?;
    println!(
        "fidelity at 1800x1200: JPEG PSNR {:.2} dB ({} B), WebP PSNR {:.2} dB ({} B)",
        psnr(&reference, &jpeg),
        variant.jpeg.len(),
        psnr(&reference, &webp),
        variant.webp.len()
    );
    Ok(())
}

fn psnr(a: &RgbImage, b: &RgbImage) -> f64 {
    let squared: f64 = a
        .as_raw()
        .iter()
        .zip(b.as_raw())
        .map(|(&x, &y)| (f64::from(x) - f64::from(y)).powi(2))
        .sum();
    let mse = squared / a.as_raw().len() as f64;
    10.0 * (255.0f64 * 255.0 / mse).log10()
}

fn secs(duration: Duration) -> f64 {
    duration.as_secs_f64()
}

/// VmHWM: the highest resident set size this process reached.
fn peak_rss_kb() -> anyhow::Result<u64> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    let line = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .context("no VmHWM")?;
    Ok(line
        .split_whitespace()
        .nth(1)
        .context("VmHWM value")?
        .parse()?)
}
