// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MapMarker } from './geo';
import { StaticLocationMap } from './StaticLocationMap';

afterEach(cleanup);

const MARKERS: MapMarker[] = [
  { ref: '101', title: 'Cascina a Barolo', position: { lat: 44.61, lng: 7.94 }, href: '/it/immobile/in-vendita/in-italia/101' },
  { ref: '102', title: 'Villa near Neive', titleLang: 'en', position: { lat: 44.72, lng: 8.11 }, href: '/it/immobile/in-vendita/in-italia/102' },
];

const drawOn = (page: string, markers: MapMarker[] = MARKERS) =>
  render(
    <MemoryRouter initialEntries={[page]}>
      <StaticLocationMap markers={markers} label="Immobili in questa pagina" zoom={8} />
    </MemoryRouter>,
  ).container;

describe('StaticLocationMap', () => {
  it('offers the OpenStreetMap links in Italian on an Italian page', () => {
    const container = drawOn('/it/immobili-in-vendita-piemonte/1');
    expect(screen.getByText('Apri le posizioni in OpenStreetMap')).toBeTruthy();
    // The marker and its OpenStreetMap link.
    expect(screen.getAllByRole('link', { name: 'Rif. 101: Cascina a Barolo' })).toHaveLength(2);
    // A title not written in Italian stands in English, marked so.
    expect(screen.getAllByText('Villa near Neive').some((element) => element.getAttribute('lang') === 'en')).toBe(true);
    expect(container.querySelector('title')?.textContent).toBe('Immobili in questa pagina: mappa schematica di Langhe, Roero e Monferrato');
    expect(container.textContent).not.toMatch(/Open (the|in) |Ref \d/);
    cleanup();
    drawOn('/it/immobile/in-vendita/in-italia/101', MARKERS.slice(0, 1));
    expect(screen.getByRole('link', { name: 'Apri in OpenStreetMap' })).toBeTruthy();
  });

  it('keeps the English words on an English page', () => {
    drawOn('/piedmont-property-for-sale/1');
    expect(screen.getByText('Open the locations in OpenStreetMap')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ref 101: Cascina a Barolo' })).toHaveLength(2);
  });
});
