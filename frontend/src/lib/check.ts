// A form's fields checked against its schema (zod, full or mini) the way every form reports
// them: the value, or only the first failing message, exactly as the schema writes it.

/** A form's input checked: its value, or the first failing message as the spec writes it. */
export type Checked<Value> = { ok: true; value: Value } | { ok: false; message: string };

/** What zod (full or mini) answers from `safeParse`. */
interface SafeParser<Input, Value> {
  safeParse(input: Input): { success: true; data: Value } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A schema as a check that reports only its first failing message. */
export function checkWith<Input, Value>(schema: SafeParser<Input, Value>) {
  return (input: Input): Checked<Value> => {
    const parsed = schema.safeParse(input);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  };
}
