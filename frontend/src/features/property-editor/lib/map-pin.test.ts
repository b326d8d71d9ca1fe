import { describe, expect, it } from 'vitest';
import { fieldsFromPin, pinFromFields } from './map-pin';

describe('fieldsFromPin: a click or a dropped pin writes the fields', () => {
  it.each([
    [{ lat: 44.612345678, lng: 7.943219 }, '44.61235', '7.94322'],
    // Each number keeps its decimal point, or the save would refuse it (SPEC §5).
    [{ lat: 45, lng: 8 }, '45.0', '8.0'],
    [{ lat: 44.5, lng: -0.1 }, '44.5', '-0.1'],
    [{ lat: -0.000001, lng: 0 }, '0.0', '0.0'],
  ])('%j → %s, %s', (pin, latitude, longitude) => {
    expect(fieldsFromPin(pin)).toEqual({ latitude, longitude });
  });

  it('writes what the save accepts and the fields read back to the same pin', () => {
    const fields = fieldsFromPin({ lat: 44.70001, lng: 8.03 });
    expect(pinFromFields(fields.latitude, fields.longitude)).toEqual({ pin: { lat: 44.70001, lng: 8.03 }, problem: null });
  });
});

describe('pinFromFields: the fields move the pin', () => {
  it('puts the pin at two valid numbers', () => {
    expect(pinFromFields(' 44.61 ', '7.94')).toEqual({ pin: { lat: 44.61, lng: 7.94 }, problem: null });
  });

  it('shows no pin, and no complaint, while either field is empty', () => {
    expect(pinFromFields('', '')).toEqual({ pin: null, problem: null });
    expect(pinFromFields('44.61', '')).toEqual({ pin: null, problem: null });
  });

  it.each([
    ['95.0', '8.0', 'Latitude is invalid'],
    ['-90.5', '8.0', 'Latitude is invalid'],
    ['44.6', '180.5', 'Longitude is invalid'],
    ['44.6', '-181.0', 'Longitude is invalid'],
    ['44', '8.0', 'Latitude is invalid'],
    ['44.6', '8', 'Longitude is invalid'],
  ])('refuses %s, %s with the save’s own message: %s', (latitude, longitude, problem) => {
    expect(pinFromFields(latitude, longitude)).toEqual({ pin: null, problem });
  });

  it('accepts the edges of the globe', () => {
    expect(pinFromFields('90.0', '-180.0').pin).toEqual({ lat: 90, lng: -180 });
  });
});
