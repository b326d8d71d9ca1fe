/** Spec §9: a property ref is three digits. */
export const REF_LENGTH_CHARS = 3;
/** Refs of generated benchmark catalogues (`langhe generate`): six digits, read from addresses. */
export const GENERATED_REF_LENGTH_CHARS = 6;
