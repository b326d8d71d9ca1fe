// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import type { PropertySummary } from '@/features/property-data';
import { PropertyCard } from './PropertyCard';

/** The visitor's shortlist as another tab would write it (the shortlist re-reads on 'storage'). */
function keep(refs: string[]) {
  localStorage.setItem('shortlist', JSON.stringify(refs));
  window.dispatchEvent(new StorageEvent('storage', { key: 'shortlist' }));
}

const kept = () => JSON.parse(localStorage.getItem('shortlist') ?? '[]');

afterEach(() => {
  cleanup();
  keep([]);
});

function home(ref: string, title: string, italianTitle = ''): PropertySummary {
  return {
    ref,
    listing_title: title,
    location: 'Barolo',
    path: `-home-${ref}`,
    pictures_path: '',
    price: 500000,
    price_text: '€500,000',
    sold: false,
    visibility: 'visible',
    has_listing: false,
    listing_image: '',
    listing_image_webp: '',
    small_image: '',
    small_image_webp: '',
    pictures_version: '1',
    translations: { it: { listing_title: italianTitle, location: '' } },
  } as unknown as PropertySummary;
}

function renderList(address: string, homes: PropertySummary[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        {homes.map((property) => (
          <PropertyCard key={property.ref} property={property} lazyImage />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a card's facts", () => {
  it('say one bedroom and one bathroom in the singular, in both languages', () => {
    renderList('/piedmont-property-for-sale/1', [{ ...home('101', 'Cottage'), bedrooms: 1, bathrooms: 1 }, { ...home('102', 'Villa'), bedrooms: 5, bathrooms: 2 }]);
    const facts = screen.getAllByRole('list', { name: 'Key facts' }).map((list) => list.textContent);
    expect(facts).toEqual(['1 bedroom1 bathroom', '5 bedrooms2 bathrooms']);
    cleanup();
    renderList('/it/immobili-in-vendita-piemonte/1', [{ ...home('101', 'Cottage'), bedrooms: 1, bathrooms: 1 }]);
    expect(screen.getByRole('list', { name: 'Dati principali' }).textContent).toBe('1 camera1 bagno');
  });
});

describe("a card's shortlist heart", () => {
  it('names its home, so a list of hearts reads as a list of homes', () => {
    keep(['102']);
    renderList('/piedmont-property-for-sale/1', [home('101', 'Farmhouse near Barolo'), home('102', 'Villa in Alba')]);
    expect(screen.getByRole('button', { name: 'Add Farmhouse near Barolo to shortlist', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Villa in Alba from shortlist', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to shortlist' })).toBeNull();
  });

  it('follows the home in and out of the shortlist', () => {
    renderList('/piedmont-property-for-sale/1', [home('101', 'Farmhouse near Barolo')]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Farmhouse near Barolo to shortlist' }));
    expect(kept()).toEqual(['101']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Farmhouse near Barolo from shortlist' }));
    expect(kept()).toEqual([]);
  });

  it('speaks Italian on the Italian list, naming the home as its card does', () => {
    keep(['102']);
    renderList('/it/immobili-in-vendita-piemonte/1', [home('101', 'Farmhouse near Barolo', 'Cascina vicino a Barolo'), home('102', 'Villa in Alba')]);
    expect(screen.getByRole('button', { name: 'Aggiungi Cascina vicino a Barolo ai preferiti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Togli Villa in Alba dai preferiti' })).toBeTruthy();
  });
});

/** A card with every kind of figure: a four-figure price, a five-figure area, the energy certificate. */
const CARD = {
  ...home('101', 'Farmhouse near Barolo', 'Cascina vicino a Barolo'),
  path: '-farmhouse',
  price: 80_100,
  price_text: '€80,100',
  energy_class: 'B',
  envelope_quality_winter: 'high',
  bedrooms: 4,
  bathrooms: 1,
  internal_area_m2: 10_000,
  internal_area_text: '10,000 m² (107,600 sq ft)',
} as PropertySummary;

describe('a card on the Italian list (issue 43)', () => {
  it('speaks Italian and writes Italian numbers', () => {
    renderList('/it/immobili-in-vendita-piemonte/1', [CARD]);
    const text = document.body.textContent ?? '';
    for (const italian of ['Cascina vicino a Barolo', '4 camere', '1 bagno', '10.000 m²', 'Rif.: 101', 'Qualità dell’involucro: inverno alta, estate non dichiarata', 'Classe energetica']) {
      expect(text).toContain(italian);
    }
    expect(screen.getByText('80.100 €')).toBeTruthy();
    expect(text).not.toMatch(/\d,\d{3}|€\d|Energy class|Envelope|sq ft/);
    expect(screen.getByRole('link', { name: /Cascina vicino a Barolo/ }).getAttribute('href')).toBe('/it/immobile/in-vendita/in-italia/101-farmhouse');
    expect(document.querySelector('article img')?.getAttribute('alt')).toBe('Foto in arrivo');
    // The location is not written in Italian: the English one stands in, marked so.
    expect(screen.getByText('Barolo').getAttribute('lang')).toBe('en');
  });

  it('keeps the spec’s English on the English list', () => {
    renderList('/piedmont-property-for-sale/1', [CARD]);
    const text = document.body.textContent ?? '';
    for (const english of ['Farmhouse near Barolo', '€80,100', '10,000 m² (107,600 sq ft)', 'Ref: 101', 'Energy class', 'Envelope quality: winter high, summer not stated']) {
      expect(text).toContain(english);
    }
  });
});
