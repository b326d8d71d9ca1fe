import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartLink } from './SmartLink';
afterEach(cleanup);
function Where() {
    const location = useLocation();
    return _jsx("output", { children: `${location.pathname}${location.search}` });
}
function renderAt(element) {
    const router = createMemoryRouter([{ path: '*', element: _jsxs(_Fragment, { children: [element, _jsx(Where, {})] }) }], { initialEntries: ['/start'] });
    render(_jsx(RouterProvider, { router: router }));
}
describe('SmartLink', () => {
    it('navigates inside the app for ordinary links', () => {
        renderAt(_jsx(SmartLink, { href: "/piedmont-property-for-sale/1", children: "Homes" }));
        fireEvent.click(screen.getByRole('link', { name: 'Homes' }));
        expect(screen.getByRole('status').textContent).toBe('/piedmont-property-for-sale/1');
    });
    it('splits a ?page= link into path and page parameter', () => {
        renderAt(_jsx(SmartLink, { href: "/piemonte-property-news?page=2", children: "News" }));
        fireEvent.click(screen.getByRole('link', { name: 'News' }));
        expect(screen.getByRole('status').textContent).toBe('/piemonte-property-news?page=2');
    });
    it('leaves .html links to the browser', () => {
        renderAt(_jsx(SmartLink, { href: "/it/index.html", children: "Italiano" }));
        const link = screen.getByRole('link', { name: 'Italiano' });
        expect(link.getAttribute('href')).toBe('/it/index.html');
        // A plain anchor: the router does not intercept the click.
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        link.dispatchEvent(click);
        expect(screen.getByRole('status').textContent).toBe('/start');
    });
    it('marks the current page in menus', () => {
        renderAt(_jsxs(_Fragment, { children: [_jsx(SmartLink, { href: "/start", markCurrent: true, children: "Here" }), _jsx(SmartLink, { href: "/elsewhere", markCurrent: true, children: "There" })] }));
        expect(screen.getByRole('link', { name: 'Here' }).getAttribute('aria-current')).toBe('page');
        expect(screen.getByRole('link', { name: 'There' }).getAttribute('aria-current')).toBeNull();
    });
});
