import { useMemo } from 'react';
import { DETAIL_MAP_ZOOM, PropertyMap } from '@/features/map';
import { propertyMarkers } from '../lib/markers';
import type { PropertySummary } from '@/features/property-data';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

/** Where the property is, roughly: zoom 12 and a note saying the marker is approximate. */
export function DetailMap({ summary }: { summary: PropertySummary }) {
  const markers = useMemo(() => propertyMarkers([summary]), [summary]);
  if (markers.length === 0) return null;
  return (
    <DetailSection id="map-title" title="Location" className={styles.map}>
      <PropertyMap
        markers={markers}
        center={markers[0].position}
        zoom={DETAIL_MAP_ZOOM}
        label={`Location of ${summary.listing_title}`}
      />
      <p className={styles.mapNote}>Due to respect of privacy this map is only an indication of location</p>
    </DetailSection>
  );
}
