// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// openapi-fetch keeps the fetch it finds when the client is created, so the stand-in must be
// in place before the client module loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { rememberLandingSource } from '@/lib/lead-source';
import { ViewingForm } from './ViewingForm';

afterEach(cleanup);

function answer(status: number, body: unknown) {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function fillAndSend(language: 'en' | 'it', shareKey: string | null = null) {
  render(
    <MemoryRouter>
      <CaptchaProvider captcha={fixedCaptcha('solved-token').captcha}>
        <ViewingForm language={language} propertyRef="123" shareKey={shareKey} />
      </CaptchaProvider>
    </MemoryRouter>,
  );
  const field = (name: string) => document.querySelector(`[name="${name}"]`)!;
  fireEvent.change(field('name'), { target: { value: 'Anna Rossi' } });
  fireEvent.change(field('email'), { target: { value: 'anna@example.com' } });
  fireEvent.change(field('from'), { target: { value: '2020-05-10' } });
  fireEvent.change(field('to'), { target: { value: '2020-05-12' } });
  fireEvent.change(field('message'), { target: { value: 'Two homes, please' } });
  fireEvent.submit(field('message').closest('form')!);
}

describe('ViewingForm', () => {
  it('marks the wrong field, describes it by the message and moves the focus to it', () => {
    render(
      <MemoryRouter>
        <CaptchaProvider captcha={fixedCaptcha('solved-token').captcha}>
          <ViewingForm language="en" propertyRef="123" />
        </CaptchaProvider>
      </MemoryRouter>,
    );
    const control = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const message = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
    fireEvent.change(control('name'), { target: { value: 'Anna Rossi' } });
    fireEvent.change(control('email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(control('from'), { target: { value: '2030-05-12' } });
    fireEvent.change(control('to'), { target: { value: '2030-05-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a viewing' }));
    // Dates the wrong way round: the departure is what to change.
    expect(control('to').getAttribute('aria-invalid')).toBe('true');
    expect(message(control('to'))).toBe('The departure date may not be before the arrival date');
    expect(document.activeElement).toBe(control('to'));
    expect(control('from').hasAttribute('aria-invalid')).toBe(false);

    fireEvent.change(control('to'), { target: { value: '2030-05-14' } });
    fireEvent.click(control('morning'));
    fireEvent.click(control('afternoon'));
    fireEvent.click(screen.getByRole('button', { name: 'Request a viewing' }));
    // The half days are one answer: both boxes are marked, the first takes the focus.
    for (const half of ['morning', 'afternoon']) {
      expect(control(half).getAttribute('aria-invalid')).toBe('true');
      expect(message(control(half))).toBe("'Preferred times' field missing");
    }
    expect(document.activeElement).toBe(control('morning'));
    expect(control('to').hasAttribute('aria-invalid')).toBe(false);
  });

  it("shows the server's refusal as the server wrote it, and the form stays open to fix it", async () => {
    answer(400, { status: 400, message: 'Le date non possono essere nel passato' });
    fillAndSend('it');
    expect(await screen.findByText('Le date non possono essere nel passato')).toBeTruthy();
    expect(screen.queryByText(/Si è verificato un problema/)).toBeNull();
    expect((document.querySelector('[name="from"]') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Invia la richiesta di visita' })).toBeTruthy();
  });

  it('shows its own failure text when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, { status: 500, message: 'Internal server error' });
    fillAndSend('en');
    expect(await screen.findByText(/There was a problem sending the request/)).toBeTruthy();
  });

  it('sends where the visitor came from, like the enquiry forms', async () => {
    rememberLandingSource('https://langhe.example/property/for-sale/in-italy/123?utm_source=kyero&utm_medium=portal', 'https://www.kyero.com/');
    answer(200, { status: 200, message: 'Request received' });
    fillAndSend('en');
    await screen.findByText(/your request has been received/);
    const body = await fetchMock.mock.calls[0]![0].json();
    expect(body).toMatchObject({
      refs: ['123'],
      language: 'en',
      captchaToken: 'solved-token',
      source: { referrer_host: 'www.kyero.com', utm_source: 'kyero', utm_medium: 'portal' },
    });
  });

  it("sends the share key of the unlisted home whose page it is on, and none elsewhere", async () => {
    answer(200, { status: 200, message: 'Request received' });
    fillAndSend('en', 'Unlisted456shareKey-_a');
    await screen.findByText(/your request has been received/);
    expect(await fetchMock.mock.calls[0]![0].json()).toMatchObject({ refs: ['123'], shareKey: 'Unlisted456shareKey-_a' });
    cleanup();

    answer(200, { status: 200, message: 'Request received' });
    fillAndSend('en');
    await screen.findByText(/your request has been received/);
    expect(await fetchMock.mock.calls[0]![0].json()).not.toHaveProperty('shareKey');
  });

  it('speaks Italian as "Lei" on an Italian page: "visita" is a viewing', () => {
    render(
      <MemoryRouter>
        <CaptchaProvider captcha={fixedCaptcha('solved-token').captcha}>
          <ViewingForm language="it" propertyRef="123" />
        </CaptchaProvider>
      </MemoryRouter>,
    );
    const form = screen.getByTestId('viewing-form');
    expect(screen.getByRole('heading', { name: 'Richieda una visita' })).toBeTruthy();
    expect(form.textContent).toContain('Ci indichi i giorni in cui sarà in Piemonte');
    expect(form.textContent).not.toMatch(/\b(tuo|tua|tuoi|tue|ti|Richiedi)\b/);
  });
});
