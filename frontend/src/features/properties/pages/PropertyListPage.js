import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { useProperties } from '../api/get-properties';
import { AddPropertyButton } from '../components/AddPropertyButton';
import { PropertyCard } from '../components/PropertyCard';
import { propertyMarkers } from '../lib/markers';
import { paths } from '@/config/paths';
import { parsePage } from '../lib/route-params';
import { LIST_MAP_CENTER, LIST_MAP_ZOOM } from '../map/geo';
import { PropertyMap } from '../map/PropertyMap';
import styles from './PropertyListPage.module.css';
/** The first cards are in view at once; later thumbnails wait until scrolled near. */
const EAGER_CARDS = 4;
export function PropertyListPage() {
    const params = useParams();
    const [search] = useSearchParams();
    const page = parsePage(params.page, search.get('page'));
    const { data, isPending, isError } = useProperties(page);
    usePageMeta({
        title: 'Real estate for sale in Piedmont, Italy',
        description: 'Beautiful homes & businesses for sale in Langhe, Roero & Monferrato, Piedmont, Italy.',
        canonical: paths.propertyListPage(page),
    });
    const properties = useMemo(() => data?.properties ?? [], [data]);
    const markers = useMemo(() => propertyMarkers(properties), [properties]);
    return (_jsxs("div", { className: styles.page, children: [_jsxs("header", { className: styles.header, children: [_jsx("h1", { children: "Real estate for sale in Piedmont, Italy" }), _jsx("p", { className: styles.subtitle, children: "Beautiful homes & businesses in Langhe, Roero & Monferrato" })] }), isPending && _jsx(LoadingSpinner, { label: "Loading properties\u2026" }), isError && !data && (_jsx("p", { role: "alert", className: styles.message, children: "The properties could not be loaded. Please try again in a moment." })), data && (_jsxs(_Fragment, { children: [markers.length > 0 && (_jsx("div", { className: styles.map, children: _jsx(PropertyMap, { markers: markers, center: LIST_MAP_CENTER, zoom: LIST_MAP_ZOOM, label: "Properties on this page" }) })), _jsx("ul", { className: styles.grid, children: properties.map((property, index) => (_jsx("li", { children: _jsx(PropertyCard, { property: property, lazyImage: index >= EAGER_CARDS }) }, property.ref))) }), properties.length === 0 && (_jsx("p", { className: styles.message, children: "There are no properties on this page." })), _jsx(Pagination, { page: page, pages: data.pages, hrefFor: paths.propertyListPage, label: "Property pages" })] })), _jsx(AddPropertyButton, {})] }));
}
