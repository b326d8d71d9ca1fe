import { describe, expect, it } from 'vitest';
import { checkOwner } from './set-owner';

const maria = { name: ' Maria Rossi ', email: ' maria@example.it ', language: 'it' as const, monthly_reports: true };

describe('checkOwner', () => {
  it('accepts an owner, trimmed', () => {
    expect(checkOwner(maria)).toEqual({ ok: true, value: { ...maria, name: 'Maria Rossi', email: 'maria@example.it' } });
  });

  it("gives the server's messages in the server's order", () => {
    expect(checkOwner({ ...maria, name: '  ', email: 'x' })).toEqual({ ok: false, message: "Owner's name is required" });
    expect(checkOwner({ ...maria, name: 'é'.repeat(201), email: 'x' })).toEqual({ ok: false, message: "Owner's name may be at most 200 characters" });
    expect(checkOwner({ ...maria, name: 'é'.repeat(200) }).ok).toBe(true);
    for (const email of ['', 'maria', 'maria@', 'maria@example', 'maria rossi@example.it']) {
      expect(checkOwner({ ...maria, email })).toEqual({ ok: false, message: 'Please enter a valid email address' });
    }
  });
});
