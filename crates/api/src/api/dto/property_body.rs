use super::rule_text::{NonBlank, PropertyPath, PropertyRef, RuleText};
use domain::property::{DistanceInput, PropertyInput};
use domain::CounterBlock;
use poem_openapi::Object;

#[derive(Debug, Clone, Object)]
#[oai(rename = "DistanceInput")]
pub struct DistanceBody {
    /// Minutes, 0 to 1440.
    #[oai(default)]
    pub distance: i64,
    #[oai(default)]
    pub descrip: String,
    /// Lowercase letters, digits and '-': names the picture `places/{place}.jpg`.
    #[oai(default)]
    pub place: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "CounterBlockInput")]
pub struct CounterBlockBody {
    pub value: String,
    pub label: String,
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
    pub coordinates: Option<String>,
    /// HTML; sanitized on save (scripts, event handlers and javascript: URLs removed).
    pub description: Option<String>,
    /// ';'-separated lines.
    pub description_list: Option<String>,
    pub distances: Option<Vec<DistanceBody>>,
    /// ';'-separated lines.
    pub features: Option<String>,
    pub listing_title: RuleText<NonBlank>,
    pub location: RuleText<NonBlank>,
    pub meta_title: RuleText<NonBlank>,
    pub meta_description: Option<String>,
    /// URL suffix; cleaned like the settings dialog does. Fixed after creation: PUT keeps the
    /// stored value.
    pub path: RuleText<PropertyPath>,
    /// Image file-name suffix; cleaned likewise. Fixed after creation: PUT keeps the stored
    /// value.
    pub pictures_path: RuleText<PropertyPath>,
    /// Whole euros, 0 or more; missing means 0 ('please call').
    pub price: Option<f64>,
    /// Missing means false.
    pub sold: Option<bool>,
    pub title: RuleText<NonBlank>,
    pub title2: RuleText<NonBlank>,
    /// hidden, unlisted or visible; missing or empty means hidden.
    pub visibility: Option<String>,
    /// null: no town.
    pub town_id: Option<i64>,
    pub price_description: Option<String>,
    pub counter_blocks: Option<Vec<CounterBlockBody>>,
    /// A4 … G, or empty.
    pub energy_class: Option<String>,
    /// EPgl,nren in kWh/m² a year.
    pub energy_performance_nren: Option<f64>,
    /// EPgl,ren in kWh/m² a year.
    pub energy_performance_ren: Option<f64>,
    // The facts below are checked by the domain, not by the schema, so that a wrong value is
    // answered with a message naming the field (e.g. 'Bedrooms must be a whole number from 0
    // to 50') rather than the HTTP layer's generic parse error. The answers (`PropertyFacts`)
    // declare the enum and bounds.
    /// villa, farmhouse, house, apartment, land or commercial (see the `PropertyKind` enum);
    /// missing, null or empty: not stated. Once a home's kind is stated (not land or
    /// commercial), bedrooms and bathrooms are required ('Bedrooms missing', 'Bathrooms
    /// missing').
    pub kind: Option<String>,
    /// 0 to 50.
    pub bedrooms: Option<i64>,
    /// 0 to 50.
    pub bathrooms: Option<i64>,
    /// Square metres of floor space, 1 to 100,000.
    pub internal_area_m2: Option<i64>,
    /// Square metres of land, 1 to 100,000,000.
    pub land_area_m2: Option<i64>,
}

impl From<PropertyBody> for PropertyInput {
    fn from(body: PropertyBody) -> Self {
        Self {
            reference: body.reference.into_inner(),
            coordinates: body.coordinates,
            description: body.description,
            description_list: body.description_list,
            distances: body.distances.map(|list| {
                list.into_iter()
                    .map(|d| DistanceInput {
                        distance: d.distance,
                        descrip: d.descrip,
                        place: d.place,
                    })
                    .collect()
            }),
            features: body.features,
            listing_title: body.listing_title.into_inner(),
            location: body.location.into_inner(),
            meta_title: body.meta_title.into_inner(),
            meta_description: body.meta_description,
            path: body.path.into_inner(),
            pictures_path: body.pictures_path.into_inner(),
            price: body.price,
            sold: body.sold,
            title: body.title.into_inner(),
            title2: body.title2.into_inner(),
            visibility: body.visibility,
            town_id: body.town_id,
            price_description: body.price_description,
            counter_blocks: body.counter_blocks.map(|list| {
                list.into_iter()
                    .map(|b| CounterBlock::new(b.value, b.label))
                    .collect()
            }),
            energy_class: body.energy_class,
            energy_performance_nren: body.energy_performance_nren,
            energy_performance_ren: body.energy_performance_ren,
            kind: body.kind,
            bedrooms: body.bedrooms,
            bathrooms: body.bathrooms,
            internal_area_m2: body.internal_area_m2,
            land_area_m2: body.land_area_m2,
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
