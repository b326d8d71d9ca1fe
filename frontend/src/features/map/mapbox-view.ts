// Imported only through `import('./mapbox-view')` (use-mapbox.ts), so mapbox-gl (≈500 KB
// gzipped) and its stylesheet land in their own chunk, fetched when a map is about to be seen:
// the public maps as they near the viewport, the staff's placing map when the property
// settings dialog opens.
import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import styles from './map.module.css';
import { wrapLongitude, type LatLng, type MapMarker } from './geo';
import type { MapText } from './map-text';
import { viewAfterMarkerClick } from './marker-click';

const STYLE_URL = 'mapbox://styles/mapbox/streets-v12';
/** The pin's colour: the site's wine red, as the public markers. */
const PIN_COLOUR = '#7a1f2b';

interface MapView {
  accessToken: string;
  center: LatLng;
  zoom: number;
  /** The words of the page's language. */
  text: MapText;
}

export interface MapboxViewOptions extends MapView {
  markers: readonly MapMarker[];
  /** Follows a marker's popup link inside the app instead of reloading the page. */
  onNavigate: (href: string) => void;
}

export interface MapboxViewHandle {
  destroy(): void;
}

/**
 * A mapbox-gl map in `container` with its zoom buttons, in the text's language, that writes its
 * current view into the container's `data-zoom` and `data-center`, and `data-moving` while it
 * moves (browser tests and debugging read them). Throws when the browser cannot run it (no WebGL).
 */
function createMap(container: HTMLElement, { accessToken, center, zoom, text }: MapView): mapboxgl.Map {
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
  const publishView = () => {
    const { lng, lat } = map.getCenter();
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.center = `${lat.toFixed(4)},${lng.toFixed(4)}`;
    delete container.dataset.moving;
  };
  publishView();
  // While the map eases (to a pin typed outside the view), the view written is the last one.
  map.on('movestart', () => {
    container.dataset.moving = 'true';
  });
  map.on('moveend', publishView);
  return map;
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
export function mountMapboxView(container: HTMLElement, { markers, onNavigate, ...view }: MapboxViewOptions): MapboxViewHandle {
  const map = createMap(container, view);
  for (const marker of markers) {
    const element = markerElement(marker, view.text);
    const position: [number, number] = [marker.position.lng, marker.position.lat];
    element.addEventListener('click', () => {
      const next = viewAfterMarkerClick(map.getZoom(), marker.position);
      map.easeTo({ center: [next.center.lng, next.center.lat], zoom: next.zoom });
    });
    const popup = new mapboxgl.Popup({ offset: 14, closeButton: true }).setDOMContent(
      popupContent(marker, view.text, onNavigate),
    );
    new mapboxgl.Marker({ element }).setLngLat(position).setPopup(popup).addTo(map);
  }

  return { destroy: () => map.remove() };
}

export interface PlacingViewOptions extends MapView {
  /** Where the pin starts, or null for none until she clicks. */
  pin: LatLng | null;
  /** The pin's name for screen readers. */
  pinLabel: string;
  /** She clicked the map or dropped the pin here (a longitude within ±180). */
  onPlace: (position: LatLng) => void;
  /**
   * The map cannot show where anything is: its style (the streets and places drawn) did not
   * load, because Mapbox cannot be reached or refused the token. A blank box with a pin on it
   * would only mislead, so the caller shows the fields alone.
   */
  onUnavailable: () => void;
}

export interface PlacingViewHandle extends MapboxViewHandle {
  /** Moves the pin (typed or pasted numbers), bringing it into view; null takes it away. */
  setPin(position: LatLng | null): void;
}

/**
 * The staff's placing map: a click on the map puts the home's pin there, and the pin can be
 * dragged; each tells `onPlace`. Throws when the browser cannot run it (no WebGL).
 */
export function mountPlacingView(container: HTMLElement, { pin, pinLabel, onPlace, onUnavailable, ...view }: PlacingViewOptions): PlacingViewHandle {
  const map = createMap(container, view);
  let styleLoaded = false;
  map.once('style.load', () => {
    styleLoaded = true;
    container.dataset.ready = 'true';
  });
  // Before the style is in, any error is the style's own (tiles come later): no map to show.
  map.on('error', () => {
    if (!styleLoaded) onUnavailable();
  });

  const marker = new mapboxgl.Marker({ color: PIN_COLOUR, draggable: true });
  marker.getElement().setAttribute('aria-label', pinLabel);
  marker.getElement().classList.add('place-pin');
  const place = ({ lat, lng }: LatLng) => onPlace({ lat, lng: wrapLongitude(lng) });
  marker.on('dragend', () => place(marker.getLngLat()));
  map.on('click', (event) => place(event.lngLat));

  let shown = false;
  const setPin = (position: LatLng | null) => {
    if (!position) {
      marker.remove();
      shown = false;
      delete container.dataset.pin;
      return;
    }
    marker.setLngLat([position.lng, position.lat]);
    if (!shown) marker.addTo(map);
    shown = true;
    container.dataset.pin = `${position.lat},${position.lng}`;
    if (!map.getBounds()?.contains([position.lng, position.lat])) map.easeTo({ center: [position.lng, position.lat] });
  };
  setPin(pin);

  return { setPin, destroy: () => map.remove() };
}
