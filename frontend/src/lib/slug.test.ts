import { describe, expect, it } from 'vitest';
import { slugOf, slugWithin } from './slug';

describe('slugOf', () => {
  it('makes address words of a title, accents and punctuation aside', () => {
    expect(slugOf("  Casa dell'Àrte: vigne & vista!  ")).toBe('casa-dell-arte-vigne-vista');
  });

  it('gives nothing for a title without letters or digits', () => {
    expect(slugOf(' – ! ')).toBe('');
  });
});

describe('slugWithin', () => {
  it('keeps a short slug whole', () => {
    expect(slugWithin('Buying in Barolo', 100)).toBe('buying-in-barolo');
  });

  it('cuts a long one at the end of a word', () => {
    expect(slugWithin('Buying a farmhouse in Barolo', 20)).toBe('buying-a-farmhouse');
  });

  it('cuts one long word where it must', () => {
    expect(slugWithin('Supercalifragilistic', 5)).toBe('super');
  });
});
