// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { EnquiryForm } from './EnquiryForm';
import type { SendEnquiry } from './send-enquiry';

afterEach(cleanup);

function renderForm(address = '/property/for-sale/in-italy/123', send: SendEnquiry = vi.fn(async () => {})) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <CaptchaProvider captcha={fixedCaptcha('token').captcha}>
        <EnquiryForm propertyRef="123" send={send} />
      </CaptchaProvider>
    </MemoryRouter>,
  );
}

/** What a screen reader reads after a control's name: the texts its aria-describedby names. */
function description(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`).join(' | ');
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const send = (name = 'Send enquiry') => fireEvent.click(screen.getByRole('button', { name }));

describe('the enquiry form after a refused send', () => {
  it('marks the first wrong field, describes it by its message and moves the focus to it', () => {
    renderForm();
    send();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Name'))).toBe("'Name' field missing");
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('Email').hasAttribute('aria-describedby')).toBe(false);

    fireEvent.change(field('Name'), { target: { value: 'Anna' } });
    fireEvent.change(field('Email'), { target: { value: 'anna' } });
    send();
    expect(field('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Email'))).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(field('Email'));
  });

  it('keeps the message counter in the description of a wrong message', () => {
    renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Anna' } });
    fireEvent.change(field('Email'), { target: { value: 'anna@example.com' } });
    send();
    const message = field('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(description(message)).toBe("0/500 characters | 'Message' field missing");
    expect(document.activeElement).toBe(message);
  });

  it('focuses the field again on every refused attempt, and sends once all is right', async () => {
    const sendEnquiry = vi.fn<SendEnquiry>(async () => {});
    renderForm(undefined, sendEnquiry);
    send();
    (screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement).focus();
    send();
    expect(document.activeElement).toBe(field('Name'));
    fireEvent.change(field('Name'), { target: { value: 'Anna' } });
    fireEvent.change(field('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'Still for sale?' } });
    send();
    expect(await screen.findByText('The message was sent successfully!')).toBeTruthy();
    expect(sendEnquiry).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-invalid]')).toBeNull();
  });

  it('does the same in Italian', () => {
    renderForm('/it/immobile/in-vendita/in-italia/123');
    send('Invia la richiesta');
    expect(field('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Nome'))).toBe("Campo 'Nome' mancante");
    expect(document.activeElement).toBe(field('Nome'));
  });
});

/** The informal 'tu' an Italian form must not use (issue #43: one register, 'Lei'). */
const INFORMAL = /\b(tuo|tua|tuoi|tue|ti|Riprova|mandaci|Chiedi)\b/;

describe('the enquiry form on an Italian page', () => {
  const ITALIAN_PAGE = '/it/immobile/in-vendita/in-italia/123';

  it('speaks Italian, as "Lei"', () => {
    renderForm(ITALIAN_PAGE);
    const form = screen.getByRole('region', { name: 'Richieda informazioni su questo immobile' });
    expect(form.textContent).toContain('Usiamo i suoi dati solo per rispondere a questa richiesta.');
    expect(form.textContent).toContain('Come usiamo i suoi dati:');
    expect(form.textContent).not.toMatch(INFORMAL);
  });

  it('says a failure in Italian, as "Lei"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm(
      ITALIAN_PAGE,
      vi.fn<SendEnquiry>(async () => {
        throw new Error('down');
      }),
    );
    fireEvent.change(field('Nome'), { target: { value: 'Anna' } });
    fireEvent.change(field('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(field('Messaggio'), { target: { value: 'È ancora in vendita?' } });
    send('Invia la richiesta');
    expect(await screen.findByText("C'è stato un problema. Riprovi più tardi o ci scriva un'email.")).toBeTruthy();
    vi.restoreAllMocks();
  });
});
