/** Spec §9: a property ref is three digits. */
export const REF_LENGTH_CHARS = 3;
