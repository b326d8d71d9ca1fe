//! The content tables' columns with a closed set of values (`crate::stored_enum`).

use crate::stored_enum::stored_enum;
use domain::property::SellerKind;
use domain::{EnergyClass, EnvelopeQuality, PropertyKind, Role, Visibility};

stored_enum!(
    /// `properties.visibility`: `Visibility::as_str`.
    StoredVisibility <=> Visibility {
        Hidden = "hidden",
        Unlisted = "unlisted",
        Visible = "visible",
    }
);

stored_enum!(
    /// `properties.kind`: `PropertyKind::as_str`.
    StoredPropertyKind <=> PropertyKind {
        Villa = "villa",
        Farmhouse = "farmhouse",
        House = "house",
        Apartment = "apartment",
        Land = "land",
        Commercial = "commercial",
    }
);

stored_enum!(
    /// `properties.energy_class`: `EnergyClass::as_str`.
    StoredEnergyClass <=> EnergyClass {
        A4 = "A4",
        A3 = "A3",
        A2 = "A2",
        A1 = "A1",
        B = "B",
        C = "C",
        D = "D",
        E = "E",
        F = "F",
        G = "G",
    }
);

stored_enum!(
    /// `properties.envelope_quality_winter` and `_summer`: `EnvelopeQuality::as_str`.
    StoredEnvelopeQuality <=> EnvelopeQuality {
        High = "high",
        Medium = "medium",
        Low = "low",
    }
);

stored_enum!(
    /// `properties.seller_kind`: `SellerKind::as_str`.
    StoredSellerKind <=> SellerKind {
        Private = "private",
        Company = "company",
    }
);

stored_enum!(
    /// `users.role`: `Role::as_str`.
    StoredRole <=> Role {
        Admin = "admin",
        Agent = "agent",
    }
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stored_enum::assert_stored_as;

    #[test]
    fn the_stored_strings_are_the_domains() {
        assert_stored_as::<StoredVisibility, Visibility>(|v| v.as_str());
        assert_stored_as::<StoredPropertyKind, PropertyKind>(|k| k.as_str());
        assert_stored_as::<StoredEnergyClass, EnergyClass>(|c| c.as_str());
        assert_stored_as::<StoredRole, Role>(|r| r.as_str());
        assert_stored_as::<StoredEnvelopeQuality, EnvelopeQuality>(|q| q.as_str());
        assert_stored_as::<StoredSellerKind, SellerKind>(|s| s.as_str());
    }
}
