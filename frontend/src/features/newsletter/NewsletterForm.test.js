import { jsx as _jsx } from "react/jsx-runtime";
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_FAILURE, NewsletterForm } from './NewsletterForm';
afterEach(cleanup);
function fillAndSubmit(email, consent) {
    fireEvent.change(screen.getByPlaceholderText('Email'), { target: { value: email } });
    if (consent)
        fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}
describe('NewsletterForm', () => {
    it('shows the spec texts and an unticked consent box', () => {
        render(_jsx(NewsletterForm, { showInvitation: true }));
        expect(screen.getByText('You can unsubscribe at anytime!')).toBeTruthy();
        expect(screen.getByRole('checkbox').checked).toBe(false);
        expect(screen.getByText(/monthly newsletter for property alerts, news, stories and advice/)).toBeTruthy();
    });
    it('does not subscribe an invalid address', () => {
        const subscribe = vi.fn(async () => { });
        render(_jsx(NewsletterForm, { subscribe: subscribe }));
        fillAndSubmit('not-an-email', true);
        expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
        expect(subscribe).not.toHaveBeenCalled();
    });
    it('thanks the subscriber on success', async () => {
        const subscribe = vi.fn(async () => { });
        render(_jsx(NewsletterForm, { subscribe: subscribe }));
        fillAndSubmit(' anna@example.com ', true);
        expect(await screen.findByText('Thank you!')).toBeTruthy();
        expect(screen.getByText('You have successfully joined our subscriber list.')).toBeTruthy();
        expect(subscribe).toHaveBeenCalledWith('anna@example.com');
    });
    it('says so when the provider is not wired', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => { });
        render(_jsx(NewsletterForm, {}));
        fillAndSubmit('anna@example.com', true);
        expect(await screen.findByText(NEWSLETTER_FAILURE)).toBeTruthy();
    });
});
