import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
/** Last-resort screen when a route chunk fails to load (e.g. a deploy removed old chunks). */
export function RouteError() {
    const error = useRouteError();
    console.error('Route failed', error);
    const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
    return (_jsxs("main", { className: "container section", id: "main-content", children: [_jsx("h1", { children: "Something went wrong" }), _jsxs("p", { children: ["This page could not be shown", detail ? ` (${detail})` : '', ". Reloading usually helps."] }), _jsx("p", { children: _jsx("a", { className: "button button-primary", href: window.location.href, children: "Reload the page" }) })] }));
}
