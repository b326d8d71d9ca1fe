import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { ApiError } from '@/lib/api/api-error';
import { useCan } from '@/lib/session';
import { useProperty } from '../api/get-property';
import { usePropertyGallery } from '../api/get-property-gallery';
import { DetailBanner } from '../detail/DetailBanner';
import { ListingCard } from '../detail/ListingCard';
import { PropertyBody } from '../detail/PropertyBody';
import { PropertyNotFound } from '../detail/PropertyNotFound';
import { EditPropertyButton, LazyPropertyEditor } from '../edit/PropertyEditLayer';
import { readHandover } from '../lib/handover';
import { parseRef } from '../lib/route-params';
import styles from '../detail/detail.module.css';
const DEFAULT_TITLE = 'Look at this property!';
const DEFAULT_DESCRIPTION = 'I found this on Langhe Property';
export function PropertyDetailPage() {
    const params = useParams();
    const [search] = useSearchParams();
    const location = useLocation();
    const ref = parseRef(params.ref, search.get('ref'));
    if (!ref)
        return _jsx(PropertyNotFound, { reason: "missing" });
    if (ref === NEW_REF)
        return _jsx(NewProperty, {});
    return _jsx(PropertyDetail, { propertyRef: ref, handedOver: readHandover(location.state, ref) }, ref);
}
/** SPEC §2: ref 'new' opens the editor on a blank property, for roles that may create one. */
const NEW_REF = 'new';
function NewProperty() {
    const canCreate = useCan('createProperty');
    usePageMeta({ title: 'New property', description: DEFAULT_DESCRIPTION });
    if (!canCreate)
        return _jsx(PropertyNotFound, { reason: "missing" });
    return _jsx(LazyPropertyEditor, { property: null, galleries: [] });
}
function PropertyDetail({ propertyRef, handedOver }) {
    const { data: property, error } = useProperty(propertyRef);
    const galleries = usePropertyGallery(propertyRef).data ?? [];
    const canEdit = useCan('editProperty');
    const [editing, setEditing] = useState(false);
    usePageMeta({
        title: property?.meta_title || DEFAULT_TITLE,
        description: property?.meta_description || DEFAULT_DESCRIPTION,
        canonical: paths.propertyDetail(propertyRef),
    });
    const summary = property ?? handedOver;
    if (!property && error) {
        const missing = error instanceof ApiError && error.isNotFound;
        return _jsx(PropertyNotFound, { reason: missing ? 'missing' : 'failed' });
    }
    if (!summary)
        return _jsx(LoadingSpinner, { label: "Loading the property\u2026" });
    if (editing && canEdit && property)
        return _jsx(LazyPropertyEditor, { property: property, galleries: galleries });
    return (_jsxs("article", { className: styles.page, children: [_jsx(DetailBanner, { property: property, fallbackTitle: summary.listing_title }), _jsxs("div", { className: styles.container, children: [_jsx(ListingCard, { summary: summary, hasGallery: galleries.some((g) => g.pictures.length > 0) }), _jsxs("header", { className: styles.heading, children: [_jsx("h1", { children: property?.title || summary.listing_title }), property?.title2 && _jsx("h2", { className: styles.title2, children: property.title2 }), _jsxs("p", { className: styles.reference, children: ["Reference: ", summary.ref] }), _jsxs("p", { className: styles.location, children: ["Location: ", summary.location] })] }), property ? (_jsx(PropertyBody, { property: property, galleries: galleries })) : (_jsx(LoadingSpinner, { label: "Loading the property\u2026" }))] }), canEdit && property && _jsx(EditPropertyButton, { onEdit: () => setEditing(true) })] }));
}
