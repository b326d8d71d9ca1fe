import { describe, expect, it } from 'vitest';
import { errorIdFor, fieldErrorProps } from './field-error';

describe('a field and the form message', () => {
  it('is wrong only while the message is about it', () => {
    const invalid = { kind: 'invalid', message: "'Email' field missing", field: 'email' } as const;
    expect(errorIdFor(invalid, 'email', 'm')).toBe('m');
    expect(errorIdFor(invalid, 'name', 'm')).toBeUndefined();
    // A message about no one field (a server's refusal), or none at all, marks nothing.
    expect(errorIdFor({ kind: 'invalid', message: 'Dates in the past' }, 'email', 'm')).toBeUndefined();
    expect(errorIdFor({ kind: 'idle' }, 'email', 'm')).toBeUndefined();
  });

  it('is invalid and described by the message after its own description', () => {
    expect(fieldErrorProps('m')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'm' });
    expect(fieldErrorProps('m', 'hint')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'hint m' });
    expect(fieldErrorProps(undefined, 'hint')).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'hint' });
    expect(fieldErrorProps(undefined)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});
