import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteConfig } from '@/config/site';
import { StaticLocationMap } from './StaticLocationMap';
import { useNearViewport } from './use-near-viewport';
import styles from './map.module.css';
/**
 * The map of one or more properties: mapbox-gl when an access token is configured (loaded
 * only as the map nears the viewport), otherwise a static location view — never a blank box.
 */
export function PropertyMap(props) {
    const token = siteConfig.mapboxToken;
    const [failed, setFailed] = useState(false);
    if (!token || failed) {
        return _jsx(StaticLocationMap, { markers: props.markers, label: props.label, zoom: props.zoom });
    }
    return _jsx(InteractiveMap, { ...props, accessToken: token, onFailure: () => setFailed(true) });
}
function InteractiveMap({ markers, center, zoom, label, accessToken, onFailure }) {
    const container = useRef(null);
    const near = useNearViewport(container, '300px');
    const navigate = useNavigate();
    const [ready, setReady] = useState(false);
    useEffect(() => {
        const element = container.current;
        if (!near || !element)
            return;
        let cancelled = false;
        let destroy;
        import('./mapbox-view')
            .then(({ mountMapboxView }) => {
            if (cancelled)
                return;
            destroy = mountMapboxView(element, {
                accessToken,
                center,
                zoom,
                markers,
                onNavigate: (href) => navigate(href),
            }).destroy;
            setReady(true);
        })
            .catch((error) => {
            console.error('Map could not be shown', error);
            if (!cancelled)
                onFailure();
        });
        return () => {
            cancelled = true;
            destroy?.();
        };
        // The map is drawn once per set of markers; a new centre object alone must not redraw it.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [near, accessToken, markers, zoom]);
    return (_jsxs("div", { className: styles.propertyMap, role: "region", "aria-label": label, children: [_jsx("div", { ref: container, className: styles.propertyMapCanvas }), !ready && _jsx("p", { className: styles.propertyMapLoading, children: "Loading map\u2026" })] }));
}
