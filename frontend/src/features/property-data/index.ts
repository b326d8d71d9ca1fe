// The property data feature's public entry: what the API answers about properties (the
// types), the three reads with their query keys, and the rules every property screen shares
// (kinds, list filters, share keys, picture addresses, price and area texts). The listing and
// detail pages, the editor, the shortlist and the alert form build on it; it imports no other
// feature.
export type { CounterBlock, Distance, Gallery, Property, PropertySummary, Town, Visibility } from './types';
export { getProperties, getPropertiesQueryOptions, propertiesRequest, useProperties } from './api/get-properties';
export { getProperty, getPropertyQueryOptions, propertyRequest, useProperty } from './api/get-property';
export {
  getPropertyGallery,
  getPropertyGalleryQueryOptions,
  propertyGalleryRequest,
  usePropertyGallery,
} from './api/get-property-gallery';
export {
  getSimilarProperties,
  getSimilarPropertiesQueryOptions,
  similarPropertiesRequest,
  useSimilarProperties,
} from './api/get-similar-properties';
export {
  featuredPropertiesRequest,
  getFeaturedProperties,
  getFeaturedPropertiesQueryOptions,
  useFeaturedProperties,
} from './api/get-featured-properties';
export { getEveryHome, getEveryHomeQueryOptions, useEveryHome } from './api/get-every-home';
export { homeName } from './lib/home-name';
export { PROPERTIES_QUERY_KEY, propertyGalleryQueryKey, propertyQueryKey } from './api/query-keys';
export { areaText, factParts, isPropertyKind, kindLabel, PROPERTY_KINDS, type PropertyKind } from './lib/facts';
export {
  BEDROOM_CHOICES,
  hasFilters,
  LIST_SORTS,
  listFiltersQuery,
  NO_FILTERS,
  parseListFilters,
  PRICE_STEP,
  withFilters,
  type ListFilters,
  type ListSort,
} from './lib/list-filters';
export { parseShareKey, shareKeyQuery } from './lib/share-key';
export { detailPriceText, priceText } from './lib/price-text';
export {
  cardText,
  propertyHeadDescription,
  propertyHeadTitle,
  propertyLines,
  propertyText,
  type ShownText,
} from './lib/in-language';
export {
  BACKGROUND_SIZE,
  backgroundImage,
  GALLERY_THUMB_SIZE,
  GALLERY_THUMB_WIDTH,
  hasListingPicture,
  LISTING_SIZE,
  LISTING_THUMB_SIZE,
  listingImage,
  listingThumbnail,
} from './lib/property-images';
