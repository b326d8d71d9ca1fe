import { describe, expect, it } from 'vitest';
import { checkViewing, type ViewingFields } from './viewing-schema';

const filled: ViewingFields = {
  name: 'Anna Rossi',
  email: 'anna@example.com',
  phone: '',
  from: '2027-05-10',
  to: '2027-05-13',
  morning: true,
  afternoon: false,
  refs: '123, 456',
  message: 'Two homes, please',
};

describe('checkViewing', () => {
  it('reports the first failure in the form order, in the page language', () => {
    const steps: [Partial<ViewingFields>, string, string][] = [
      [{ name: ' ' }, "'Name' field missing", "Campo 'Nome' mancante"],
      [{ email: 'anna' }, 'Please enter a valid email address', 'Inserire un indirizzo email valido'],
      [{ from: '' }, "'Arrival date' field missing", "Campo 'Arrivo' mancante"],
      [{ to: '2027-05-01' }, 'The departure date may not be before the arrival date', 'La data di partenza non può precedere quella di arrivo'],
      [{ morning: false }, "'Preferred times' field missing", "Campo 'Orari preferiti' mancante"],
      [{ refs: ' , ' }, "'Reference Number' field missing", "Campo 'Riferimento' mancante"],
      [{ message: '' }, "'Message' field missing", "Campo 'Messaggio' mancante"],
    ];
    for (const [change, english, italian] of steps) {
      expect(checkViewing('en')({ ...filled, ...change })).toEqual({ ok: false, message: english });
      expect(checkViewing('it')({ ...filled, ...change })).toEqual({ ok: false, message: italian });
    }
  });

  it('sends the refs as a list and leaves a blank phone out', () => {
    expect(checkViewing('en')(filled)).toEqual({
      ok: true,
      value: {
        name: 'Anna Rossi',
        email: 'anna@example.com',
        from: '2027-05-10',
        to: '2027-05-13',
        half_days: ['morning'],
        refs: ['123', '456'],
        message: 'Two homes, please',
      },
    });
  });
});
