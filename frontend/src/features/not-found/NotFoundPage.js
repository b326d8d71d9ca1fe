import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '@/components/usePageMeta';
import { paths } from '@/config/paths';
import styles from './NotFoundPage.module.css';
export function NotFoundPage() {
    usePageMeta({ title: 'Page not found', description: 'The page you were looking for could not be found on Langhe Property.', canonical: paths.notFound });
    const navigate = useNavigate();
    // The link still works without history (opened in a new tab): it then goes home.
    const goBack = (event) => {
        if (window.history.length > 1) {
            event.preventDefault();
            navigate(-1);
        }
    };
    return (_jsxs("section", { className: `container section ${styles.notFound}`, children: [_jsx("p", { className: styles.code, children: "Error 404" }), _jsx("h1", { children: "Page not found" }), _jsx("p", { className: styles.text, children: "Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved." }), _jsx("p", { children: _jsx("a", { className: "button button-primary", href: paths.home, onClick: goBack, children: "Go back" }) })] }));
}
