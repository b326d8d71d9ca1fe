//! The structured facts of a generated listing: a kind drawn in the proportions of a Piedmont
//! catalogue, then rooms and areas in the ranges such a property has, so that search filters
//! on a generated catalogue keep realistic fractions of it. Checked by the domain like an
//! editor's save.

use domain::property::{FactsInput, PropertyFacts, PropertyKind};

/// A kind, its share of the catalogue in percent, and its ranges (inclusive).
struct KindProfile {
    kind: PropertyKind,
    percent: u32,
    /// `None`: not counted (land, commercial premises).
    bedrooms: Option<(i64, i64)>,
    bathrooms: Option<(i64, i64)>,
    internal_area_m2: Option<(i64, i64)>,
    land_area_m2: Option<(i64, i64)>,
}

/// The shares add up to 100.
const PROFILES: [KindProfile; 6] = [
    KindProfile {
        kind: PropertyKind::Farmhouse,
        percent: 26,
        bedrooms: Some((2, 8)),
        bathrooms: Some((1, 6)),
        internal_area_m2: Some((150, 900)),
        land_area_m2: Some((2_000, 80_000)),
    },
    KindProfile {
        kind: PropertyKind::Apartment,
        percent: 24,
        bedrooms: Some((1, 4)),
        bathrooms: Some((1, 3)),
        internal_area_m2: Some((45, 200)),
        land_area_m2: None,
    },
    KindProfile {
        kind: PropertyKind::House,
        percent: 20,
        bedrooms: Some((2, 5)),
        bathrooms: Some((1, 3)),
        internal_area_m2: Some((90, 320)),
        land_area_m2: Some((150, 3_000)),
    },
    KindProfile {
        kind: PropertyKind::Villa,
        percent: 14,
        bedrooms: Some((3, 8)),
        bathrooms: Some((2, 6)),
        internal_area_m2: Some((180, 700)),
        land_area_m2: Some((1_000, 15_000)),
    },
    KindProfile {
        kind: PropertyKind::Land,
        percent: 9,
        bedrooms: None,
        bathrooms: None,
        internal_area_m2: None,
        land_area_m2: Some((1_500, 120_000)),
    },
    KindProfile {
        kind: PropertyKind::Commercial,
        percent: 7,
        bedrooms: None,
        bathrooms: Some((1, 4)),
        internal_area_m2: Some((60, 1_500)),
        land_area_m2: Some((0, 5_000)),
    },
];

/// Facts for one generated listing.
pub fn generated_facts(random: &mut fastrand::Rng) -> PropertyFacts {
    let profile = drawn_profile(random.u32(0..100));
    let mut draw = |range: Option<(i64, i64)>| range.map(|(low, high)| random.i64(low..=high));
    let bedrooms = draw(profile.bedrooms);
    // No more bathrooms than bedrooms plus one: a home, not a spa.
    let bathrooms = draw(profile.bathrooms).map(|n| bedrooms.map_or(n, |b| n.min(b + 1)));
    let internal_area_m2 = draw(profile.internal_area_m2);
    // A commercial ground floor often has no land of its own: 0 draws none.
    let land_area_m2 = draw(profile.land_area_m2).filter(|m2| *m2 > 0);
    FactsInput {
        kind: Some(profile.kind.as_str()),
        bedrooms,
        bathrooms,
        internal_area_m2,
        land_area_m2,
    }
    .validate()
    .expect("the profiles' ranges are within the domain's limits")
}

/// The profile whose share covers `percentile` (0 to 99).
fn drawn_profile(percentile: u32) -> &'static KindProfile {
    let mut below = 0;
    PROFILES
        .iter()
        .find(|profile| {
            below += profile.percent;
            percentile < below
        })
        .expect("the shares add up to 100")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shares_cover_every_percentile_once() {
        assert_eq!(PROFILES.iter().map(|p| p.percent).sum::<u32>(), 100);
        assert_eq!(drawn_profile(0).kind, PropertyKind::Farmhouse);
        assert_eq!(drawn_profile(99).kind, PropertyKind::Commercial);
    }

    #[test]
    fn homes_have_rooms_and_land_has_none() {
        let mut random = fastrand::Rng::with_seed(1);
        let drawn: Vec<PropertyFacts> = (0..2_000).map(|_| generated_facts(&mut random)).collect();
        for kind in PropertyKind::ALL {
            let of_kind: Vec<&PropertyFacts> =
                drawn.iter().filter(|f| f.kind == Some(kind)).collect();
            assert!(of_kind.len() > 60, "{kind}: {}", of_kind.len());
            assert!(of_kind
                .iter()
                .all(|f| f.bedrooms.is_some() == kind.has_rooms()));
        }
        let bedrooms: std::collections::HashSet<u32> = drawn
            .iter()
            .filter_map(|f| f.bedrooms.map(|n| n.get()))
            .collect();
        assert!(bedrooms.len() >= 7, "{bedrooms:?}");
    }
}
