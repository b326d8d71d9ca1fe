// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { NEWSLETTER_FAILURE, NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

afterEach(cleanup);

function renderForm(props: NewsletterFormProps = {}, captcha = fixedCaptcha('newsletter-token'), page = '/') {
  // In the footer of every page, inside the router: its privacy note links by the page's language.
  render(
    <MemoryRouter initialEntries={[page]}>
      <CaptchaProvider captcha={captcha.captcha}>
        <NewsletterForm {...props} />
      </CaptchaProvider>
    </MemoryRouter>,
  );
  return captcha.calls;
}

function fillAndSubmit(email: string, consent: boolean) {
  fireEvent.change(screen.getByPlaceholderText('Email'), { target: { value: email } });
  if (consent) fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it('shows the spec texts and an unticked consent box', () => {
    renderForm({ showInvitation: true });
    expect(screen.getByText('You can unsubscribe at anytime!')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/monthly newsletter for property alerts, news, stories and advice/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('links the Italian privacy policy on Italian pages', () => {
    renderForm({}, fixedCaptcha('newsletter-token'), '/it/index.html');
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' }).getAttribute('href')).toBe('/it/informativa-privacy');
  });

  it('does not subscribe an invalid address', () => {
    const subscribe = vi.fn(async () => ({}));
    renderForm({ subscribe });
    fillAndSubmit('not-an-email', true);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('thanks the subscriber on success and asks them to open the mailed link', async () => {
    const confirmation = 'Please check your inbox: open the link we have sent you to confirm your subscription.';
    const subscribe = vi.fn(async () => ({ confirmation }));
    const captcha = renderForm({ subscribe });
    fillAndSubmit(' anna@example.com ', true);
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(screen.getByText('You have successfully joined our subscriber list.')).toBeTruthy();
    expect(screen.getByText(confirmation)).toBeTruthy();
    expect(subscribe).toHaveBeenCalledWith('anna@example.com', 'newsletter-token');
    expect(captcha.resets).toBe(1);
  });

  it('says so when the provider is not wired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fillAndSubmit('anna@example.com', true);
    expect(await screen.findByText(NEWSLETTER_FAILURE)).toBeTruthy();
  });

  it('speaks Italian in the Italian footer, formally, and thanks in Italian', async () => {
    const subscribe = vi.fn(async () => ({ confirmation: 'Please check your inbox: open the link we have sent you to confirm your subscription.' }));
    renderForm({ showInvitation: true, subscribe }, fixedCaptcha('newsletter-token'), '/it/index.html');
    const block = screen.getByRole('region', { name: 'Newsletter' });
    expect(block.getAttribute('lang')).toBe('it');
    expect(screen.getByText("Può annullare l'iscrizione in qualsiasi momento.")).toBeTruthy();
    expect(screen.getByText(/Si iscriva alla nostra newsletter mensile/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(screen.getByRole('alert').textContent).toBe('Inserisca il suo indirizzo email');
    fireEvent.change(screen.getByPlaceholderText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByText('Grazie!')).toBeTruthy();
    expect(screen.getByText('La sua iscrizione è andata a buon fine.')).toBeTruthy();
    expect(screen.getByText(/Controlli la sua casella di posta/)).toBeTruthy();
    expect(block.textContent).not.toMatch(/Subscribe|unsubscribe|Thank you|Please|inbox/);
  });
});
