import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWith, checkWithField } from './check';

const schema = z.object({
  name: z.string().trim().min(1, "'Name' field missing"),
  email: z.string().trim().min(1, "'Email' field missing"),
});

describe('a form check', () => {
  it('reports the first failing message, and with checkWithField the field it is about', () => {
    expect(checkWithField(schema)({ name: '', email: '' })).toEqual({ ok: false, message: "'Name' field missing", field: 'name' });
    expect(checkWithField(schema)({ name: 'Anna', email: ' ' })).toEqual({ ok: false, message: "'Email' field missing", field: 'email' });
    expect(checkWith(schema)({ name: 'Anna', email: ' ' })).toEqual({ ok: false, message: "'Email' field missing" });
  });

  it('passes the checked value through', () => {
    expect(checkWithField(schema)({ name: ' Anna ', email: 'a@b.it' })).toEqual({ ok: true, value: { name: 'Anna', email: 'a@b.it' } });
    expect(checkWith(schema)({ name: ' Anna ', email: 'a@b.it' })).toEqual({ ok: true, value: { name: 'Anna', email: 'a@b.it' } });
  });

  it('names no field for a check on the whole input', () => {
    const whole = z.object({ from: z.string(), to: z.string() }).refine((dates) => dates.from <= dates.to, 'Dates the wrong way round');
    expect(checkWithField(whole)({ from: '2030-05-12', to: '2030-05-10' })).toEqual({ ok: false, message: 'Dates the wrong way round' });
  });
});
