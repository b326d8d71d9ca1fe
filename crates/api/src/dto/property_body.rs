use super::rule_number::{
    DistanceMinutes, EnergyIndex, InternalAreaM2, LandAreaM2, PriceEuros, Rooms, RuleNumber,
    TownReference,
};
use super::rule_text::{
    NonBlank, OptionalPropertyLine, PlaceKey, PropertyCoordinates, PropertyDescription,
    PropertyEnergyClass, PropertyKindChoice, PropertyLine, PropertyListText,
    PropertyMetaDescription, PropertyPath, PropertyRef, PropertyVisibility, RuleText,
};
use domain::property::{DistanceInput, PropertyInput};
use domain::CounterBlock;
use poem_openapi::Object;

#[derive(Debug, Clone, Object)]
#[oai(rename = "DistanceInput")]
pub struct DistanceBody {
    /// Minutes, 0 to 1440; missing means 0.
    pub distance: RuleNumber<DistanceMinutes>,
    pub descrip: RuleText<NonBlank>,
    /// Lowercase letters, digits and '-': names the picture `places/{place}.jpg`.
    pub place: RuleText<PlaceKey>,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "CounterBlockInput")]
pub struct CounterBlockBody {
    pub value: RuleText<NonBlank>,
    pub label: RuleText<NonBlank>,
}

/// The body of POST and PUT /properties (spec §7). Every field may be missing: the server
/// checks them in the spec's order and answers the first failure as 400 with the spec's
/// message ('Reference number missing', 'Reference number not valid', 'Listing title
/// missing', 'Location missing', 'Meta title missing', 'Path missing', 'Pictures path
/// missing', 'Title missing', 'Second title missing'), then length and value limits.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "PropertyInput")]
pub struct PropertyBody {
    /// Three digits. On PUT it names the property to edit.
    #[oai(rename = "ref")]
    pub reference: RuleText<PropertyRef>,
    /// 'lat;lng' with a decimal point in each, or empty for no position.
    pub coordinates: RuleText<PropertyCoordinates>,
    /// HTML; sanitized on save (scripts, event handlers and javascript: URLs removed).
    pub description: RuleText<PropertyDescription>,
    /// ';'-separated lines.
    pub description_list: RuleText<PropertyListText>,
    /// At most 20.
    #[oai(nullable, validator(max_items = 20))]
    pub distances: Option<Vec<DistanceBody>>,
    /// ';'-separated lines.
    pub features: RuleText<PropertyListText>,
    pub listing_title: RuleText<PropertyLine>,
    pub location: RuleText<PropertyLine>,
    pub meta_title: RuleText<PropertyLine>,
    pub meta_description: RuleText<PropertyMetaDescription>,
    /// URL suffix; cleaned like the settings dialog does. Fixed after creation: PUT keeps the
    /// stored value.
    pub path: RuleText<PropertyPath>,
    /// Image file-name suffix; cleaned likewise. Fixed after creation: PUT keeps the stored
    /// value.
    pub pictures_path: RuleText<PropertyPath>,
    /// Whole euros, 0 or more; missing means 0 ('please call').
    pub price: RuleNumber<PriceEuros>,
    /// Missing or null means false.
    #[oai(nullable)]
    pub sold: Option<bool>,
    pub title: RuleText<PropertyLine>,
    pub title2: RuleText<PropertyLine>,
    /// hidden, unlisted or visible; missing or empty means hidden.
    pub visibility: RuleText<PropertyVisibility>,
    /// A stored town's id; null: no town.
    pub town_id: RuleNumber<TownReference>,
    pub price_description: RuleText<OptionalPropertyLine>,
    /// At most 12.
    #[oai(nullable, validator(max_items = 12))]
    pub counter_blocks: Option<Vec<CounterBlockBody>>,
    /// A4 … G, or empty.
    pub energy_class: RuleText<PropertyEnergyClass>,
    /// EPgl,nren in kWh/m² a year.
    pub energy_performance_nren: RuleNumber<EnergyIndex>,
    /// EPgl,ren in kWh/m² a year.
    pub energy_performance_ren: RuleNumber<EnergyIndex>,
    // The facts below are checked by the domain as well as stated by the schema, so that a
    // wrong value is answered with a message naming the field (e.g. 'Bedrooms must be a whole
    // number from 0 to 50').
    /// villa, farmhouse, house, apartment, land or commercial (see the `PropertyKind` enum);
    /// missing, null or empty: not stated (the spec's body has no kind, so it stays optional).
    /// Once a home's kind is stated (not land or commercial), bedrooms and bathrooms are
    /// required ('Bedrooms missing', 'Bathrooms missing').
    pub kind: RuleText<PropertyKindChoice>,
    /// 0 to 50.
    pub bedrooms: RuleNumber<Rooms>,
    /// 0 to 50.
    pub bathrooms: RuleNumber<Rooms>,
    /// Square metres of floor space, 1 to 100,000.
    pub internal_area_m2: RuleNumber<InternalAreaM2>,
    /// Square metres of land, 1 to 100,000,000.
    pub land_area_m2: RuleNumber<LandAreaM2>,
}

impl From<PropertyBody> for PropertyInput {
    fn from(body: PropertyBody) -> Self {
        Self {
            reference: body.reference.into_inner(),
            coordinates: body.coordinates.into_inner(),
            description: body.description.into_inner(),
            description_list: body.description_list.into_inner(),
            distances: body.distances.map(|list| {
                list.into_iter()
                    .map(|d| DistanceInput {
                        distance: d.distance.into_i64().unwrap_or(0),
                        descrip: d.descrip.into_inner().unwrap_or_default(),
                        place: d.place.into_inner().unwrap_or_default(),
                    })
                    .collect()
            }),
            features: body.features.into_inner(),
            listing_title: body.listing_title.into_inner(),
            location: body.location.into_inner(),
            meta_title: body.meta_title.into_inner(),
            meta_description: body.meta_description.into_inner(),
            path: body.path.into_inner(),
            pictures_path: body.pictures_path.into_inner(),
            price: body.price.into_f64(),
            sold: body.sold,
            title: body.title.into_inner(),
            title2: body.title2.into_inner(),
            visibility: body.visibility.into_inner(),
            town_id: body.town_id.into_i64(),
            price_description: body.price_description.into_inner(),
            counter_blocks: body.counter_blocks.map(|list| {
                list.into_iter()
                    .map(|b| {
                        CounterBlock::new(
                            b.value.into_inner().unwrap_or_default(),
                            b.label.into_inner().unwrap_or_default(),
                        )
                    })
                    .collect()
            }),
            energy_class: body.energy_class.into_inner(),
            energy_performance_nren: body.energy_performance_nren.into_f64(),
            energy_performance_ren: body.energy_performance_ren.into_f64(),
            kind: body.kind.into_inner(),
            bedrooms: body.bedrooms.into_i64(),
            bathrooms: body.bathrooms.into_i64(),
            internal_area_m2: body.internal_area_m2.into_i64(),
            land_area_m2: body.land_area_m2.into_i64(),
        }
    }
}

/// The answer to a successful property write.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PropertySaved")]
pub struct PropertySavedDto {
    #[oai(rename = "ref")]
    pub reference: String,
    pub path: String,
    pub pictures_path: String,
}
