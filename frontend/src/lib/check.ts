// A form's fields checked against its schema (zod, full or mini) the way every form reports
// them: the value, or only the first failing message, exactly as the schema writes it.

/**
 * A form's input checked: its value, or the first failing message as the spec writes it and,
 * when the message is about one field, that field's name (the form marks and focuses it).
 */
export type Checked<Value> = { ok: true; value: Value } | { ok: false; message: string; field?: string };

/** What zod (full or mini) answers from `safeParse`. */
interface SafeParser<Input, Value> {
  safeParse(
    input: Input,
  ): { success: true; data: Value } | { success: false; error: { issues: readonly { message: string; path?: readonly PropertyKey[] }[] } };
}

/**
 * A schema as a check that reports only its first failing message and the field it is about
 * (the schema's key): for a form that marks that field and takes the visitor to it.
 */
export function checkWithField<Input, Value>(schema: SafeParser<Input, Value>) {
  return (input: Input): Checked<Value> => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return { ok: true, value: parsed.data };
    const first = parsed.error.issues[0];
    const field = first?.path?.[0];
    return typeof field === 'string' ? { ok: false, message: first?.message ?? '', field } : { ok: false, message: first?.message ?? '' };
  };
}

/** A schema as a check that reports only its first failing message. */
export function checkWith<Input, Value>(schema: SafeParser<Input, Value>) {
  const check = checkWithField(schema);
  return (input: Input): Checked<Value> => {
    const checked = check(input);
    return checked.ok ? checked : { ok: false, message: checked.message };
  };
}
