// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import type { PropertySummary } from '@/features/property-data';
import { PropertyCard } from './PropertyCard';

afterEach(cleanup);

const CARD = {
  ref: '101',
  path: '-farmhouse',
  pictures_path: '-farmhouse',
  listing_title: 'Farmhouse near Barolo',
  location: 'Barolo',
  sold: false,
  visibility: 'visible',
  price: 80_100,
  price_text: '€80,100',
  energy_class: 'B',
  envelope_quality_winter: 'high',
  bedrooms: 4,
  bathrooms: 1,
  internal_area_m2: 10_000,
  internal_area_text: '10,000 m² (107,600 sq ft)',
  has_listing: false,
  translations: { it: { listing_title: 'Cascina vicino a Barolo', location: '' } },
} as PropertySummary;

function card(page: string, property: PropertySummary = CARD) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[page]}>
        <PropertyCard property={property} lazyImage={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  ).container;
}

describe('PropertyCard', () => {
  it('speaks Italian and writes Italian numbers on the Italian list', () => {
    const container = card('/it/immobili-in-vendita-piemonte/1');
    const text = container.textContent ?? '';
    for (const italian of ['Cascina vicino a Barolo', '4 camere', '1 bagno', '10.000 m²', 'Rif.: 101', 'Qualità dell’involucro: inverno alta, estate non dichiarata', 'Classe energetica', 'Aggiungi ai preferiti']) {
      expect(text + container.innerHTML).toContain(italian);
    }
    expect(screen.getByText('80.100 €')).toBeTruthy();
    expect(text).not.toMatch(/\d,\d{3}|€\d|Energy class|Envelope|sq ft/);
    expect(screen.getByRole('link', { name: /Cascina vicino a Barolo/ }).getAttribute('href')).toBe('/it/immobile/in-vendita/in-italia/101-farmhouse');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Foto in arrivo');
    // The location is not written in Italian: the English one stands in, marked so.
    expect(screen.getByText('Barolo').getAttribute('lang')).toBe('en');
  });

  it('shows the spec’s English on the English list', () => {
    const container = card('/piedmont-property-for-sale/1');
    const text = container.textContent ?? '';
    for (const english of ['Farmhouse near Barolo', '€80,100', '10,000 m² (107,600 sq ft)', 'Ref: 101', 'Energy class', 'Envelope quality: winter high, summer not stated']) {
      expect(text).toContain(english);
    }
  });
});
