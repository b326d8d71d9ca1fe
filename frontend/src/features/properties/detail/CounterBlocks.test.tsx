// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CounterBlocks } from './CounterBlocks';

afterEach(cleanup);

const BLOCKS = [
  { value: '1.0', label: 'ha of land', label_it: 'ha di terreno' },
  { value: '10,000', label: 'sqm of land', label_it: '' },
  { value: '3+', label: 'Terraces', label_it: 'Terrazze' },
];

const figures = (page: string) => {
  render(
    <MemoryRouter initialEntries={[page]}>
      <CounterBlocks blocks={BLOCKS} />
    </MemoryRouter>,
  );
  return screen.getByRole('list');
};

describe('CounterBlocks', () => {
  it('writes typed English numbers in Italian digits on an Italian page', () => {
    const list = figures('/it/immobile/in-vendita/in-italia/101');
    expect(list.getAttribute('aria-label')).toBe('In sintesi');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['1ha di terreno', '10.000sqm of land', '3+Terrazze']);
    // The label not written in Italian stands in English, marked so.
    expect(screen.getByText('sqm of land').getAttribute('lang')).toBe('en');
  });

  it('shows the figures as typed on the English page', () => {
    const list = figures('/property/for-sale/in-italy/101');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['1.0ha of land', '10,000sqm of land', '3+Terraces']);
  });
});
