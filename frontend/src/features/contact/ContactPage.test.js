import { jsx as _jsx } from "react/jsx-runtime";
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendMailProvider } from '@/lib/send-mail';
import { ContactPage } from './ContactPage';
import { ItalianContactPage } from './ItalianContactPage';
afterEach(cleanup);
function renderPage(page, send) {
    const content = _jsx(MemoryRouter, { children: page });
    render(send ? _jsx(SendMailProvider, { send: send, children: content }) : content);
}
function fill(name, email, message) {
    const [nameInput, emailInput] = screen.getAllByRole('textbox');
    fireEvent.change(nameInput, { target: { value: name } });
    fireEvent.change(emailInput, { target: { value: email } });
    fireEvent.change(screen.getAllByRole('textbox')[2], { target: { value: message } });
}
describe('English contact page', () => {
    it('shows the first failing message', () => {
        renderPage(_jsx(ContactPage, {}));
        fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
        expect(screen.getByRole('alert').textContent).toBe("'Name' field missing");
    });
    it('sends a Contact Page mail and locks the form on success', async () => {
        const send = vi.fn(async () => { });
        renderPage(_jsx(ContactPage, {}), send);
        fill('Anna', 'anna@example.com', 'A farmhouse near Barolo, please');
        fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
        expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
        expect(screen.getAllByRole('textbox').every((input) => input.disabled)).toBe(true);
        const mail = send.mock.calls[0][0];
        expect(mail.subject).toBe('Contact Page');
        expect(mail.message).toBe('A farmhouse near Barolo, please');
        expect(mail.fields).toEqual({ name: 'Anna', email: 'anna@example.com' });
    });
    it('shows the failure text while sending is not wired', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => { });
        renderPage(_jsx(ContactPage, {}));
        fill('Anna', 'anna@example.com', 'Hello');
        fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
        expect(await screen.findByText('There was a problem. Try again later or send us an email.')).toBeTruthy();
    });
});
describe('Italian contact page', () => {
    it('uses the Italian messages, subject and success text', async () => {
        const send = vi.fn(async () => { });
        renderPage(_jsx(ItalianContactPage, {}), send);
        fireEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));
        expect(screen.getByRole('alert').textContent).toBe("Campo 'Nome' mancante");
        fill('Marco', 'marco@example.it', 'Vorrei vendere casa');
        fireEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));
        expect(await screen.findByText('Messaggio inviato con successo!')).toBeTruthy();
        expect(send.mock.calls[0][0].subject).toBe('Italian Contact Page');
    });
});
