//! Procedural Piedmont landscapes: sky, rolling hills, vineyard rows, a farmhouse and
//! cypresses, varied by a seed. Demo photos are painted, never copied, so the demo content
//! carries no one else's rights; the bench uses them as photo-like input too.

use image::RgbImage;

type Colour = [f32; 3];

fn mix(a: Colour, b: Colour, t: f32) -> Colour {
    let t = t.clamp(0.0, 1.0);
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn shade(c: Colour, factor: f32) -> Colour {
    [c[0] * factor, c[1] * factor, c[2] * factor]
}

/// One ridge line: a sum of sines, in fractions of the picture height.
struct Hill {
    base: f32,
    waves: [(f32, f32, f32); 3],
    colour: Colour,
    vineyard: Option<Vineyard>,
}

struct Vineyard {
    rows: f32,
    slant: f32,
}

impl Hill {
    fn ridge(&self, u: f32) -> f32 {
        self.base
            + self
                .waves
                .iter()
                .map(|&(amplitude, frequency, phase)| amplitude * (u * frequency + phase).sin())
                .sum::<f32>()
    }
}

struct Scene {
    sky_top: Colour,
    sky_horizon: Colour,
    sun: (f32, f32, f32),
    hills: Vec<Hill>,
    house: (f32, f32),
    cypresses: Vec<f32>,
    grain_seed: u32,
}

const FIELD_GREENS: [Colour; 4] = [
    [96.0, 128.0, 62.0],
    [118.0, 140.0, 70.0],
    [140.0, 132.0, 76.0],
    [84.0, 116.0, 58.0],
];

impl Scene {
    fn from_seed(seed: u64) -> Self {
        let mut rng = fastrand::Rng::with_seed(seed);
        let evening = rng.u8(0..4) == 0;
        let (sky_top, sky_horizon) = if evening {
            ([70.0, 80.0, 140.0], [250.0, 178.0, 120.0])
        } else {
            (
                [60.0 + rng.f32() * 30.0, 120.0 + rng.f32() * 30.0, 205.0],
                [200.0, 222.0, 240.0],
            )
        };
        let layers = 4;
        let hills = (0..layers)
            .map(|layer| {
                let depth = layer as f32 / (layers - 1) as f32; // 0 far … 1 near
                let far_blue: Colour = [120.0, 142.0, 170.0];
                let near = FIELD_GREENS[rng.usize(0..FIELD_GREENS.len())];
                Hill {
                    base: 0.42 + depth * 0.2 + rng.f32() * 0.04,
                    waves: [
                        (
                            0.03 + rng.f32() * 0.04,
                            2.0 + rng.f32() * 3.0,
                            rng.f32() * 6.3,
                        ),
                        (
                            0.01 + rng.f32() * 0.02,
                            6.0 + rng.f32() * 6.0,
                            rng.f32() * 6.3,
                        ),
                        (0.004, 17.0 + rng.f32() * 10.0, rng.f32() * 6.3),
                    ],
                    colour: mix(far_blue, near, depth * 1.1),
                    vineyard: (layer >= 2).then(|| Vineyard {
                        rows: 60.0 + rng.f32() * 80.0,
                        slant: rng.f32() * 1.6 - 0.8,
                    }),
                }
            })
            .collect();
        Scene {
            sky_top,
            sky_horizon,
            sun: (
                0.15 + rng.f32() * 0.7,
                0.12 + rng.f32() * 0.15,
                if evening { 0.05 } else { 0.035 },
            ),
            hills,
            house: (0.2 + rng.f32() * 0.6, 0.05 + rng.f32() * 0.03),
            cypresses: (0..rng.usize(2..6)).map(|_| rng.f32()).collect(),
            grain_seed: rng.u32(..),
        }
    }
}

/// Cheap per-pixel grain, so the picture compresses like a photo rather than a drawing.
fn grain(x: u32, y: u32, seed: u32) -> f32 {
    let mut h = x.wrapping_mul(0x9E37_79B1) ^ y.wrapping_mul(0x85EB_CA77) ^ seed;
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    (h & 0xFF) as f32 / 255.0 - 0.5
}

/// Paints a landscape of `width` × `height`; the same seed always gives the same picture.
pub fn paint_landscape(seed: u64, width: u32, height: u32) -> RgbImage {
    let scene = Scene::from_seed(seed);
    let (w, h) = (width as f32, height as f32);
    // Everything that depends on the column only is worked out once per column.
    let ridges: Vec<Vec<f32>> = scene
        .hills
        .iter()
        .map(|hill| (0..width).map(|x| hill.ridge(x as f32 / w) * h).collect())
        .collect();
    // The house and the cypresses stand on the second-nearest hill.
    let stand = scene.hills.len() - 2;
    let ground_at = |fx: f32| ridges[stand][(fx.max(0.0) as usize).min(width as usize - 1)];
    let house_x = scene.house.0 * w;
    let house_w = scene.house.1 * w;
    let house_ground = ground_at(house_x) + h * 0.01;
    let house_h = house_w * 0.55;
    let cypress_half_width = w * 0.008;
    let cypress_at: Vec<Option<(f32, f32)>> = (0..width)
        .map(|x| {
            let fx = x as f32;
            scene
                .cypresses
                .iter()
                .map(|place| place * w)
                .find(|cx| (fx - cx).abs() < cypress_half_width)
                .map(|cx| (cx, ground_at(cx)))
        })
        .collect();
    let (sun_x, sun_y, sun_r) = (scene.sun.0 * w, scene.sun.1 * h, scene.sun.2 * w);

    let mut image = RgbImage::new(width, height);
    for (y, row) in image
        .as_mut()
        .chunks_exact_mut(width as usize * 3)
        .enumerate()
    {
        let fy = y as f32;
        let sky = mix(scene.sky_top, scene.sky_horizon, fy / (h * 0.55));
        for (x, pixel) in row.chunks_exact_mut(3).enumerate() {
            let fx = x as f32;
            let front = (0..scene.hills.len()).rev().find(|&i| fy >= ridges[i][x]);
            let mut colour = match front {
                None => {
                    let (dx, dy) = (fx - sun_x, fy - sun_y);
                    if dx.abs() > sun_r * 4.0 || dy.abs() > sun_r * 4.0 {
                        sky
                    } else {
                        let distance = (dx * dx + dy * dy).sqrt();
                        let glow = (1.0 - distance / (sun_r * 4.0)).max(0.0).powi(2);
                        if distance < sun_r {
                            [255.0, 244.0, 214.0]
                        } else {
                            mix(sky, [255.0, 236.0, 200.0], glow)
                        }
                    }
                }
                Some(i) => {
                    let hill = &scene.hills[i];
                    let below = (fy - ridges[i][x]) / h;
                    let mut colour = shade(hill.colour, 1.0 - below * 0.6);
                    if let Some(vineyard) = &hill.vineyard {
                        let phase =
                            (fx / w + below * vineyard.slant) * vineyard.rows * (1.0 + below * 3.0);
                        let row_shade = 0.5 + 0.5 * (phase * std::f32::consts::TAU).sin();
                        colour = shade(colour, 0.72 + 0.28 * row_shade);
                    }
                    colour
                }
            };

            let off_centre = (fx - house_x).abs();
            if off_centre < house_w * 0.6 && front.is_some_and(|i| i <= stand) {
                let wall =
                    off_centre < house_w / 2.0 && fy <= house_ground && fy > house_ground - house_h;
                let roof_height = house_h * 0.45 * (1.0 - off_centre / (house_w * 0.6));
                let roof =
                    fy <= house_ground - house_h && fy > house_ground - house_h - roof_height;
                if wall {
                    let window = ((fx - house_x + house_w) / (house_w / 6.0)) as i32 % 2 == 0
                        && ((house_ground - fy) / (house_h / 3.0)) as i32 == 1;
                    colour = if window {
                        [70.0, 52.0, 40.0]
                    } else {
                        [222.0, 190.0, 140.0]
                    };
                } else if roof {
                    colour = [176.0, 82.0, 52.0];
                }
            }
            if let Some((cx, ground)) = cypress_at[x] {
                let dy = (ground - fy) / (h * 0.11);
                if (0.0..1.0).contains(&dy) {
                    let half = cypress_half_width * (1.0 - dy).sqrt() * (dy * 4.0).min(1.0);
                    if (fx - cx).abs() < half {
                        colour = [34.0, 58.0, 32.0];
                    }
                }
            }

            let noise = grain(x as u32, y as u32, scene.grain_seed) * 14.0;
            for (channel, value) in pixel.iter_mut().zip(colour) {
                *channel = (value + noise).clamp(0.0, 255.0) as u8;
            }
        }
    }
    image
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_picture_other_seed_other_picture() {
        let a = paint_landscape(7, 120, 80);
        assert_eq!(a.dimensions(), (120, 80));
        assert_eq!(a, paint_landscape(7, 120, 80));
        assert_ne!(a, paint_landscape(8, 120, 80));
    }

    #[test]
    fn sky_is_above_and_land_below() {
        let picture = paint_landscape(3, 300, 200);
        let top = picture.get_pixel(150, 2);
        let bottom = picture.get_pixel(150, 197);
        assert!(top[2] > top[1] && top[2] > 120, "sky is blue-ish: {top:?}");
        assert!(bottom[1] >= bottom[2], "land is green or ochre: {bottom:?}");
    }
}
