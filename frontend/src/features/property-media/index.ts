// The property media feature's public entry: a property's floor plans, documents and
// virtual tour, as the property page shows them (`PropertyMediaSection`), and their read.
export { PropertyMediaSection } from './PropertyMediaSection';
export { getPropertyMediaQueryOptions, usePropertyMedia } from './api/get-property-media';
export { propertyMediaQueryKey } from './api/query-keys';
export type { FloorPlan, PropertyDocument, PropertyMedia, PropertyTour } from './types';
export { PropertyMediaEditor } from './PropertyMediaEditor';
