// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render as renderOutside } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { EnvelopeLine } from './EnvelopeLine';

afterEach(cleanup);

/** On a page of the list in `language`: the line speaks the page's language. */
const render = (ui: ReactNode, page = '/piedmont-property-for-sale/1') => renderOutside(<MemoryRouter initialEntries={[page]}>{ui}</MemoryRouter>);

describe('EnvelopeLine', () => {
  it('states both seasons, saying which one the certificate leaves out', () => {
    const { container } = render(<EnvelopeLine winter="high" summer={undefined} />);
    expect(container.textContent).toBe('Envelope quality: winter high, summer not stated');
  });

  it('says nothing when neither season is stated', () => {
    const { container } = render(<EnvelopeLine winter={null} summer={undefined} />);
    expect(container.textContent).toBe('');
  });

  it('speaks Italian on an Italian page', () => {
    const { container } = render(<EnvelopeLine winter="high" summer="low" />, '/it/immobili-in-vendita-piemonte/1');
    expect(container.textContent).toBe('Qualità dell’involucro: inverno alta, estate bassa');
    cleanup();
    const { container: half } = render(<EnvelopeLine winter={undefined} summer="medium" />, '/it/immobili-in-vendita-piemonte/1');
    expect(half.textContent).toBe('Qualità dell’involucro: inverno non dichiarata, estate media');
  });
});
