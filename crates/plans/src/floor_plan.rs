//! A property's floor plans: one drawing per floor, with its label and, when known, its area.

use domain::Ref;
use std::fmt;

pub const MAX_FLOOR_LABEL_LENGTH: usize = 60;
/// Largest floor area accepted, in m²: far above any floor of a house.
pub const MAX_FLOOR_AREA_SQM: u32 = 10_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FloorPlanError {
    #[error("Floor label missing")]
    LabelMissing,
    #[error("Floor label longer than 60 characters")]
    LabelTooLong,
    #[error("Floor area must be between 1 and 10000 m²")]
    AreaOutOfRange,
}

/// The floor a plan shows, as the staff name it, e.g. "Ground floor" or "Piano terra".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorLabel(String);

impl FloorLabel {
    /// # Errors
    /// `LabelMissing` when blank, `LabelTooLong` past [`MAX_FLOOR_LABEL_LENGTH`] characters.
    pub fn parse(text: &str) -> Result<Self, FloorPlanError> {
        let label = text.trim();
        if label.is_empty() {
            return Err(FloorPlanError::LabelMissing);
        }
        if label.chars().count() > MAX_FLOOR_LABEL_LENGTH {
            return Err(FloorPlanError::LabelTooLong);
        }
        Ok(Self(label.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A floor's area in whole square metres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FloorArea(u32);

impl FloorArea {
    /// # Errors
    /// `AreaOutOfRange` outside 1..=[`MAX_FLOOR_AREA_SQM`].
    pub fn parse(sqm: i64) -> Result<Self, FloorPlanError> {
        u32::try_from(sqm)
            .ok()
            .filter(|sqm| (1..=MAX_FLOOR_AREA_SQM).contains(sqm))
            .map(Self)
            .ok_or(FloorPlanError::AreaOutOfRange)
    }

    pub fn sqm(self) -> u32 {
        self.0
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FloorPlanId(pub i64);

impl fmt::Display for FloorPlanId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A floor plan as stored; its drawing lives in the image store at `key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorPlan {
    pub id: FloorPlanId,
    pub reference: Ref,
    pub label: FloorLabel,
    pub area: Option<FloorArea>,
    pub key: String,
    pub position: i32,
}

/// A new plan's order: the ids of every plan of the property, once each.
/// # Errors
/// `false` when `order` leaves out, repeats or adds a plan.
pub fn is_complete_order(current: &[FloorPlanId], order: &[FloorPlanId]) -> bool {
    let mut wanted = order.to_vec();
    let mut have = current.to_vec();
    wanted.sort_unstable();
    have.sort_unstable();
    wanted == have
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_trimmed_and_bounded() {
        assert_eq!(
            FloorLabel::parse(" Ground floor ").unwrap().as_str(),
            "Ground floor"
        );
        assert_eq!(FloorLabel::parse(""), Err(FloorPlanError::LabelMissing));
        assert_eq!(
            FloorLabel::parse(&"a".repeat(61)),
            Err(FloorPlanError::LabelTooLong)
        );
    }

    #[test]
    fn areas_are_whole_square_metres_within_bounds() {
        assert_eq!(FloorArea::parse(1).unwrap().sqm(), 1);
        assert_eq!(FloorArea::parse(10_000).unwrap().sqm(), 10_000);
        for wrong in [0, -5, 10_001, i64::MAX] {
            assert_eq!(FloorArea::parse(wrong), Err(FloorPlanError::AreaOutOfRange));
        }
    }

    #[test]
    fn an_order_names_every_plan_once() {
        let ids = [FloorPlanId(1), FloorPlanId(2), FloorPlanId(3)];
        assert!(is_complete_order(&ids, &[ids[2], ids[0], ids[1]]));
        assert!(!is_complete_order(&ids, &[ids[2], ids[0]]));
        assert!(!is_complete_order(&ids, &[ids[2], ids[0], ids[0]]));
        assert!(!is_complete_order(
            &ids,
            &[ids[2], ids[0], ids[1], FloorPlanId(9)]
        ));
    }
}
