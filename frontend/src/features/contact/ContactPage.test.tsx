// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendMailProvider, type SendMail } from '@/lib/send-mail';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { failingCaptcha, type Captcha } from '@/lib/captcha/captcha';
import { hostedCaptcha } from '@/lib/captcha/hosted-captcha';
import { fakeWidgetApi } from '@/lib/captcha/fake-widget.test-support';
import { EnglishContactPage } from './ContactPage.en';
import { ItalianContactPage } from './ContactPage.it';

afterEach(cleanup);

function renderPage(page: React.ReactNode, send?: SendMail, captcha: Captcha = fixedCaptcha().captcha) {
  const content = <MemoryRouter>{page}</MemoryRouter>;
  const withMail = send ? <SendMailProvider send={send}>{content}</SendMailProvider> : content;
  render(<CaptchaProvider captcha={captcha}>{withMail}</CaptchaProvider>);
}

function fill(name: string, email: string, message: string) {
  const [nameInput, emailInput] = screen.getAllByRole('textbox');
  fireEvent.change(nameInput!, { target: { value: name } });
  fireEvent.change(emailInput!, { target: { value: email } });
  fireEvent.change(screen.getAllByRole('textbox')[2]!, { target: { value: message } });
}

describe('English contact page', () => {
  it('shows the first failing message', () => {
    renderPage(<EnglishContactPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert').textContent).toBe("'Name' field missing");
  });

  it('marks the first wrong field, describes it by the message and moves the focus to it', () => {
    renderPage(<EnglishContactPage />);
    const [name, email] = screen.getAllByRole('textbox') as HTMLInputElement[];
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(name!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name!.getAttribute('aria-describedby')!)).toBe(screen.getByRole('alert'));
    expect(document.activeElement).toBe(name);
    expect(email!.hasAttribute('aria-invalid')).toBe(false);

    fireEvent.change(name!, { target: { value: 'Anna' } });
    fireEvent.change(email!, { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert').textContent).toBe('Please insert a valid email address');
    expect(name!.hasAttribute('aria-invalid')).toBe(false);
    expect(name!.hasAttribute('aria-describedby')).toBe(false);
    expect(email!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email!.getAttribute('aria-describedby')!)).toBe(screen.getByRole('alert'));
    expect(document.activeElement).toBe(email);
  });

  it('sends a Contact Page mail and locks the form on success', async () => {
    const send = vi.fn<SendMail>(async () => {});
    const { captcha, calls } = fixedCaptcha('solved-token');
    renderPage(<EnglishContactPage />, send, captcha);
    fireEvent.focus(screen.getAllByRole('textbox')[0]!);
    expect(calls.prepared).toBe(1);
    fill('Anna', 'anna@example.com', 'A farmhouse near Barolo, please');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(screen.getAllByRole('textbox').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
    const mail = send.mock.calls[0]![0];
    expect(mail.subject).toBe('Contact Page');
    expect(mail.message).toBe('A farmhouse near Barolo, please');
    expect(mail.fields).toEqual({ name: 'Anna', email: 'anna@example.com' });
    expect(send.mock.calls[0]![1]).toBe('solved-token');
    expect(calls.resets).toBe(1);
  });

  it('sends nothing and shows the failure text when the captcha fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn<SendMail>(async () => {});
    renderPage(<EnglishContactPage />, send, failingCaptcha('the widget reported an error'));
    fill('Anna', 'anna@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('There was a problem. Try again later or send us an email.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the failure text while sending is not wired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<EnglishContactPage />);
    fill('Anna', 'anna@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('There was a problem. Try again later or send us an email.')).toBeTruthy();
  });
});

describe('contact form with a hosted captcha', () => {
  it('renders the widget in the form on first focus, sends its token and resets it', async () => {
    const fake = fakeWidgetApi();
    const load = vi.fn(async () => fake.api);
    const captcha = hostedCaptcha({ provider: 'turnstile', siteKey: 'site-key', scriptUrl: 'https://captcha.test/api.js' }, load);
    const send = vi.fn<SendMail>(async () => {});
    renderPage(<EnglishContactPage />, send, captcha);
    expect(load).not.toHaveBeenCalled();

    fireEvent.focus(screen.getAllByRole('textbox')[0]!);
    await vi.waitFor(() => expect(fake.widgets).toHaveLength(1));
    const form = screen.getByRole('form');
    expect(form.contains(fake.widgets[0]!.container)).toBe(true);

    fill('Anna', 'anna@example.com', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    fake.solve('widget-token');
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(send.mock.calls[0]![1]).toBe('widget-token');
    expect(fake.widgets[0]!.resets).toBe(1);
  });
});

describe('Italian contact page', () => {
  it('uses the Italian messages, subject and success text', async () => {
    const send = vi.fn<SendMail>(async () => {});
    renderPage(<ItalianContactPage />, send);
    fireEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByRole('alert').textContent).toBe("Campo 'Nome' mancante");
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
    fill('Marco', 'marco@example.it', 'Vorrei vendere casa');
    fireEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Messaggio inviato con successo!')).toBeTruthy();
    expect(send.mock.calls[0]![0].subject).toBe('Italian Contact Page');
  });
});
