import { useMemo } from 'react';
import { DETAIL_MAP_ZOOM, PropertyMap } from '@/features/map';
import { propertyMarkers } from '../lib/markers';
import { cardText, type PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

/** Where the property is, roughly: zoom 12 and a note saying the marker is approximate. */
export function DetailMap({ summary }: { summary: PropertySummary }) {
  const language = useLanguage();
  const markers = useMemo(() => propertyMarkers([summary], language), [summary, language]);
  const text = CATALOGUE_TEXT[language].map;
  if (markers.length === 0) return null;
  return (
    <DetailSection id="map-title" title={text.heading} className={styles.map}>
      <PropertyMap
        markers={markers}
        center={markers[0].position}
        zoom={DETAIL_MAP_ZOOM}
        label={text.label(cardText(summary, 'listing_title', language).text)}
      />
      <p className={styles.mapNote}>{text.note}</p>
    </DetailSection>
  );
}
