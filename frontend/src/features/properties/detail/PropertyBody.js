import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import { CounterBlocks } from './CounterBlocks';
import { DescriptionList } from './DescriptionList';
import { DetailMap } from './DetailMap';
import { Distances } from './Distances';
import { EnergyPerformance } from './EnergyPerformance';
import { FeaturesList } from './FeaturesList';
import { Galleries } from './Galleries';
import { PriceBox } from './PriceBox';
import { TownTabs } from './TownTabs';
import styles from './detail.module.css';
/** Everything below the headings, once the full property has loaded. */
export function PropertyBody({ property, galleries, sendEnquiry }) {
    return (_jsxs(_Fragment, { children: [_jsxs("div", { className: styles.columns, children: [_jsxs("div", { className: styles.main, children: [_jsx(FeaturesList, { features: property.features_display }), _jsxs("section", { "aria-labelledby": "description-title", children: [_jsx("h2", { id: "description-title", className: styles.sectionTitle, children: "Description" }), _jsx(SanitizedHtml, { className: styles.description, html: property.description }), _jsx(DescriptionList, { entries: property.description_list_d })] }), _jsx(EnergyPerformance, { property: property })] }), _jsxs("div", { className: styles.side, children: [_jsx(PriceBox, { summary: property, note: property.price_description }), _jsx(EnquiryForm, { propertyRef: property.ref, send: sendEnquiry })] })] }), _jsx(Galleries, { galleries: galleries, propertyTitle: property.listing_title }), _jsx(Distances, { distances: property.distances_d }), _jsx(CounterBlocks, { blocks: property.counter_blocks }), property.town && _jsx(TownTabs, { town: property.town }), _jsx(DetailMap, { summary: property })] }));
}
