import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/lib/i18n';
import type { LatLng, MapMarker } from './geo';
import { StaticLocationMap } from './StaticLocationMap';
import { MAP_TEXT } from './map-text';
import { useMapbox } from './use-mapbox';
import { useNearViewport } from './use-near-viewport';
import styles from './map.module.css';

interface PropertyMapProps {
  markers: readonly MapMarker[];
  center: LatLng;
  zoom: number;
  /** Names the map for screen readers. */
  label: string;
}

/**
 * The map of one or more properties: mapbox-gl when an access token is configured (loaded
 * only as the map nears the viewport), otherwise a static location view — never a blank box.
 */
export function PropertyMap({ markers, center, zoom, label }: PropertyMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const near = useNearViewport(container, '300px');
  const navigate = useNavigate();
  const text = MAP_TEXT[useLanguage()];
  // The map is drawn once per set of markers; a new centre object alone must not redraw it.
  const { state } = useMapbox(
    siteConfig.mapboxToken,
    container,
    near,
    (views, element, accessToken) =>
      views.mountMapboxView(element, { accessToken, center, zoom, markers, text, onNavigate: (href) => navigate(href) }),
    [markers, zoom, text],
  );

  if (state === 'off' || state === 'failed') return <StaticLocationMap markers={markers} label={label} zoom={zoom} />;
  return (
    <div className={styles.propertyMap} role="region" aria-label={label}>
      <div ref={container} className={styles.propertyMapCanvas} />
      {state !== 'ready' && <p className={styles.propertyMapLoading}>{text.loading}</p>}
    </div>
  );
}
