// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Property } from '@/features/property-data';
import { EnergyPerformance } from './EnergyPerformance';

afterEach(cleanup);

const PROPERTY = { energy_class: 'B', energy_non_renewable_index: 98.4, energy_renewable_index: 1234.5, envelope_quality_winter: 'high' } as Property;

const shownOn = (page: string) =>
  render(
    <MemoryRouter initialEntries={[page]}>
      <EnergyPerformance property={PROPERTY} />
    </MemoryRouter>,
  ).container.textContent ?? '';

describe('EnergyPerformance', () => {
  it('writes the indices with a decimal comma on an Italian page', () => {
    const text = shownOn('/it/immobile/in-vendita/in-italia/101');
    expect(text).toContain('98,4 kWh/m² anno');
    expect(text).toContain('1234,5 kWh/m² anno');
    expect(text).toContain('Qualità dell’involucro, invernoalta');
    expect(text).not.toMatch(/\d\.\d|year|not stated/);
  });

  it('keeps the English page’s decimal point', () => {
    const text = shownOn('/property/for-sale/in-italy/101');
    expect(text).toContain('98.4 kWh/m² year');
    expect(text).toContain('1,234.5 kWh/m² year');
  });
});
