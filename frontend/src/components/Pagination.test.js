import { jsx as _jsx } from "react/jsx-runtime";
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';
afterEach(cleanup);
function renderPagination(page, pages) {
    return render(_jsx(MemoryRouter, { children: _jsx(Pagination, { page: page, pages: pages, hrefFor: (p) => `/piemonte-property-news/${p}` }) }));
}
describe('Pagination', () => {
    it('renders nothing for a single page', () => {
        const { container } = renderPagination(1, 1);
        expect(container.innerHTML).toBe('');
    });
    it('links every page and marks the current one', () => {
        renderPagination(2, 3);
        const links = screen.getAllByRole('link', { name: /^Page \d$/ });
        expect(links.map((link) => link.getAttribute('href'))).toEqual([
            '/piemonte-property-news/1',
            '/piemonte-property-news/2',
            '/piemonte-property-news/3',
        ]);
        expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('2');
    });
    it('offers previous and next arrows only where they lead somewhere', () => {
        renderPagination(1, 3);
        expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
        expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/piemonte-property-news/2');
        cleanup();
        renderPagination(3, 3);
        expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/piemonte-property-news/2');
        expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    });
});
