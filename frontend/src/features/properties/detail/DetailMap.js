import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useMemo } from 'react';
import { DETAIL_MAP_ZOOM } from '../map/geo';
import { propertyMarkers } from '../lib/markers';
import { PropertyMap } from '../map/PropertyMap';
import styles from './detail.module.css';
/** Where the property is, roughly: zoom 12 and a note saying the marker is approximate. */
export function DetailMap({ summary }) {
    const markers = useMemo(() => propertyMarkers([summary]), [summary]);
    if (markers.length === 0)
        return null;
    return (_jsxs("section", { "aria-labelledby": "map-title", className: styles.map, children: [_jsx("h2", { id: "map-title", className: styles.sectionTitle, children: "Location" }), _jsx(PropertyMap, { markers: markers, center: markers[0].position, zoom: DETAIL_MAP_ZOOM, label: `Location of ${summary.listing_title}` }), _jsx("p", { className: styles.mapNote, children: "Due to respect of privacy this map is only an indication of location" })] }));
}
