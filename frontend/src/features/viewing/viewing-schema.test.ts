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
  it('reports the first failure in the form order, in the page language, and the control it is about', () => {
    const steps: [Partial<ViewingFields>, string, string, string][] = [
      [{ name: ' ' }, "'Name' field missing", "Campo 'Nome' mancante", 'name'],
      [{ email: 'anna' }, 'Please enter a valid email address', 'Inserire un indirizzo email valido', 'email'],
      [{ from: '' }, "'Arrival date' field missing", "Campo 'Arrivo' mancante", 'from'],
      [{ to: '2027-05-01' }, 'The departure date may not be before the arrival date', 'La data di partenza non può precedere quella di arrivo', 'to'],
      [{ morning: false }, "'Preferred times' field missing", "Campo 'Orari preferiti' mancante", 'halfDays'],
      [{ refs: ' , ' }, "'Reference Number' field missing", "Campo 'Riferimento' mancante", 'refs'],
      [{ message: '' }, "'Message' field missing", "Campo 'Messaggio' mancante", 'message'],
    ];
    for (const [change, english, italian, field] of steps) {
      expect(checkViewing('en')({ ...filled, ...change })).toEqual({ ok: false, message: english, field });
      expect(checkViewing('it')({ ...filled, ...change })).toEqual({ ok: false, message: italian, field });
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
