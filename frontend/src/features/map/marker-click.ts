import type { LatLng } from './geo';

export interface MapView {
  center: LatLng;
  zoom: number;
}

const ZOOM_IN_STEP = 2;
const ZOOM_IN_AT_OR_BELOW = 8;

/**
 * Spec §2 "Property list" map: a click on a marker zooms in by 2 when the zoom is 8 or lower,
 * then centres on the marker. Above 8 the zoom is kept.
 */
export function viewAfterMarkerClick(currentZoom: number, marker: LatLng): MapView {
  const zoom = currentZoom <= ZOOM_IN_AT_OR_BELOW ? currentZoom + ZOOM_IN_STEP : currentZoom;
  return { center: { lat: marker.lat, lng: marker.lng }, zoom };
}
