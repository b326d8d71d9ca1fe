// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusField } from '@/lib/focus-field';
import { fieldOfMessage } from './field-of-message';

describe('fieldOfMessage', () => {
  it.each([
    ['Reference number not valid', 'ref', false],
    ['Listing title missing', 'listing_title', false],
    ['Meta title missing', 'meta_title', true],
    ['Pictures path missing', 'pictures_path', true],
    ['Path missing', 'path', true],
    ['Second title missing', 'title2', false],
    ['Title still holds the default text \'Your title here\': replace it', 'title', false],
    ['Description still holds the default text', 'description', false],
    ['Features still holds the default text', 'features', false],
    ['Distances are still the default travel times', 'distances', false],
    ['Latitude is invalid', 'latitude', true],
    ['Longitude is invalid', 'longitude', true],
    ['Town not found', 'town', true],
    // Beside the price since issue 43, not in the settings.
    ['Seller must be private or company', 'seller_kind', false],
    ['Cadastral category must be at most 10 characters', 'cadastral_category', false],
    ['Cadastral income must not be negative', 'cadastral_income', false],
    ['Bedrooms must be a whole number from 0 to 50', 'bedrooms', false],
    ['Italian title must be at most 200 characters', 'italian_title', false],
    ['Italian description list must be at most 10000 characters', 'italian_description_list', false],
    ['Italian description must be at most 100000 characters', 'italian_description', false],
  ])('%s → %s', (message, field, inSettings) => {
    expect(fieldOfMessage(message)).toEqual({ field, inSettings });
  });

  it('a message naming no field takes her nowhere', () => {
    expect(fieldOfMessage('There was an error')).toBeNull();
  });
});

describe('focusField', () => {
  it('focuses the control, or the first one in a marked group', () => {
    document.body.innerHTML = `
      <input data-field="title" />
      <fieldset data-field="features"><legend>Features</legend><input id="first" /><input /></fieldset>`;
    expect(focusField('title')).toBe(true);
    expect(document.activeElement?.getAttribute('data-field')).toBe('title');
    expect(focusField('features')).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(focusField('path')).toBe(false);
  });
});
