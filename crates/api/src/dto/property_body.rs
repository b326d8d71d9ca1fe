use super::rule_number::{
    CadastralIncomeCents, DistanceMinutes, EnergyIndex, InternalAreaM2, LandAreaM2, PriceEuros,
    Rooms, RuleNumber, TownReference,
};
use super::rule_text::{
    CadastralCategoryText, DraftPropertyPath, DraftPropertyRef, EnvelopeQualityChoice, NonBlank,
    OptionalCounterLabel, OptionalDistanceLabel, OptionalPropertyLine, PlaceKey,
    PropertyCoordinates, PropertyDescription, PropertyEnergyClass, PropertyKindChoice,
    PropertyLine, PropertyListText, PropertyMetaDescription, PropertyPath, PropertyRef,
    PropertyVisibility, RuleText, SellerKindChoice,
};
use super::PropertyTranslationsBody;
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
    /// The label in Italian. In a body without `translations.it`, left out or empty: the
    /// Italian label of the stored distance with the same `descrip` is kept.
    pub descrip_it: RuleText<OptionalDistanceLabel>,
}

#[derive(Debug, Clone, Object)]
#[oai(rename = "CounterBlockInput")]
pub struct CounterBlockBody {
    pub value: RuleText<NonBlank>,
    pub label: RuleText<NonBlank>,
    /// The label in Italian. In a body without `translations.it`, left out or empty: the
    /// Italian label of the stored block with the same `label` is kept.
    pub label_it: RuleText<OptionalCounterLabel>,
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
    pub listing_title: RuleText<PropertyLine>,
    pub location: RuleText<PropertyLine>,
    pub meta_title: RuleText<PropertyLine>,
    /// URL suffix; cleaned like the settings dialog does. Fixed after creation: PUT keeps the
    /// stored value.
    pub path: RuleText<PropertyPath>,
    /// Image file-name suffix; cleaned likewise. Fixed after creation: PUT keeps the stored
    /// value.
    pub pictures_path: RuleText<PropertyPath>,
    pub title: RuleText<PropertyLine>,
    pub title2: RuleText<PropertyLine>,
    #[oai(flatten)]
    pub details: PropertyDetailsBody,
}

/// The body of POST /properties/drafts: what the editor holds when the first photo is added
/// to a property never saved, so every field may be left out. The ref, when sent, is three
/// digits; the texts a save requires may be empty (the draft fills them).
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "PropertyDraftInput")]
pub struct PropertyDraftBody {
    /// Three digits; left out or null: the next free one.
    #[oai(rename = "ref")]
    pub reference: RuleText<DraftPropertyRef>,
    /// Empty: the spec's text for a new property.
    pub listing_title: RuleText<OptionalPropertyLine>,
    /// Empty: the spec's text for a new property.
    pub location: RuleText<OptionalPropertyLine>,
    /// Empty: the title.
    pub meta_title: RuleText<OptionalPropertyLine>,
    /// Empty: made from the title (`-home` without one). Fixed from now on.
    pub path: RuleText<DraftPropertyPath>,
    /// Empty: made from the title (`-home` without one). Fixed from now on.
    pub pictures_path: RuleText<DraftPropertyPath>,
    /// Empty: the spec's text for a new property.
    pub title: RuleText<OptionalPropertyLine>,
    /// Empty: the spec's text for a new property.
    pub title2: RuleText<OptionalPropertyLine>,
    #[oai(flatten)]
    pub details: PropertyDetailsBody,
}

/// The fields a save and a draft take alike.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "PropertyDetailsInput")]
pub struct PropertyDetailsBody {
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
    pub meta_description: RuleText<PropertyMetaDescription>,
    /// The texts in Italian (`translations.it`); left out or null keeps the stored ones.
    #[oai(nullable)]
    pub translations: Option<PropertyTranslationsBody>,
    /// Whole euros, 0 or more; missing means 0 ('please call').
    pub price: RuleNumber<PriceEuros>,
    /// Missing or null means false.
    #[oai(nullable)]
    pub sold: Option<bool>,
    /// An offer is being negotiated; missing or null means false. Ignored when `sold`.
    #[oai(nullable)]
    pub under_offer: Option<bool>,
    /// The owner agreed that visitors see a price reduction and its day; missing or null
    /// means false.
    #[oai(nullable)]
    pub show_price_reduction: Option<bool>,
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
    /// The APE's envelope quality in winter: high, medium or low (also alta, media,
    /// bassa); missing, null or empty: not stated.
    pub envelope_quality_winter: RuleText<EnvelopeQualityChoice>,
    /// The same in summer.
    pub envelope_quality_summer: RuleText<EnvelopeQualityChoice>,
    /// private, or company for a builder or VAT-registered seller; missing, null or empty:
    /// not stated (the buying costs then count it as private).
    pub seller_kind: RuleText<SellerKindChoice>,
    /// The land registry's category as the *visura* writes it, e.g. 'A/2'; missing, null
    /// or empty: not stated.
    pub cadastral_category: RuleText<CadastralCategoryText>,
    /// The cadastral income (*rendita*) in euro cents; never published.
    pub cadastral_income_cents: RuleNumber<CadastralIncomeCents>,
}

impl From<PropertyBody> for PropertyInput {
    fn from(body: PropertyBody) -> Self {
        body.details.into_input(PropertyInput {
            reference: body.reference.into_inner(),
            listing_title: body.listing_title.into_inner(),
            location: body.location.into_inner(),
            meta_title: body.meta_title.into_inner(),
            path: body.path.into_inner(),
            pictures_path: body.pictures_path.into_inner(),
            title: body.title.into_inner(),
            title2: body.title2.into_inner(),
            ..PropertyInput::default()
        })
    }
}

impl From<PropertyDraftBody> for PropertyInput {
    fn from(body: PropertyDraftBody) -> Self {
        // The draft's looser rules are the schema's only: the values go the same way.
        PropertyBody {
            reference: body.reference.retype(),
            listing_title: body.listing_title.retype(),
            location: body.location.retype(),
            meta_title: body.meta_title.retype(),
            path: body.path.retype(),
            pictures_path: body.pictures_path.retype(),
            title: body.title.retype(),
            title2: body.title2.retype(),
            details: body.details,
        }
        .into()
    }
}

impl PropertyDetailsBody {
    /// `texts` (the fields a save requires) completed with these.
    fn into_input(self, texts: PropertyInput) -> PropertyInput {
        PropertyInput {
            coordinates: self.coordinates.into_inner(),
            description: self.description.into_inner(),
            description_list: self.description_list.into_inner(),
            distances: self.distances.map(|list| {
                list.into_iter()
                    .map(|d| DistanceInput {
                        distance: d.distance.into_i64().unwrap_or(0),
                        descrip: d.descrip.into_inner().unwrap_or_default(),
                        place: d.place.into_inner().unwrap_or_default(),
                        descrip_it: d.descrip_it.into_inner(),
                    })
                    .collect()
            }),
            features: self.features.into_inner(),
            meta_description: self.meta_description.into_inner(),
            price: self.price.into_f64(),
            sold: self.sold,
            under_offer: self.under_offer,
            show_price_reduction: self.show_price_reduction,
            visibility: self.visibility.into_inner(),
            town_id: self.town_id.into_i64(),
            price_description: self.price_description.into_inner(),
            counter_blocks: self.counter_blocks.map(|list| {
                list.into_iter()
                    .map(|b| {
                        CounterBlock::new(
                            b.value.into_inner().unwrap_or_default(),
                            b.label.into_inner().unwrap_or_default(),
                        )
                        .in_italian(b.label_it.into_inner().unwrap_or_default())
                    })
                    .collect()
            }),
            energy_class: self.energy_class.into_inner(),
            energy_performance_nren: self.energy_performance_nren.into_f64(),
            energy_performance_ren: self.energy_performance_ren.into_f64(),
            kind: self.kind.into_inner(),
            bedrooms: self.bedrooms.into_i64(),
            bathrooms: self.bathrooms.into_i64(),
            internal_area_m2: self.internal_area_m2.into_i64(),
            land_area_m2: self.land_area_m2.into_i64(),
            envelope_quality_winter: self.envelope_quality_winter.into_inner(),
            envelope_quality_summer: self.envelope_quality_summer.into_inner(),
            seller_kind: self.seller_kind.into_inner(),
            cadastral_category: self.cadastral_category.into_inner(),
            cadastral_income_cents: self.cadastral_income_cents.into_i64(),
            translations: self.translations.map(Into::into),
            ..texts
        }
    }
}

/// The ref an editor suggests for a new property.
#[derive(Debug, Clone, Object)]
#[oai(rename = "NextRef")]
pub struct NextRefDto {
    /// One above the highest three-digit ref in use (the lowest free one past 999); null
    /// when all a thousand are taken.
    #[oai(rename = "ref", nullable)]
    pub reference: Option<String>,
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

impl From<domain::Property> for PropertySavedDto {
    fn from(property: domain::Property) -> Self {
        Self {
            reference: property.reference.to_string(),
            path: property.path,
            pictures_path: property.pictures_path,
        }
    }
}
