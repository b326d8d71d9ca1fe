import { siteKnowledge } from '@/config/site-knowledge.generated';
import { withoutEmptyHtml } from '@/lib/empty-html';
import type { components } from '@/lib/api/schema';
import type { Property, PropertyKind, Visibility } from '@/features/property-data';

type Schemas = components['schemas'];
/** The body of POST and PUT /properties; every field is optional on the wire. */
export type PropertyInput = Schemas['PropertyInput'];
export type DistanceInput = Schemas['DistanceInput'];
export type CounterBlockInput = Schemas['CounterBlockInput'];

/**
 * What the editor works on: every field of the save body present, its ';'-lists opened up
 * into arrays, and "none" spelled null (the wire format leaves those fields out instead).
 */
export interface PropertyDraft {
  ref: string;
  title: string;
  title2: string;
  listing_title: string;
  meta_title: string;
  meta_description: string;
  path: string;
  pictures_path: string;
  location: string;
  price: number;
  price_description: string;
  sold: boolean;
  /** An offer is being negotiated (ignored by the server when sold). */
  under_offer: boolean;
  /** The owner agreed that visitors see a price reduction and its day. */
  show_price_reduction: boolean;
  visibility: Visibility;
  coordinates: string;
  description: string;
  description_list: string[];
  features: string[];
  distances: DistanceInput[];
  town_id: number | null;
  counter_blocks: CounterBlockInput[];
  energy_class: string | null;
  energy_non_renewable_index: number | null;
  energy_renewable_index: number | null;
  kind: PropertyKind | null;
  bedrooms: number | null;
  bathrooms: number | null;
  internal_area_m2: number | null;
  land_area_m2: number | null;
  /** high, medium or low, as the APE grades the envelope; null: not stated. */
  envelope_quality_winter: string | null;
  envelope_quality_summer: string | null;
  /** private or company; null: not stated (the buying costs count it as private). */
  seller_kind: string | null;
  /** As the land registry writes it, e.g. 'A/2'; '' for none. */
  cadastral_category: string;
  /** The cadastral income in euro cents; null: not known. Staff only. */
  cadastral_income_cents: number | null;
  /** The texts in Italian, each '' (or no lines) until written: the English one stands in. */
  italian: ItalianDraft;
}

/** A property's Italian texts as the editor holds them, the lists opened up like the English ones. */
export interface ItalianDraft {
  title: string;
  title2: string;
  listing_title: string;
  location: string;
  meta_title: string;
  meta_description: string;
  price_description: string;
  description: string;
  description_list: string[];
  features: string[];
}

export function emptyItalianDraft(): ItalianDraft {
  return {
    title: '',
    title2: '',
    listing_title: '',
    location: '',
    meta_title: '',
    meta_description: '',
    price_description: '',
    description: '',
    description_list: [],
    features: [],
  };
}

/** The APE's grades of the envelope's quality. */
export const ENVELOPE_QUALITIES = [
  ['high', 'High'],
  ['medium', 'Medium'],
  ['low', 'Low'],
] as const;

/** Italian energy performance classes (APE), best first. */
export const ENERGY_CLASSES = ['A4', 'A3', 'A2', 'A1', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const defaults = siteKnowledge.defaultTexts;
/** A new property's texts by field (domain::default_texts): hints she replaces. */
export const PROPERTY_DEFAULT_TEXTS: Readonly<Record<string, string>> = defaults.property;

/** SPEC §3: travel times a new property starts with. */
export const DEFAULT_DISTANCES: DistanceInput[] = defaults.propertyDistances.map((d) => ({ ...d }));

/** SPEC §3 "Defaults for a new property": placeholder texts, default distances, price 0. */
export function newPropertyDraft(): PropertyDraft {
  return {
    ref: '',
    title: defaults.property.title,
    title2: defaults.property.title2,
    listing_title: defaults.property.listing_title,
    meta_title: '',
    meta_description: '',
    path: '',
    pictures_path: '',
    location: defaults.property.location,
    price: 0,
    price_description: '',
    sold: false,
    under_offer: false,
    show_price_reduction: false,
    visibility: 'hidden',
    coordinates: '',
    description: `<p>${defaults.property.description}</p>`,
    description_list: [],
    features: [defaults.property.features],
    distances: DEFAULT_DISTANCES.map((d) => ({ ...d })),
    town_id: null,
    counter_blocks: [],
    energy_class: null,
    energy_non_renewable_index: null,
    energy_renewable_index: null,
    kind: null,
    bedrooms: null,
    bathrooms: null,
    internal_area_m2: null,
    land_area_m2: null,
    envelope_quality_winter: null,
    envelope_quality_summer: null,
    seller_kind: null,
    cadastral_category: '',
    cadastral_income_cents: null,
    italian: emptyItalianDraft(),
  };
}

export function draftFromProperty(property: Property): PropertyDraft {
  return {
    ref: property.ref,
    title: property.title,
    title2: property.title2,
    listing_title: property.listing_title,
    meta_title: property.meta_title,
    meta_description: property.meta_description,
    path: property.path,
    pictures_path: property.pictures_path,
    location: property.location,
    price: property.price,
    price_description: property.price_description,
    sold: property.sold,
    under_offer: property.under_offer,
    show_price_reduction: property.show_price_reduction ?? false,
    visibility: property.visibility,
    coordinates: property.coordinates,
    description: property.description,
    description_list: property.description_list_d,
    features: property.features_d,
    distances: property.distances_d.map(({ distance, descrip, place, descrip_it }) => ({ distance, descrip, place, descrip_it })),
    town_id: property.town_id ?? property.town?.id ?? null,
    counter_blocks: property.counter_blocks.map(({ value, label, label_it }) => ({ value, label, label_it })),
    energy_class: property.energy_class ?? null,
    energy_non_renewable_index: property.energy_non_renewable_index ?? null,
    energy_renewable_index: property.energy_renewable_index ?? null,
    kind: property.kind ?? null,
    bedrooms: property.bedrooms ?? null,
    bathrooms: property.bathrooms ?? null,
    internal_area_m2: property.internal_area_m2 ?? null,
    land_area_m2: property.land_area_m2 ?? null,
    envelope_quality_winter: property.envelope_quality_winter ?? null,
    envelope_quality_summer: property.envelope_quality_summer ?? null,
    seller_kind: property.seller_kind ?? null,
    cadastral_category: property.cadastral_category ?? '',
    cadastral_income_cents: property.cadastral_income_cents ?? null,
    italian: italianDraft(property),
  };
}

function italianDraft(property: Property): ItalianDraft {
  const it = property.translations.it;
  return {
    title: it.title,
    title2: it.title2,
    listing_title: it.listing_title,
    location: it.location,
    meta_title: it.meta_title,
    meta_description: it.meta_description,
    price_description: it.price_description,
    description: it.description,
    description_list: it.description_list_d,
    features: it.features_d,
  };
}


const joinLines = (lines: string[]) =>
  lines
    .map((line) => line.replace(/;/g, ',').trim())
    .filter((line) => line !== '')
    .join(';');

/** The save body: lists joined with ';' (a ';' inside an entry would split it, so it becomes ','). */
export function toPropertyInput(draft: PropertyDraft): PropertyInput {
  const {
    town_id,
    energy_class,
    energy_non_renewable_index,
    energy_renewable_index,
    kind,
    bedrooms,
    bathrooms,
    internal_area_m2,
    land_area_m2,
    envelope_quality_winter,
    envelope_quality_summer,
    seller_kind,
    cadastral_category,
    cadastral_income_cents,
    italian,
    ...fields
  } = draft;
  return {
    ...fields,
    features: joinLines(draft.features),
    description_list: joinLines(draft.description_list),
    price: Math.max(0, Math.round(draft.price || 0)),
    counter_blocks: draft.counter_blocks.filter((b) => b.value.trim() !== '' || b.label.trim() !== ''),
    // A missing field is the server's "none"; the energy indices go by their EPgl names there.
    town_id: town_id ?? undefined,
    energy_class: energy_class ?? undefined,
    energy_performance_nren: energy_non_renewable_index ?? undefined,
    energy_performance_ren: energy_renewable_index ?? undefined,
    kind: kind ?? undefined,
    bedrooms: bedrooms ?? undefined,
    bathrooms: bathrooms ?? undefined,
    internal_area_m2: internal_area_m2 ?? undefined,
    land_area_m2: land_area_m2 ?? undefined,
    envelope_quality_winter: envelope_quality_winter ?? undefined,
    envelope_quality_summer: envelope_quality_summer ?? undefined,
    seller_kind: seller_kind ?? undefined,
    cadastral_category: cadastral_category.trim() === '' ? undefined : cadastral_category.trim(),
    cadastral_income_cents: cadastral_income_cents ?? undefined,
    translations: {
      it: {
        ...italian,
        description: withoutEmptyHtml(italian.description),
        features: joinLines(italian.features),
        description_list: joinLines(italian.description_list),
      },
    },
  };
}
