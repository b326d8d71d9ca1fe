// The API's answers for a home, its list and the home page, as the server inlines them in a
// page (`initial-data`), chosen to catch an English word or number on an Italian page: prices
// and areas with thousands, decimals, a home written in Italian and one left in English.
import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

const ITALIAN_CARD = { listing_title: 'Cascina con vista sul Cannubi', location: 'Barolo, Langhe' };

/** A home written in Italian: four figures of price, land over a hectare, decimals in its energy index. */
export const CARD_IN_ITALIAN: Schemas['PropertyListItem'] = {
  ref: '101',
  path: '-farmhouse-barolo',
  pictures_path: '-farmhouse-barolo',
  listing_title: 'Farmhouse with a view of the Cannubi',
  location: 'Barolo, Langhe',
  sold: false,
  under_offer: true,
  is_new: true,
  reduced_on: '2026-11-03',
  visibility: 'visible',
  coordinates: '44.61;7.94',
  coordinates_d: ['44.61', '7.94'],
  price: 1_250_000,
  price_text: '€1,250,000',
  energy_class: 'B',
  envelope_quality_winter: 'high',
  envelope_quality_summer: 'medium',
  kind: 'farmhouse',
  bedrooms: 4,
  bathrooms: 3,
  internal_area_m2: 1_310,
  internal_area_text: '1,310 m² (14,100 sq ft)',
  land_area_m2: 12_000,
  land_area_text: '12,000 m² (129,170 sq ft / 2.97 acres)',
  created_date: '2026-11-20T09:00:00Z',
  has_listing: true,
  pictures_version: '1',
  listing_image: '/images/properties/101-farmhouse-barolo/listing.jpg',
  listing_image_webp: '/images/properties/101-farmhouse-barolo/listing.webp',
  small_image: '/images/properties/101-farmhouse-barolo/small.jpg',
  small_image_webp: '/images/properties/101-farmhouse-barolo/small.webp',
  translations: { it: ITALIAN_CARD },
};

/** A home left in English whose price is not published. */
export const CARD_IN_ENGLISH: Schemas['PropertyListItem'] = {
  ...CARD_IN_ITALIAN,
  ref: '102',
  path: '-villa-neive',
  pictures_path: '-villa-neive',
  listing_title: 'Villa with pool near Neive',
  location: 'Neive, Langhe',
  under_offer: false,
  is_new: false,
  reduced_on: undefined,
  coordinates: '44.72;8.11',
  coordinates_d: ['44.72', '8.11'],
  price: 0,
  price_text: '€Please call',
  internal_area_m2: 98_500,
  internal_area_text: '98,500 m² (1,060,260 sq ft)',
  energy_class: 'G',
  translations: { it: { listing_title: '', location: '' } },
};

export const SOLD_CARD: Schemas['PropertyListItem'] = {
  ...CARD_IN_ENGLISH,
  ref: '103',
  path: '-house-alba',
  pictures_path: '-house-alba',
  listing_title: 'Town house in Alba',
  sold: true,
  price: 450_000,
  price_text: 'SOLD!',
};

const TEXTS_IN_ITALIAN: Schemas['PropertyTexts'] = {
  ...ITALIAN_CARD,
  title: 'Cascina a Barolo',
  title2: 'Tra i vigneti del Cannubi',
  meta_title: '',
  meta_description: '',
  price_description: 'Trattabile',
  description: '<p>Una cascina di pietra restaurata.</p>',
  description_list: 'Cucina;Salone',
  description_list_d: ['Cucina', 'Salone'],
  features: '4 camere;3 bagni;1.310 mq',
  features_d: ['4 camere', '3 bagni', '1.310 mq'],
  complete: true,
};

export const PROPERTY: Schemas['PropertyDetail'] = {
  ...CARD_IN_ITALIAN,
  title: 'Farmhouse in Barolo',
  title2: 'Among the Cannubi vineyards',
  meta_title: 'Farmhouse in Barolo',
  meta_description: 'A farmhouse for sale in Barolo.',
  price_description: 'Negotiable',
  description: '<p>A restored stone farmhouse.</p>',
  description_list: 'Kitchen;Living room',
  description_list_d: ['Kitchen', 'Living room'],
  features: '4 bedrooms;3 bathrooms;1310 sqm',
  features_d: ['4 bedrooms', '3 bathrooms', '1310 sqm'],
  features_display: ['4 bedrooms', '3 bathrooms', '1,310 sqm (14,100 sq ft)'],
  distances_d: [
    { distance: 5, descrip: 'from Barolo', descrip_it: 'da Barolo', place: 'barolo', image: '/images/places/barolo.jpg', image_webp: '/images/places/barolo.webp' },
    { distance: 60, descrip: 'from Turin airport', descrip_it: '', place: 'turin-airport', image: '/images/places/airport.jpg', image_webp: '/images/places/airport.webp' },
  ],
  town_id: 1,
  town: {
    id: 1,
    name: 'Barolo',
    name2: 'Langhe',
    facts: 'Population:650',
    facts_d: [{ label: 'Population', value: '650' }],
    short_description: 'A village among vineyards.',
    text: '<p>Barolo gives its name to the wine.</p>',
    path: '-barolo',
    image: '/images/towns/barolo.jpg',
    image_webp: '/images/towns/barolo.webp',
    translations: {
      it: {
        facts: 'Abitanti:650',
        facts_d: [{ label: 'Abitanti', value: '650' }],
        short_description: 'Un paese tra i vigneti.',
        text: '<p>Barolo dà il nome al vino.</p>',
      },
    },
  },
  counter_blocks: [
    { value: '4', label: 'Bedrooms', label_it: 'Camere da letto' },
    { value: '1310', label: 'sqm', label_it: 'mq' },
    { value: '1.2', label: 'ha of land', label_it: 'ha di terreno' },
  ],
  energy_non_renewable_index: 98.4,
  energy_renewable_index: 12.25,
  buying_cost_options: { first_home_available: true, cadastral_basis_available: false },
  background_image: undefined,
  translations: { it: TEXTS_IN_ITALIAN },
} as Schemas['PropertyDetail'];

export const GALLERIES: Schemas['Gallery'][] = [
  {
    name: 'New Gallery',
    pictures: ['/images/properties/101-farmhouse-barolo/gallery/New Gallery/01-farmhouse-barolo.jpg'],
    small_pictures: ['/images/properties/101-farmhouse-barolo/gallery/New Gallery/01a-farmhouse-barolo.jpg'],
    captions: [''],
  },
  {
    name: 'Guest rooms',
    pictures: ['/images/properties/101-farmhouse-barolo/gallery/Guest rooms/01-farmhouse-barolo.jpg'],
    small_pictures: ['/images/properties/101-farmhouse-barolo/gallery/Guest rooms/01a-farmhouse-barolo.jpg'],
    captions: [''],
  },
];

export const MEDIA: Schemas['PropertyMedia'] = {
  floor_plans: [{ id: 1, label: 'Piano terra', area_sqm: 1_200, format: 'picture', image: '/images/properties/101-farmhouse-barolo/plans/ground.jpg' }],
  documents: [
    { id: 7, title: 'APE', visibility: 'public', size_bytes: 1_310_720, download_url: '/api/properties/101/documents/7' },
    { id: 8, title: 'Visura catastale', visibility: 'on_request', size_bytes: 90_000 },
  ],
  tour: { url: 'https://kuula.co/share/abc', provider: 'kuula', embed_url: 'https://kuula.co/share/abc' },
};

const line = (key: string, label: string, amount: number, legal_basis: string, estimate = false, amount_max = amount) => ({
  key,
  label,
  amount,
  amount_max,
  legal_basis,
  estimate,
});

/** A second home bought from a private seller, with an agency: every note the server writes. */
export const COSTS = {
  buyer: 'second_home',
  basis: 'price',
  seller: 'private',
  tax_base: 1_250_000,
  lines: [
    line('registration_tax', 'Registration tax', 112_500, 'DPR 131/1986, Tariffa I art. 1'),
    line('mortgage_tax', 'Mortgage tax', 50, 'D.Lgs. 23/2011 art. 10 (DPR 131/1986, Tariffa I art. 1)'),
    line('cadastral_tax', 'Cadastral tax', 50, 'D.Lgs. 23/2011 art. 10 (DPR 131/1986, Tariffa I art. 1)'),
    line('notary_fee', 'Notary', 5_000, "Estimate: notary's fee including VAT, varies by notary and deed", true, 9_000),
    line('agency_fee', 'Agency fee incl. VAT', 45_750, 'Estimate: agency fee agreed with the agent, plus VAT (DPR 633/1972) (3 % + VAT)', true),
  ],
  taxes: 112_600,
  total: 163_350,
  total_max: 167_350,
  agency_fee_percent: '3 %',
  rules_as_of: '2026-11-26',
  rules_valid_from: '2014-01-01',
  options: { first_home_available: true, cadastral_basis_available: false },
} satisfies Schemas['BuyingCosts'];

const TOWNS = [PROPERTY.town];

/** A home's page's answers, keyed by the requests the page makes. */
export const PROPERTY_PAGE_ANSWERS = {
  '/api/properties/101': PROPERTY,
  '/api/properties/101/gallery': GALLERIES,
  '/api/properties/101/media': MEDIA,
  '/api/properties/101/similar': { properties: [CARD_IN_ENGLISH] },
  '/api/properties/101/costs?buyer=second_home&basis=price': COSTS,
};

/** The first list page's answers. */
export const LIST_PAGE_ANSWERS = {
  '/api/properties?skip=0&take=100': { properties: [CARD_IN_ITALIAN, CARD_IN_ENGLISH, SOLD_CARD], pages: 1, total: 3 },
  '/api/towns': TOWNS,
};

/** The home page's answers: its newest homes. */
export const HOME_PAGE_ANSWERS = {
  '/api/featured-properties': { properties: [CARD_IN_ITALIAN, CARD_IN_ENGLISH] },
};

/** An article written in Italian: its page's author blurb names the consultant's town. */
export const ARTICLE_PAGE_ANSWERS = {
  '/api/articles/7': {
    id: 7,
    listing_description: 'Buying in the Langhe',
    meta_description: '',
    meta_title: 'Buying in the Langhe',
    path: '-buying-in-the-langhe',
    text: '<p>How buying works.</p>',
    title: 'Buying in the Langhe',
    title2: 'A first guide',
    created_date: '2026-11-20T09:00:00Z',
    published: true,
    banner_image: '/images/articles/7/banner.jpg',
    banner_image_webp: '/images/articles/7/banner.webp',
    translations: {
      it: {
        title: 'Comprare casa nelle Langhe',
        title2: 'Una prima guida',
        listing_description: 'Comprare nelle Langhe',
        meta_title: '',
        meta_description: '',
        text: '<p>Come si compra.</p>',
        complete: true,
      },
    },
  } satisfies Schemas['Article'],
};
