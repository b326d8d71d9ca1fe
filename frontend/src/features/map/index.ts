// The map feature's public entry: the area map with property markers (mapbox-gl when a token
// is configured and the map nears the viewport, a drawn location view otherwise), and the
// staff's map to place one home on (mapbox-gl when the settings dialog opens, else a sentence).
export { PropertyMap } from './PropertyMap';
export { PlaceOnMap } from './LazyPlaceOnMap';
export {
  DETAIL_MAP_ZOOM,
  LIST_MAP_CENTER,
  LIST_MAP_ZOOM,
  parseCoordinates,
  type LatLng,
  type MapMarker,
} from './geo';
