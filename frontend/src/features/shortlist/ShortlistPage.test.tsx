// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// openapi-fetch keeps the fetch it finds when the client is created: stand in before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { fixedCaptcha } from '@/lib/captcha/fixed-captcha';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { SendMailProvider, type SendMail } from '@/lib/send-mail';
import { SHORTLIST_STORAGE_KEY, shortlistStore } from './lib/shortlist-store';
import { EnglishShortlistPage } from './ShortlistPage.en';
import { ItalianShortlistPage } from './ShortlistPage.it';

function home(ref: string, facts: Record<string, unknown> = {}) {
  return {
    ref,
    listing_title: `Home ${ref}`,
    title: `Home ${ref}`,
    location: 'Barolo',
    path: `-home-${ref}`,
    pictures_path: '',
    price: 500000,
    price_text: '€500,000',
    sold: false,
    visibility: 'visible',
    distances_d: [{ distance: 15, descrip: 'from Alba', place: 'alba', image: '', image_webp: '' }],
    has_listing: false,
    listing_image: '',
    listing_image_webp: '',
    small_image: '',
    small_image_webp: '',
    pictures_version: '1',
    ...facts,
  };
}

const ANSWERS: Record<string, [number, unknown]> = {
  '101': [200, home('101', { bedrooms: 4, energy_class: 'B' })],
  '102': [200, home('102', { bedrooms: 2 })],
  '103': [200, home('103', { sold: true, listing_title: 'The sold farmhouse' })],
  '104': [404, { status: 404, message: 'Property not found' }],
};

beforeEach(() => {
  fetchMock.mockImplementation(async (request: Request) => {
    const ref = new URL(request.url).pathname.split('/').pop() ?? '';
    const [status, body] = ANSWERS[ref] ?? [500, { status: 500, message: 'x' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  localStorage.clear();
  shortlistStore.refresh();
});

function keep(refs: string[]) {
  localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(refs));
  shortlistStore.refresh();
}

function renderPage(address: string, send: SendMail = async () => {}) {
  const Page = address.startsWith('/it/') ? ItalianShortlistPage : EnglishShortlistPage;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CaptchaProvider captcha={fixedCaptcha('token').captcha}>
        <SendMailProvider send={send}>
          <MemoryRouter initialEntries={[address]}>
            <Page />
          </MemoryRouter>
        </SendMailProvider>
      </CaptchaProvider>
    </QueryClientProvider>,
  );
}

describe('the shortlist page', () => {
  it('drops sold and withdrawn homes with a notice and compares the others', async () => {
    keep(['101', '102', '103', '104']);
    renderPage('/shortlist');
    const table = await screen.findByRole('table', { name: /The chosen homes compared/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Home 101Ref. 101',
      'Home 102Ref. 102',
    ]);
    const bedrooms = within(table).getByRole('rowheader', { name: 'Bedrooms' }).closest('tr')!;
    expect(within(bedrooms).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '2']);
    await screen.findByText('The sold farmhouse (Ref. 103) has been sold and has left the shortlist.');
    await screen.findByText('Ref. 104 is no longer on the market and has left the shortlist.');
    await waitFor(() => expect(shortlistStore.snapshot()).toEqual(['101', '102']));
  });

  it("heads each home's column with its main photo", async () => {
    const plain = ANSWERS['102']!;
    ANSWERS['102'] = [200, home('102', { bedrooms: 2, has_listing: true, small_image: '/images/properties/102-home-102/smalla.jpg', small_image_webp: '/images/properties/102-home-102/smalla.webp', pictures_version: '7' })];
    try {
      keep(['101', '102']);
      renderPage('/shortlist');
      const table = await screen.findByRole('table', { name: /The chosen homes compared/ });
      await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
      const [first, second] = within(table).getAllByRole('columnheader');
      const photo = second!.querySelector('img')!;
      expect(photo.getAttribute('src')).toBe('/images/properties/102-home-102/smalla.jpg?v=7');
      expect(second!.querySelector('source')!.getAttribute('srcset')).toBe('/images/properties/102-home-102/smalla.webp?v=7');
      // The title beside it names the home: the photo is not read out again.
      expect(photo.getAttribute('alt')).toBe('');
      expect(within(second!).getByRole('link', { name: 'Home 102' })).toBeTruthy();
      // A home without its cover yet says so instead of showing a broken picture.
      expect(within(first!).getByRole('img', { name: 'Photos coming soon' }).getAttribute('src')).toBe('/photos-coming-soon.svg');
    } finally {
      ANSWERS['102'] = plain;
    }
  });

  it('sends one enquiry naming every home', async () => {
    keep(['101', '102']);
    const send = vi.fn<SendMail>(async () => {});
    renderPage('/shortlist', send);
    const form = await screen.findByRole('region', { name: 'Enquire about these homes' });
    expect(within(form).getByLabelText<HTMLInputElement>('Reference numbers').value).toBe('101, 102');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByText("'Message' field missing")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Both, in May?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await within(form).findByText('The message was sent successfully!');
    expect(send.mock.calls[0]![0]).toEqual({
      subject: 'ENQUIRY for 101, 102',
      message: 'Both, in May?',
      fields: { name: 'Anna', email: 'anna@example.com', refs: ['101', '102'] },
    });
  });

  it('shares the list by link', async () => {
    keep(['101', '102']);
    renderPage('/shortlist');
    const link = await screen.findByLabelText<HTMLInputElement>('Link to this shortlist');
    expect(new URL(link.value).pathname).toBe('/shortlist');
    expect(new URL(link.value).search).toBe('?refs=101,102');
  });

  it('shows the homes a share link names and saves them to the own shortlist on request', async () => {
    keep(['102']);
    renderPage('/shortlist?refs=101,102,x');
    expect(await screen.findByRole('heading', { level: 1, name: 'A shortlist shared with you' })).toBeTruthy();
    await screen.findByRole('table', { name: /The chosen homes compared/ });
    expect(shortlistStore.snapshot()).toEqual(['102']);
    fireEvent.click(screen.getByRole('button', { name: 'Save these homes to my shortlist' }));
    expect(await screen.findByText('Saved to your shortlist.')).toBeTruthy();
    expect(shortlistStore.snapshot()).toEqual(['102', '101']);
  });

  it('says how to fill an empty shortlist', async () => {
    renderPage('/shortlist');
    expect(await screen.findByText(/Your shortlist is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the homes for sale' })).toBeTruthy();
  });

  it('compares in Italian with Italian numbers on the Italian page, as "Lei"', async () => {
    ANSWERS['105'] = [
      200,
      home('105', {
        price: 1_250_000,
        price_text: '€1,250,000',
        internal_area_m2: 10_000,
        internal_area_text: '10,000 m² (107,600 sq ft)',
        energy_non_renewable_index: 98.4,
        translations: { it: { listing_title: 'Casa 105', location: 'Barolo' } },
      }),
    ];
    keep(['105', '102']);
    renderPage('/it/preferiti');
    expect(await screen.findByRole('heading', { level: 1, name: 'I suoi preferiti' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /Le case scelte a confronto/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Casa 105Rif. 105', 'Home 102Rif. 102']);
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(row('Prezzo')).toEqual(['1.250.000\u00a0€', '500.000\u00a0€']);
    expect(row('Superficie interna')[0]).toBe('10.000 m²');
    expect(row('Indice di prestazione energetica (EPgl,nren)')[0]).toBe('98,4 kWh/m² anno');
    // The home's card and its column both lead to its Italian page.
    const links = screen.getAllByRole('link', { name: 'Casa 105' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/it/immobile/in-vendita/in-italia/105-home-105', '/it/immobile/in-vendita/in-italia/105-home-105']);
    const page = document.body.textContent ?? '';
    // Cells run together in the page's text: the prices are checked row by row above.
    expect(page).not.toMatch(/\d,\d{3}|sq ft|Ref\. /);
    expect(page).not.toMatch(/\b(tuo|tua|tuoi|tue|Riprova)\b/);
    delete ANSWERS['105'];
  });
});
