import { fieldNamedBy } from '@/lib/focus-field';

/** The owner form's fields, as their controls are marked (`data-field`). */
export type OwnerField = 'owner-name' | 'owner-email' | 'owner-language';

/** The server's refusals of an owner (and the form's own, the same words) by their beginning. */
const BY_BEGINNING: [string, OwnerField][] = [
  ["Owner's name", 'owner-name'],
  ['Please enter a valid email address', 'owner-email'],
  ["Owner's language", 'owner-language'],
];

/** The field a refused owner save names; null for a failure of no one field (a lost connection). */
export function ownerFieldOfMessage(message: string): OwnerField | null {
  const field = fieldNamedBy(message, BY_BEGINNING);
  return BY_BEGINNING.find(([, named]) => named === field)?.[1] ?? null;
}
