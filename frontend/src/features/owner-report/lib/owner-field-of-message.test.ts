import { describe, expect, it } from 'vitest';
import { ownerFieldOfMessage } from './owner-field-of-message';

describe('ownerFieldOfMessage', () => {
  it.each([
    ["Owner's name is required", 'owner-name'],
    ["Owner's name may be at most 200 characters", 'owner-name'],
    ['Please enter a valid email address', 'owner-email'],
    ["Owner's language must be en or it", 'owner-language'],
  ])('takes "%s" to %s', (message, field) => {
    expect(ownerFieldOfMessage(message)).toBe(field);
  });

  it('names no field for other failures', () => {
    expect(ownerFieldOfMessage('Property not found')).toBeNull();
    expect(ownerFieldOfMessage('Request failed (500)')).toBeNull();
  });
});
