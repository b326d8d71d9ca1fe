//! The staff's order of a property's media (floor plans, documents): the same rule for both.

/// Whether `order` is a new order of `current`: every id of the property once each, nothing
/// left out, repeated or added.
pub fn is_complete_order<Id: Ord + Clone>(current: &[Id], order: &[Id]) -> bool {
    let mut wanted = order.to_vec();
    let mut have = current.to_vec();
    wanted.sort_unstable();
    have.sort_unstable();
    wanted == have
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DocumentId, FloorPlanId};

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

    #[test]
    fn an_order_names_every_document_once() {
        let ids = [DocumentId(4), DocumentId(8)];
        assert!(is_complete_order(&ids, &[ids[1], ids[0]]));
        assert!(!is_complete_order(&ids, &[]));
        assert!(!is_complete_order(&ids, &[ids[1], DocumentId(5)]));
        assert!(is_complete_order::<DocumentId>(&[], &[]));
    }
}
