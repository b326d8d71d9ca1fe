import { z } from 'zod';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { checkWith, type Checked } from '@/lib/check';
import { useWrite } from '@/lib/api/use-write';
import { OWNER_LANGUAGES, type OwnerLanguage } from '../types';
import { ownerQueryKey } from './get-owner';

export const OWNER_NAME_MAX = 200;

const LANGUAGE_CODES = OWNER_LANGUAGES.map(({ code }) => code) as [OwnerLanguage, ...OwnerLanguage[]];

/**
 * The server's checks of an owner in its order, with its messages: the first failing one is
 * shown at its field. The e-mail rule here only catches the obvious slips (no '@', no dot
 * in the domain); the server's full rule decides, and its refusal lands at the same field.
 */
export const ownerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Owner's name is required")
    .refine((name) => [...name].length <= OWNER_NAME_MAX, `Owner's name may be at most ${OWNER_NAME_MAX} characters`),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  language: z.enum(LANGUAGE_CODES, { error: "Owner's language must be en or it" }),
  monthly_reports: z.boolean(),
});

export type OwnerInput = z.infer<typeof ownerSchema>;

export const checkOwner: (fields: z.input<typeof ownerSchema>) => Checked<OwnerInput> = checkWith(ownerSchema);

/** PUT /properties/{ref}/owner: records or replaces the owner; answers them as stored. */
export async function setPropertyOwner({ propertyRef, owner }: { propertyRef: string; owner: OwnerInput }) {
  return unwrap(await api.PUT('/properties/{ref}/owner', { params: { path: { ref: propertyRef } }, body: owner }));
}

export function useSetPropertyOwner() {
  return useWrite({
    write: setPropertyOwner,
    changes: (_, { propertyRef }) => [ownerQueryKey(propertyRef)],
  });
}
