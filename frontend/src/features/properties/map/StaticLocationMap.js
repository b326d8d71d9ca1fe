import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { openStreetMapUrl } from './geo';
import { AREA_LABELS, LANDMARK_TOWNS, TANARO_RIVER } from './landmarks';
import { boxAround, frameFor, project, WINE_HILLS_BOX } from './projection';
import styles from './map.module.css';
const FRAME_WIDTH = 800;
/**
 * The location view used when no map service is configured (or WebGL is missing): a drawn
 * schematic of Langhe, Roero and Monferrato with each property plotted, its marker a link to
 * the property, plus links to OpenStreetMap. It makes no request to any outside host.
 */
export function StaticLocationMap({ markers, label, zoom }) {
    const titleId = useId();
    const frame = frameFor(boxAround(WINE_HILLS_BOX, markers.map((m) => m.position)), FRAME_WIDTH);
    const river = TANARO_RIVER.map((p) => project(frame, p))
        .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
        .join(' ');
    return (_jsxs("figure", { className: styles.staticMap, children: [_jsxs("svg", { className: styles.staticMapDrawing, viewBox: `0 0 ${frame.width} ${frame.height}`, role: "group", "aria-labelledby": titleId, children: [_jsx("title", { id: titleId, children: `${label}: schematic map of Langhe, Roero and Monferrato` }), _jsxs("g", { "aria-hidden": "true", children: [_jsx("rect", { className: styles.staticMapLand, width: frame.width, height: frame.height }), _jsx("polyline", { className: styles.staticMapRiver, points: river }), AREA_LABELS.map((area) => {
                                const { x, y } = project(frame, area);
                                return (_jsx("text", { className: styles.staticMapArea, x: x, y: y, textAnchor: "middle", children: area.name }, area.name));
                            }), LANDMARK_TOWNS.map((town) => {
                                const { x, y } = project(frame, town);
                                return (_jsxs("g", { className: styles.staticMapTown, children: [_jsx("circle", { cx: x, cy: y, r: 4 }), _jsx("text", { x: x + 7, y: y + 4, children: town.name })] }, town.name));
                            })] }), markers.map((marker) => {
                        const { x, y } = project(frame, marker.position);
                        return (_jsxs(Link, { to: marker.href, className: `property-marker ${styles.staticMapMarker}`, "data-ref": marker.ref, "aria-label": `Ref ${marker.ref}: ${marker.title}`, children: [_jsx("circle", { cx: x, cy: y, r: 11 }), _jsx("circle", { className: styles.staticMapMarkerDot, cx: x, cy: y, r: 4 })] }, marker.ref));
                    })] }), _jsx("figcaption", { className: styles.staticMapCaption, children: markers.length === 1 ? (_jsx("a", { href: openStreetMapUrl(markers[0].position, zoom), rel: "noopener noreferrer", children: "Open in OpenStreetMap" })) : (_jsxs("details", { children: [_jsx("summary", { children: "Open the locations in OpenStreetMap" }), _jsx("ul", { className: styles.staticMapLinks, children: markers.map((marker) => (_jsx("li", { children: _jsx("a", { href: openStreetMapUrl(marker.position, zoom), rel: "noopener noreferrer", children: `Ref ${marker.ref}: ${marker.title}` }) }, marker.ref))) })] })) })] }));
}
