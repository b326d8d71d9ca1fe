import { fieldNamedBy } from '@/lib/focus-field';

/**
 * Where a refused save takes her (issue #26): the field its message names; the settings
 * dialog's fields open the dialog first.
 */
export interface FieldPlace {
  /** The `data-field` of the control (or of the group holding it). */
  field: string;
  inSettings: boolean;
}

const SETTINGS_FIELDS = new Set([
  'visibility',
  'latitude',
  'longitude',
  'town',
  'path',
  'pictures_path',
  'meta_title',
  'meta_description',
]);

/** Message beginnings, the longer before any they start with. */
const BY_BEGINNING: [string, string][] = [
  ['Italian title', 'italian_title'],
  ['Italian second title', 'italian_title2'],
  ['Italian listing title', 'italian_listing_title'],
  ['Italian location', 'italian_location'],
  ['Italian meta title', 'italian_meta_title'],
  ['Italian meta description', 'italian_meta_description'],
  ['Italian price description', 'italian_price_description'],
  ['Italian description list', 'italian_description_list'],
  ['Italian description', 'italian_description'],
  ['Italian features', 'italian_features'],
  ['Reference number', 'ref'],
  ['Listing title', 'listing_title'],
  ['Location', 'location'],
  ['Meta title', 'meta_title'],
  ['Meta description', 'meta_description'],
  ['Pictures path', 'pictures_path'],
  ['Path', 'path'],
  ['Second title', 'title2'],
  ['Title', 'title'],
  ['Price description', 'price_description'],
  ['Price', 'price'],
  ['Visibility', 'visibility'],
  ['Latitude', 'latitude'],
  ['Longitude', 'longitude'],
  ['Coordinates', 'latitude'],
  ['Town', 'town'],
  ['Description list', 'description_list'],
  ['Description', 'description'],
  ['Features', 'features'],
  ['Distance', 'distances'],
  ['At most 20 distances', 'distances'],
  ['Counter block', 'counter_blocks'],
  ['At most 12 counter blocks', 'counter_blocks'],
  ['Energy class', 'energy'],
  ['EPgl', 'energy'],
  ['Envelope quality', 'energy'],
  ['Seller', 'seller_kind'],
  ['Cadastral category', 'cadastral_category'],
  ['Cadastral income', 'cadastral_income'],
  ['Kind', 'kind'],
  ['Bedrooms', 'bedrooms'],
  ['Bathrooms', 'bathrooms'],
  ['Internal area', 'internal_area_m2'],
  ['Land area', 'land_area_m2'],
];

export function fieldOfMessage(message: string): FieldPlace | null {
  const field = fieldNamedBy(message, BY_BEGINNING);
  return field === null ? null : { field, inSettings: SETTINGS_FIELDS.has(field) };
}
