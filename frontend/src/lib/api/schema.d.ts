/**
 * PROVISIONAL: hand-written in openapi-typescript's output shape from docs/architecture.md
 * and the brief, until ../openapi.yaml exists. `npm run gen:api` overwrites this file.
 */

export interface paths {
  '/api/properties': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations['list_properties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{ref}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations['get_property'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{ref}/gallery': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations['get_property_gallery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/articles': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations['list_articles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/articles/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: operations['get_article'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiError: { status: number; message: string };
    Visibility: 'hidden' | 'unlisted' | 'visible';
    PropertySummary: {
      ref: string;
      path: string;
      pictures_path: string;
      listing_title: string;
      location: string;
      sold: boolean;
      visibility: components['schemas']['Visibility'];
      coordinates: string;
      coordinates_d: string[];
      price: number;
      price_text: string;
      energy_class?: string | null;
      listing_image: string;
      listing_image_webp?: string | null;
      small_image: string;
      small_image_webp?: string | null;
    };
    PropertyPage: {
      properties: components['schemas']['PropertySummary'][];
      pages: number;
    };
    Distance: { distance: number; descrip: string; place: string };
    CounterBlock: { value: string; label: string };
    TownFact: { label: string; value: string };
    Town: {
      id: number;
      name: string;
      name2: string;
      short_description: string;
      text: string;
      path: string;
      facts_d: components['schemas']['TownFact'][];
    };
    Property: components['schemas']['PropertySummary'] & {
      title: string;
      title2: string;
      meta_title: string;
      meta_description: string;
      price_description: string;
      created_date: string;
      description: string;
      description_list: string;
      description_list_d: string[];
      features: string;
      features_d: string[];
      features_display: string[];
      distances: components['schemas']['Distance'][];
      distances_d: components['schemas']['Distance'][];
      counter_blocks: components['schemas']['CounterBlock'][];
      town_id?: number | null;
      town?: components['schemas']['Town'] | null;
      energy_performance_nren?: number | null;
      energy_performance_ren?: number | null;
      background_image: string;
      background_image_webp?: string | null;
    };
    Gallery: { name: string; pictures: string[]; small_pictures: string[] };
    GalleryList: { galleries: components['schemas']['Gallery'][] };
    Article: {
      id: number;
      listing_description: string;
      meta_description: string;
      meta_title: string;
      path: string;
      text: string;
      title: string;
      title2: string;
      created_date: string;
    };
    ArticlePage: {
      articles: components['schemas']['Article'][];
      pages: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json; charset=utf-8': T } };
export interface operations {
  list_properties: {
    parameters: {
      query?: { skip?: number; take?: number };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: Json<components['schemas']['PropertyPage']>;
      400: Json<components['schemas']['ApiError']>;
    };
  };
  get_property: {
    parameters: { query?: never; header?: never; path: { ref: string }; cookie?: never };
    requestBody?: never;
    responses: {
      200: Json<components['schemas']['Property']>;
      404: Json<components['schemas']['ApiError']>;
    };
  };
  get_property_gallery: {
    parameters: { query?: never; header?: never; path: { ref: string }; cookie?: never };
    requestBody?: never;
    responses: {
      200: Json<components['schemas']['GalleryList']>;
      404: Json<components['schemas']['ApiError']>;
    };
  };
  list_articles: {
    parameters: {
      query?: { skip?: number; take?: number };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: Json<components['schemas']['ArticlePage']>;
      400: Json<components['schemas']['ApiError']>;
    };
  };
  get_article: {
    parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
    requestBody?: never;
    responses: {
      200: Json<components['schemas']['Article']>;
      404: Json<components['schemas']['ApiError']>;
    };
  };
}
