// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { ConsentProvider } from '@/lib/consent';
import { EnquiryForm } from '@/features/enquiry';
import { PropertyMediaParts } from './PropertyMediaSection';
import { floorPlanCaption } from './FloorPlans';
import { MEDIA_TEXT } from './media-text';
import type { PropertyMedia } from './types';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie = 'cookie-consent=; max-age=0; path=/';
});

const MEDIA: PropertyMedia = {
  floor_plans: [
    { id: 1, label: 'Ground floor', area_sqm: 120, format: 'picture', image: '/images/properties/123-v/plans/ground.jpg' },
    { id: 2, label: 'Attic', format: 'picture', image: '/images/properties/123-v/plans/attic.jpg' },
  ],
  documents: [
    { id: 7, title: 'Energy certificate', visibility: 'public', size_bytes: 250_000, download_url: '/api/properties/123/documents/7' },
    { id: 8, title: 'Cadastral plan', visibility: 'on_request', size_bytes: 90_000 },
  ],
  tour: { url: 'https://kuula.co/share/abc', provider: 'kuula', embed_url: 'https://kuula.co/share/abc' },
};

function renderParts(media: PropertyMedia = MEDIA, page = '/property/for-sale/in-italy/123') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[page]}>
        <ConsentProvider>
          <PropertyMediaParts media={media} propertyRef="123" propertyTitle="Farmhouse" />
          <EnquiryForm propertyRef="123" send={async () => {}} />
        </ConsentProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a property’s floor plans, documents and tour', () => {
  it('shows each floor with its label and area', () => {
    renderParts();
    expect(screen.getByRole('heading', { name: 'Floor plans' })).toBeTruthy();
    expect(screen.getByText('Ground floor · 120 m² (1,292 sq ft)')).toBeTruthy();
    expect(screen.getByText('Attic')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Farmhouse: floor plan, Ground floor' })).toBeTruthy();
  });

  it('offers a floor plan sent as a PDF for download, beside the pictures, never as a picture', () => {
    const pdf = { id: 3, label: 'First floor', area_sqm: 80, format: 'pdf', image: '/api/properties/123/floor-plans/3/pdf' } as const;
    renderParts({ ...MEDIA, floor_plans: [MEDIA.floor_plans[0], pdf, MEDIA.floor_plans[1]] });
    const download = screen.getByRole('link', { name: 'Download the floor plan (PDF): First floor' });
    expect(download.getAttribute('href')).toBe('/api/properties/123/floor-plans/3/pdf');
    expect(download.hasAttribute('download')).toBe(true);
    expect(download.querySelector('img')).toBeNull();
    expect(screen.getByText('First floor · 80 m² (861 sq ft)')).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/images/properties/123-v/plans/ground.jpg',
      '/images/properties/123-v/plans/attic.jpg',
    ]);
  });

  it('offers a public document for download and an on-request one through the enquiry form', () => {
    renderParts();
    const download = screen.getByRole('link', { name: /Download PDF: Energy certificate/ });
    expect(download.getAttribute('href')).toBe('/api/properties/123/documents/7');
    expect(download.hasAttribute('download')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for it: Cadastral plan' }));
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(message.value).toBe('Please send me the document "Cadastral plan" for property 123.');
    expect(document.activeElement).toBe(message);
  });

  it('loads the tour’s frame only once the visitor asks for it and accepts cookies', () => {
    renderParts();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the virtual tour (Kuula)' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/This tour is hosted by Kuula/)).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept cookies and open the tour' }));
    });
    const frame = screen.getByTitle('Virtual tour: Farmhouse');
    expect(frame.getAttribute('src')).toBe('https://kuula.co/share/abc');
    // Sandboxed: the player runs, but the frame can never navigate the page itself away.
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups']));
    expect(sandbox.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
  });

  it('shows nothing for a property without media', () => {
    renderParts({ floor_plans: [], documents: [] });
    expect(screen.queryByRole('heading', { name: /Floor plans|Documents|Virtual tour/ })).toBeNull();
  });

  it('words areas and requests plainly', () => {
    expect(floorPlanCaption({ id: 1, label: 'Cantina', format: 'picture', image: '' }, 'en')).toBe('Cantina');
    expect(MEDIA_TEXT.en.requestMessage('Brochure', '321')).toBe('Please send me the document "Brochure" for property 321.');
  });
});

describe('on an Italian page', () => {
  const ITALIAN_PAGE = '/it/immobile/in-vendita/in-italia/123';

  it('names the parts in Italian and writes areas in metres alone, in Italian digits', () => {
    renderParts({ ...MEDIA, floor_plans: [{ id: 1, label: 'Piano terra', area_sqm: 1200, format: 'picture', image: '/plans/ground.jpg' }] }, ITALIAN_PAGE);
    for (const heading of ['Planimetrie', 'Documenti', 'Visita virtuale']) expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('Piano terra · 1200 m²')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Farmhouse: planimetria, Piano terra' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/sq ft|Floor plans|Documents|Virtual tour|Download|Ask for it/);
  });

  it('writes a document’s size with a decimal comma and asks for one in Italian', () => {
    renderParts({ ...MEDIA, documents: [{ ...MEDIA.documents[0], size_bytes: 1.25 * 1024 * 1024 }, MEDIA.documents[1]] }, ITALIAN_PAGE);
    expect(screen.getByRole('link', { name: /Scarica il PDF: Energy certificate/ }).textContent).toContain('(1,3 MB)');
    fireEvent.click(screen.getByRole('button', { name: 'Richiedi: Cadastral plan' }));
    const message = screen.getByRole('textbox', { name: 'Messaggio' }) as HTMLTextAreaElement;
    expect(message.value).toBe('Vorrei ricevere il documento "Cadastral plan" dell\'immobile rif. 123.');
  });

  it('offers the tour in Italian', () => {
    renderParts(MEDIA, ITALIAN_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Apri la visita virtuale (Kuula)' }));
    // Cookies were accepted above (the choice is kept for the visit): the frame opens at once.
    expect(screen.getByTitle('Visita virtuale: Farmhouse').getAttribute('src')).toBe('https://kuula.co/share/abc');
  });
});
