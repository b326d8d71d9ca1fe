// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Property } from '@/features/property-data';
import { DetailBanner } from './DetailBanner';

afterEach(cleanup);

/** A home without a background picture: its page opens on a band with its title. */
const PROPERTY = {
  ref: '101',
  title: 'Farmhouse in Barolo',
  translations: { it: { title: 'Cascina a Barolo' } },
} as Property;

const banner = (page: string, property: Property | undefined, fallback = { text: 'Farmhouse', lang: undefined as 'en' | undefined }) =>
  render(
    <MemoryRouter initialEntries={[page]}>
      <DetailBanner property={property} fallbackTitle={fallback} photoCount={3} />
    </MemoryRouter>,
  ).container;

describe('DetailBanner', () => {
  it('shows the Italian title on an Italian page, and the gallery link in Italian', () => {
    const container = banner('/it/immobile/in-vendita/in-italia/101', PROPERTY);
    expect(container.textContent).toContain('Cascina a Barolo');
    expect(container.textContent).toContain('Galleria fotografica (3 foto)');
    expect(container.textContent).not.toContain('Farmhouse');
  });

  it('shows the English title, marked English, where none is written in Italian', () => {
    const container = banner('/it/immobile/in-vendita/in-italia/101', { ...PROPERTY, translations: { it: { title: '' } } } as Property);
    const band = container.querySelector('[aria-hidden="true"]');
    expect(band?.textContent).toBe('Farmhouse in Barolo');
    expect(band?.getAttribute('lang')).toBe('en');
  });

  it('shows the English title on the English page', () => {
    const container = banner('/property/for-sale/in-italy/101', PROPERTY);
    expect(container.textContent).toContain('Farmhouse in Barolo');
    expect(container.textContent).toContain('Photo Gallery (3 photos)');
  });
});
