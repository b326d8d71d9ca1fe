import { useEffect, useId, useRef } from 'react';
import type { Language } from '@/lib/i18n';
import { LIST_MAP_CENTER, LIST_MAP_ZOOM, PLACE_MAP_ZOOM, type LatLng } from './geo';
import { MAP_TEXT } from './map-text';
import { PLACE_TEXT } from './place-text';
import { useMapbox } from './use-mapbox';
import mapStyles from './map.module.css';
import styles from './place.module.css';

interface PlaceOnMapProps {
  /** Where the pin is (the form's numbers, when valid), or null for none. */
  pin: LatLng | null;
  /** She clicked the map, or dropped the pin, here. */
  onPlace: (position: LatLng) => void;
  /** The screen's language (a staff screen's is English). */
  language: Language;
  /** The configured Mapbox token, or null for none. */
  accessToken: string | null;
}

/**
 * A map to put one home on: a click places its pin, the pin can be dragged, and a `pin` the
 * form's numbers give moves it. mapbox-gl is fetched when this mounts (the settings dialog
 * opens). Without a configured token, or when the map cannot be drawn or reach Mapbox, a plain
 * sentence says why there is no map; the form's fields do the job alone then.
 */
export function PlaceOnMap({ pin, onPlace, language, accessToken }: PlaceOnMapProps) {
  const text = MAP_TEXT[language];
  const words = PLACE_TEXT[language];
  const container = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const latestPlace = useRef(onPlace);
  useEffect(() => {
    latestPlace.current = onPlace;
  });
  const { state, view } = useMapbox(
    accessToken,
    container,
    true,
    (views, element, token, fail) =>
      views.mountPlacingView(element, {
        accessToken: token,
        text,
        pinLabel: words.pin,
        center: pin ?? LIST_MAP_CENTER,
        zoom: pin ? PLACE_MAP_ZOOM : LIST_MAP_ZOOM,
        pin,
        onPlace: (position) => latestPlace.current(position),
        onUnavailable: fail,
      }),
    [text, words],
  );

  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    view.current?.setPin(lat === undefined || lng === undefined ? null : { lat, lng });
  }, [view, state, lat, lng]);

  if (state === 'off' || state === 'failed') {
    return <p className={styles.placeMapNote}>{state === 'off' ? words.off : words.failed}</p>;
  }
  // What to do with the map says its name too: said only where there is a map to do it on.
  return (
    <>
      <p id={captionId} className={styles.placeMapCaption}>
        {words.label}
      </p>
      <div className={styles.placeMap} role="region" aria-labelledby={captionId}>
        <div ref={container} className={styles.placeMapCanvas} />
        {state === 'loading' && <p className={mapStyles.propertyMapLoading}>{text.loading}</p>}
      </div>
    </>
  );
}
