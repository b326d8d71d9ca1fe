// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ListingMarks, newText, reducedOnText, underOfferText } from './ListingStatus';

afterEach(cleanup);

describe('listing status texts', () => {
  it('marks a home under offer or new only while it is not sold', () => {
    expect(underOfferText({ sold: false, under_offer: true })).toBe('Under offer');
    expect(underOfferText({ sold: false, under_offer: true }, 'it')).toBe('Trattativa in corso');
    expect(underOfferText({ sold: true, under_offer: true })).toBeNull();
    expect(newText({ sold: false, is_new: true }, 'it')).toBe('Nuovo');
    expect(newText({ sold: true, is_new: true })).toBeNull();
  });

  it('dates a shown reduction as each language writes it', () => {
    expect(reducedOnText({ sold: false, reduced_on: '2026-03-03' })).toBe('Reduced on 3 March 2026');
    expect(reducedOnText({ sold: false, reduced_on: '2026-03-03' }, 'it')).toBe('Prezzo ridotto il 3 marzo 2026');
    expect(reducedOnText({ sold: true, reduced_on: '2026-03-03' })).toBeNull();
    expect(reducedOnText({ sold: false, reduced_on: null })).toBeNull();
  });

  const at = (path: string) =>
    function Page({ children }: { children: ReactNode }) {
      return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    };

  it('draws both marks, new first, and nothing for a plain listing', () => {
    const { container, rerender } = render(<ListingMarks property={{ sold: false }} className="marks" markClassName="mark" />, {
      wrapper: at('/piedmont-property-for-sale/1'),
    });
    expect(container.innerHTML).toBe('');
    rerender(<ListingMarks property={{ sold: false, is_new: true, under_offer: true }} className="marks" markClassName="mark" />);
    expect(screen.getAllByText(/New|Under offer/).map((mark) => mark.textContent)).toEqual(['New', 'Under offer']);
  });

  it('speaks Italian on an Italian page', () => {
    render(<ListingMarks property={{ sold: false, is_new: true, under_offer: true }} className="marks" markClassName="mark" />, {
      wrapper: at('/it/lista-dei-preferiti'),
    });
    expect(screen.getAllByText(/Nuovo|Trattativa in corso/).map((mark) => mark.textContent)).toEqual(['Nuovo', 'Trattativa in corso']);
  });
});
