// @vitest-environment jsdom
import { cleanup, render as renderOutside } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Galleries } from './Galleries';

afterEach(cleanup);

/** On a property page: the section's heading follows the page's language. */
const render = (ui: ReactNode, page = '/property/for-sale/in-italy/123') => renderOutside(<MemoryRouter initialEntries={[page]}>{ui}</MemoryRouter>);

const base = '/images/properties/123-villa/gallery/Garden';

describe('Galleries', () => {
  it('offers each thumbnail at display width and the small file for denser screens', () => {
    const { container } = render(
      <Galleries
        propertyTitle="Villa"
        galleries={[{ name: 'Garden', pictures: [`${base}/01-villa.jpg?v=1`], small_pictures: [`${base}/01-villaa.jpg?v=2`], captions: [''] }]}
      />,
    );
    const webp = container.querySelector('picture source[type="image/webp"]');
    expect(webp?.getAttribute('srcset')).toBe(`${base}/01-villaa-330w.webp?v=2 330w, ${base}/01-villaa.webp?v=2 650w`);
    const img = container.querySelector('picture img');
    expect(img?.getAttribute('srcset')).toBe(`${base}/01-villaa-330w.jpg?v=2 330w, ${base}/01-villaa.jpg?v=2 650w`);
    expect(img?.getAttribute('sizes')).toContain('calc(50vw - 1.25rem)');
  });

  it('describes each photo by its caption, or by its place in the listing without one', () => {
    const { container } = render(
      <Galleries
        propertyTitle="Villa"
        galleries={[
          {
            name: 'Garden',
            pictures: [`${base}/01-villa.jpg?v=1`, `${base}/02-villa.jpg?v=1`],
            small_pictures: [`${base}/01-villaa.jpg?v=2`, `${base}/02-villaa.jpg?v=2`],
            captions: ['The pool at dusk', ''],
          },
        ]}
      />,
    );
    const alts = [...container.querySelectorAll('picture img')].map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(['The pool at dusk', 'Villa: Garden, picture 2']);
  });

  it('names the galleries and photos in Italian on an Italian page', () => {
    const { container } = render(
      <Galleries
        propertyTitle="Cascina"
        galleries={[
          { name: 'New Gallery', pictures: [`${base}/01-villa.jpg?v=1`], small_pictures: [`${base}/01-villaa.jpg?v=2`], captions: [''] },
          { name: 'Guest rooms', pictures: [`${base}/02-villa.jpg?v=1`], small_pictures: [`${base}/02-villaa.jpg?v=2`], captions: [''] },
          { name: 'West wing', pictures: [`${base}/03-villa.jpg?v=1`], small_pictures: [`${base}/03-villaa.jpg?v=2`], captions: [''] },
        ]}
      />,
      '/it/immobile/in-vendita/in-italia/123',
    );
    const headings = [...container.querySelectorAll('h3')].map((heading) => [heading.textContent, heading.getAttribute('lang')]);
    expect(headings).toEqual([
      ['Foto', null],
      ['Camere per gli ospiti', null],
      ['West wing', 'en'],
    ]);
    expect(container.querySelector('h2')?.textContent).toBe('Galleria fotografica');
    const alts = [...container.querySelectorAll('picture img')].map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(['Cascina: Foto, foto 1', 'Cascina: Camere per gli ospiti, foto 1', 'Cascina: West wing, foto 1']);
  });
});
