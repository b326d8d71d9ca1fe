import { jsx as _jsx } from "react/jsx-runtime";
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';
afterEach(cleanup);
describe('NotFoundPage', () => {
    it('shows the spec texts and a go-back link', () => {
        render(_jsx(MemoryRouter, { children: _jsx(NotFoundPage, {}) }));
        expect(screen.getByText('Error 404')).toBeTruthy();
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
        expect(screen.getByText("Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved.")).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Go back' })).toBeTruthy();
        expect(document.title).toBe('Page not found | Langhe Property');
    });
});
