// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { EnquiryForm } from './EnquiryForm';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderOn(page: string, send = vi.fn(async () => {})) {
  render(
    <MemoryRouter initialEntries={[page]}>
      <CaptchaProvider captcha={fixedCaptcha('token').captcha}>
        <EnquiryForm propertyRef="101" send={send} />
      </CaptchaProvider>
    </MemoryRouter>,
  );
  return send;
}

const ITALIAN_PAGE = '/it/immobile/in-vendita/in-italia/101';
/** The informal 'tu' an Italian form must not use (issue #43: one register, 'Lei'). */
const INFORMAL = /\b(tuo|tua|tuoi|tue|ti|Riprova|mandaci|Chiedi)\b/;

describe('EnquiryForm on an Italian page', () => {
  it('speaks Italian, as "Lei", and checks in Italian', () => {
    renderOn(ITALIAN_PAGE);
    const form = screen.getByRole('region', { name: 'Richieda informazioni su questo immobile' });
    expect(form.textContent).toContain('Usiamo i suoi dati solo per rispondere a questa richiesta.');
    expect(form.textContent).toContain('Come usiamo i suoi dati:');
    expect(form.textContent).not.toMatch(INFORMAL);
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(screen.getByText("Campo 'Nome' mancante")).toBeTruthy();
  });

  it('says a failure in Italian, as "Lei"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOn(
      ITALIAN_PAGE,
      vi.fn(async () => {
        throw new Error('down');
      }),
    );
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Messaggio'), { target: { value: 'È ancora in vendita?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText("C'è stato un problema. Riprovi più tardi o ci scriva un'email.")).toBeTruthy();
  });

  it('keeps the spec’s English on an English page', () => {
    renderOn('/property/for-sale/in-italy/101');
    expect(screen.getByRole('region', { name: 'Enquire about this property!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
  });
});
