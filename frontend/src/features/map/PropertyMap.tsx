import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteConfig } from '@/config/site';
import { useLanguage } from '@/lib/i18n';
import type { LatLng, MapMarker } from './geo';
import { StaticLocationMap } from './StaticLocationMap';
import { MAP_TEXT } from './map-text';
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
export function PropertyMap(props: PropertyMapProps) {
  const token = siteConfig.mapboxToken;
  const [failed, setFailed] = useState(false);
  if (!token || failed) {
    return <StaticLocationMap markers={props.markers} label={props.label} zoom={props.zoom} />;
  }
  return <InteractiveMap {...props} accessToken={token} onFailure={() => setFailed(true)} />;
}

interface InteractiveMapProps extends PropertyMapProps {
  accessToken: string;
  onFailure: () => void;
}

function InteractiveMap({ markers, center, zoom, label, accessToken, onFailure }: InteractiveMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const near = useNearViewport(container, '300px');
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const text = MAP_TEXT[useLanguage()];

  useEffect(() => {
    const element = container.current;
    if (!near || !element) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('./mapbox-view')
      .then(({ mountMapboxView }) => {
        if (cancelled) return;
        destroy = mountMapboxView(element, {
          accessToken,
          center,
          zoom,
          markers,
          text,
          onNavigate: (href) => navigate(href),
        }).destroy;
        setReady(true);
      })
      .catch((error: unknown) => {
        console.error('Map could not be shown', error);
        if (!cancelled) onFailure();
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
    // The map is drawn once per set of markers; a new centre object alone must not redraw it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, accessToken, markers, zoom, text]);

  return (
    <div className={styles.propertyMap} role="region" aria-label={label}>
      <div ref={container} className={styles.propertyMapCanvas} />
      {!ready && <p className={styles.propertyMapLoading}>{text.loading}</p>}
    </div>
  );
}
