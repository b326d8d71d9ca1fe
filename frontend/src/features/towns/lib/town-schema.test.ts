import { describe, expect, it } from 'vitest';
import { checkTownSave, type TownFields } from './town-schema';

const barolo: TownFields = {
  name: ' Barolo ',
  name2: 'Langhe',
  facts: 'Altitude:301 m;Population:650',
  short_description: 'Wine village',
  text: '<p>Home of Barolo.</p>',
  path: 'barolo',
};

describe('checkTownSave', () => {
  it('accepts a complete town', () => {
    expect(checkTownSave(barolo)).toEqual({ ok: true });
  });

  it("gives the server's messages in the server's order", () => {
    expect(checkTownSave({ ...barolo, name: '  ', path: '' })).toEqual({ ok: false, message: 'Town name missing' });
    expect(checkTownSave({ ...barolo, name: 'x'.repeat(201), path: ' ' })).toEqual({ ok: false, message: 'Town path missing' });
    for (const path of ['../etc', 'La Morra', 'barolo.jpg', 'Barolo']) {
      expect(checkTownSave({ ...barolo, path })).toEqual({
        ok: false,
        message: "Town path may use only lowercase letters, digits and '-'",
      });
    }
    expect(checkTownSave({ ...barolo, name: 'x'.repeat(201) })).toEqual({ ok: false, message: 'Name must be at most 200 characters' });
    expect(checkTownSave({ ...barolo, facts: 'x'.repeat(5_001) })).toEqual({ ok: false, message: 'Facts must be at most 5000 characters' });
  });

  it('counts characters as the server does, not UTF-16 units', () => {
    expect(checkTownSave({ ...barolo, name: '🍇'.repeat(200) })).toEqual({ ok: true });
  });

  it('checks the Italian texts after the English ones, by their Italian names', () => {
    const italian = { facts: 'Altitudine:301 m', short_description: 'x'.repeat(2_001), text: '' };
    expect(checkTownSave(barolo, italian)).toEqual({ ok: false, message: 'Italian short description must be at most 2000 characters' });
    expect(checkTownSave({ ...barolo, facts: 'x'.repeat(5_001) }, italian)).toEqual({
      ok: false,
      message: 'Facts must be at most 5000 characters',
    });
    expect(checkTownSave(barolo, { ...italian, short_description: 'Il paese del re dei vini' })).toEqual({ ok: true });
  });
});
