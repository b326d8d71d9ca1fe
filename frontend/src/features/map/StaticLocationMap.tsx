import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/lib/i18n';
import { openStreetMapUrl, type MapMarker } from './geo';
import { AREA_LABELS, LANDMARK_TOWNS, TANARO_RIVER } from './landmarks';
import { MAP_TEXT } from './map-text';
import { boxAround, frameFor, project, WINE_HILLS_BOX } from './projection';
import styles from './map.module.css';

const FRAME_WIDTH = 800;

interface StaticLocationMapProps {
  markers: readonly MapMarker[];
  /** Names the view for screen readers, e.g. 'Properties on this page'. */
  label: string;
  /** The zoom the "Open in OpenStreetMap" links open at. */
  zoom: number;
}

/**
 * The location view used when no map service is configured (or WebGL is missing): a drawn
 * schematic of Langhe, Roero and Monferrato with each property plotted, its marker a link to
 * the property, plus links to OpenStreetMap. It makes no request to any outside host.
 */
export function StaticLocationMap({ markers, label, zoom }: StaticLocationMapProps) {
  const titleId = useId();
  const text = MAP_TEXT[useLanguage()];
  const frame = frameFor(boxAround(WINE_HILLS_BOX, markers.map((m) => m.position)), FRAME_WIDTH);
  const river = TANARO_RIVER.map((p) => project(frame, p))
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

  return (
    <figure className={styles.staticMap}>
      <svg
        className={styles.staticMapDrawing}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="group"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{text.schematic(label)}</title>
        <g aria-hidden="true">
          <rect className={styles.staticMapLand} width={frame.width} height={frame.height} />
          <polyline className={styles.staticMapRiver} points={river} />
          {AREA_LABELS.map((area) => {
            const { x, y } = project(frame, area);
            return (
              <text key={area.name} className={styles.staticMapArea} x={x} y={y} textAnchor="middle">
                {area.name}
              </text>
            );
          })}
          {LANDMARK_TOWNS.map((town) => {
            const { x, y } = project(frame, town);
            return (
              <g key={town.name} className={styles.staticMapTown}>
                <circle cx={x} cy={y} r={4} />
                <text x={x + 7} y={y + 4}>
                  {town.name}
                </text>
              </g>
            );
          })}
        </g>
        {markers.map((marker) => {
          const { x, y } = project(frame, marker.position);
          return (
            <Link
              key={marker.ref}
              to={marker.href}
              className={`property-marker ${styles.staticMapMarker}`}
              data-ref={marker.ref}
              aria-label={text.marker(marker.ref, marker.title)}
            >
              <circle cx={x} cy={y} r={11} />
              <circle className={styles.staticMapMarkerDot} cx={x} cy={y} r={4} />
            </Link>
          );
        })}
      </svg>
      <figcaption className={styles.staticMapCaption}>
        {markers.length === 1 ? (
          <a href={openStreetMapUrl(markers[0].position, zoom)} rel="noopener noreferrer">
            {text.openOne}
          </a>
        ) : (
          <details>
            <summary>{text.openAll}</summary>
            <ul className={styles.staticMapLinks}>
              {markers.map((marker) => (
                <li key={marker.ref}>
                  <a href={openStreetMapUrl(marker.position, zoom)} rel="noopener noreferrer">
                    {text.markerRef(marker.ref)}
                    {marker.titleLang ? <span lang={marker.titleLang}>{marker.title}</span> : marker.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        )}
      </figcaption>
    </figure>
  );
}
