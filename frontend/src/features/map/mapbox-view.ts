// Imported only through `import('./mapbox-view')`, so mapbox-gl (≈500 KB gzipped) and its
// stylesheet land in their own chunk, fetched when a map nears the viewport.
import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import styles from './map.module.css';
import type { LatLng, MapMarker } from './geo';
import type { MapText } from './map-text';
import { viewAfterMarkerClick } from './marker-click';

const STYLE_URL = 'mapbox://styles/mapbox/streets-v12';

export interface MapboxViewOptions {
  accessToken: string;
  center: LatLng;
  zoom: number;
  markers: readonly MapMarker[];
  /** The words of the page's language. */
  text: MapText;
  /** Follows a marker's popup link inside the app instead of reloading the page. */
  onNavigate: (href: string) => void;
}

export interface MapboxViewHandle {
  destroy(): void;
}

function markerElement(marker: MapMarker, text: MapText): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `property-marker ${styles.mapboxMarker}`;
  element.dataset.ref = marker.ref;
  element.setAttribute('aria-label', text.marker(marker.ref, marker.title));
  return element;
}

function popupContent(marker: MapMarker, text: MapText, onNavigate: (href: string) => void): HTMLElement {
  const link = document.createElement('a');
  link.href = marker.href;
  link.className = styles.mapboxMarkerLink;
  link.textContent = text.popup(marker.title, marker.ref);
  if (marker.titleLang) link.lang = marker.titleLang;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(marker.href);
  });
  return link;
}

/**
 * Draws an interactive map into `container` with one marker per property. Throws when the
 * browser cannot run it (no WebGL), so the caller can show the static view instead.
 */
export function mountMapboxView(
  container: HTMLElement,
  { accessToken, center, zoom, markers, text, onNavigate }: MapboxViewOptions,
): MapboxViewHandle {
  const map = new mapboxgl.Map({
    container,
    accessToken,
    style: STYLE_URL,
    center: [center.lng, center.lat],
    zoom,
    cooperativeGestures: true,
    // Its controls and gesture hints in the page's language (undefined: its English).
    ...(text.mapboxLocale ? { locale: text.mapboxLocale } : {}),
  });
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }));
  // The current view, readable from the DOM (browser tests and debugging).
  const publishView = () => {
    const { lng, lat } = map.getCenter();
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.center = `${lat.toFixed(4)},${lng.toFixed(4)}`;
  };
  publishView();
  map.on('moveend', publishView);

  for (const marker of markers) {
    const element = markerElement(marker, text);
    const position: [number, number] = [marker.position.lng, marker.position.lat];
    element.addEventListener('click', () => {
      const next = viewAfterMarkerClick(map.getZoom(), marker.position);
      map.easeTo({ center: [next.center.lng, next.center.lat], zoom: next.zoom });
    });
    const popup = new mapboxgl.Popup({ offset: 14, closeButton: true }).setDOMContent(
      popupContent(marker, text, onNavigate),
    );
    new mapboxgl.Marker({ element }).setLngLat(position).setPopup(popup).addTo(map);
  }

  return { destroy: () => map.remove() };
}
