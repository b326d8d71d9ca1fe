// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Town } from '@/features/property-data';
import { TownTabs } from './TownTabs';

afterEach(cleanup);

const barolo: Town = {
  id: 1,
  name: 'Barolo',
  name2: 'Langhe',
  facts: 'Altitude:301 m;Population:650',
  facts_d: [
    { label: 'Altitude', value: '301 m' },
    { label: 'Population', value: '650' },
  ],
  short_description: 'The village that gave its name to the king of wines.',
  text: '<p>Barolo sits in a bowl of vineyards.</p>',
  path: 'barolo',
  image: '/images/towns/barolo.jpg',
  image_webp: '/images/towns/barolo.webp',
  translations: { it: { facts: '', facts_d: [], short_description: 'Il paese che ha dato il nome al re dei vini.', text: '' } },
};

const on = (path: string, town: Town) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TownTabs town={town} />
    </MemoryRouter>,
  );

describe('TownTabs', () => {
  it('on an Italian page shows the Italian texts written and marks the English ones standing in', () => {
    const { container } = on('/it/immobile/in-vendita/in-italia/101-casa', barolo);
    const short = screen.getByText('Il paese che ha dato il nome al re dei vini.');
    expect(short.getAttribute('lang')).toBeNull();
    expect(screen.queryByText(barolo.short_description)).toBeNull();
    expect(screen.getByText('Barolo sits in a bowl of vineyards.').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('ul')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('tab', { name: 'Il paese' })).toBeTruthy();
  });

  it('on an Italian page shows the Italian facts as a whole once written', () => {
    const italian = {
      ...barolo.translations.it,
      facts: 'Altitudine:301 m;Abitanti:650',
      facts_d: [
        { label: 'Altitudine', value: '301 m' },
        { label: 'Abitanti', value: '650' },
      ],
    };
    const { container } = on('/it/immobile/in-vendita/in-italia/101-casa', { ...barolo, translations: { it: italian } });
    const facts = container.querySelector('ul');
    expect(facts?.getAttribute('lang')).toBeNull();
    expect(facts?.textContent).toBe('Altitudine:301 mAbitanti:650');
  });

  it('on an English page shows the English texts, unmarked', () => {
    const { container } = on('/property/for-sale/in-italy/101-house', barolo);
    expect(screen.getByText(barolo.short_description).getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Il paese che ha dato il nome al re dei vini.')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
    expect(container.querySelector('ul')?.textContent).toBe('Altitude:301 mPopulation:650');
  });
});
