import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './detail.module.css';
/** Spec §8 leaves the page empty when a ref fails to load; a short note is kinder. */
export function PropertyNotFound({ reason }) {
    return (_jsxs("div", { className: styles.notFound, role: "status", children: [_jsx("h1", { children: reason === 'missing' ? 'Property not found' : 'This property could not be loaded' }), _jsx("p", { children: reason === 'missing'
                    ? 'This property is no longer on our books, or the link is mistyped.'
                    : 'Please try again in a moment.' }), _jsx("p", { children: _jsx(Link, { to: paths.propertyListPage(1), children: "See the homes for sale" }) })] }));
}
