import { describe, expect, it } from 'vitest';
import { newPropertyDraft, toPropertyInput } from './property-draft';

describe('newPropertyDraft', () => {
  it('starts hidden, at price 0, with the four default distances', () => {
    const draft = newPropertyDraft();
    expect(draft.price).toBe(0);
    expect(draft.visibility).toBe('hidden');
    expect(draft.distances.map((d) => [d.distance, d.descrip])).toEqual([
      [45, 'from Alba'],
      [45, 'from the Barolo area'],
      [25, 'from Asti'],
      [120, 'from airports and coast'],
    ]);
  });

  it("starts with the server's default texts, which it refuses to publish", () => {
    const draft = newPropertyDraft();
    expect([draft.title, draft.title2, draft.listing_title, draft.location]).toEqual([
      'Your title here',
      'Your second title here',
      'Listing title here',
      'Location here',
    ]);
    expect(draft.description).toBe('<p>Description here</p>');
    expect(draft.features).toEqual(['Feature here']);
  });

  it('gives each draft its own distances', () => {
    const first = newPropertyDraft();
    first.distances[0]!.distance = 5;
    expect(newPropertyDraft().distances[0]!.distance).toBe(45);
  });
});

describe('toPropertyInput', () => {
  it('joins features with ; and drops blank entries', () => {
    const input = toPropertyInput({ ...newPropertyDraft(), features: ['3 bedrooms', ' ', '200 sqm; garden'] });
    expect(input.features).toBe('3 bedrooms;200 sqm, garden');
  });

  it('never sends a negative or fractional price', () => {
    expect(toPropertyInput({ ...newPropertyDraft(), price: -5 }).price).toBe(0);
    expect(toPropertyInput({ ...newPropertyDraft(), price: 350000.4 }).price).toBe(350000);
  });

  it('sends the energy indices under their EPgl names and leaves out what is unset', () => {
    const set = toPropertyInput({
      ...newPropertyDraft(),
      town_id: 4,
      energy_class: 'B',
      energy_non_renewable_index: 87.5,
      energy_renewable_index: 12,
    });
    expect(set).toMatchObject({ town_id: 4, energy_class: 'B', energy_performance_nren: 87.5, energy_performance_ren: 12 });
    expect(set).not.toHaveProperty('energy_non_renewable_index');

    const unset = JSON.parse(JSON.stringify(toPropertyInput(newPropertyDraft()))) as Record<string, unknown>;
    for (const key of ['town_id', 'energy_class', 'energy_performance_nren', 'energy_performance_ren']) {
      expect(unset).not.toHaveProperty(key);
    }
  });

  it('sends the stated facts and leaves out the unstated ones', () => {
    const set = toPropertyInput({
      ...newPropertyDraft(),
      kind: 'farmhouse',
      bedrooms: 4,
      bathrooms: 0,
      internal_area_m2: 310,
      land_area_m2: null,
    });
    expect(set).toMatchObject({ kind: 'farmhouse', bedrooms: 4, bathrooms: 0, internal_area_m2: 310 });
    const unset = JSON.parse(JSON.stringify(set)) as Record<string, unknown>;
    expect(unset).not.toHaveProperty('land_area_m2');
    const none = JSON.parse(JSON.stringify(toPropertyInput(newPropertyDraft()))) as Record<string, unknown>;
    for (const key of ['kind', 'bedrooms', 'bathrooms', 'internal_area_m2', 'land_area_m2']) {
      expect(none).not.toHaveProperty(key);
    }
  });

  it('sends the Italian texts with their lists joined, an emptied description as none', () => {
    const draft = newPropertyDraft();
    const input = toPropertyInput({
      ...draft,
      italian: { ...draft.italian, title: 'Cascina a Barolo', features: ['4 camere', ' ', '310 mq; piscina'], description: '<p></p>' },
    });
    expect(input.translations?.it).toMatchObject({
      title: 'Cascina a Barolo',
      title2: '',
      features: '4 camere;310 mq, piscina',
      description_list: '',
      description: '',
    });
    expect(toPropertyInput({ ...draft, italian: { ...draft.italian, description: '<p>Vista sulle Alpi</p>' } }).translations?.it?.description).toBe(
      '<p>Vista sulle Alpi</p>',
    );
  });
});
