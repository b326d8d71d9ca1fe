// zod/mini, like the enquiry form beside it on the property page (its JavaScript budget).
import * as z from 'zod/mini';
import { checkWithField, type Checked } from '@/lib/check';
import type { Language } from '@/lib/i18n';
import { VIEWING_TEXT } from './viewing-text';

/** The server's cap on the homes one request names (viewing_trips::MAX_VIEWING_REFS). */
export const MAX_VIEWING_REFS = 10;

export interface ViewingFields {
  name: string;
  email: string;
  phone: string;
  from: string;
  to: string;
  morning: boolean;
  afternoon: boolean;
  refs: string;
  message: string;
}

export interface ViewingRequest {
  name: string;
  email: string;
  phone?: string;
  from: string;
  to: string;
  half_days: string[];
  refs: string[];
  message: string;
}

/** The server's own order, for the fields a browser can check; the rest (dates in the past,
 * the trip's length, unknown references) the server answers in the same language. */
function schema(language: Language) {
  const m = VIEWING_TEXT[language].messages;
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, m.name)),
    email: z
      .string()
      .check(z.trim(), z.minLength(1, m.email), z.refine((email) => email.includes('@'), m.emailInvalid)),
    phone: z.string().check(z.trim()),
    from: z.string().check(z.trim(), z.minLength(1, m.from)),
    to: z.string().check(z.trim(), z.minLength(1, m.to)),
    order: z.boolean().check(z.refine((ok) => ok, m.order)),
    half_days: z.array(z.string()).check(z.minLength(1, m.halfDays)),
    refs: z.array(z.string()).check(z.minLength(1, m.refs)),
    message: z.string().check(z.trim(), z.minLength(1, m.message)),
  });
}

/**
 * The control a failing check is about, where the checked name is not the form's own: dates
 * in the wrong order are the departure's fault, the half days are one group of two boxes.
 */
const FORM_FIELD: Record<string, string> = { order: 'to', half_days: 'halfDays' };

/** The form's fields checked in the form's order, in the visitor's language. */
export function checkViewing(language: Language): (fields: ViewingFields) => Checked<ViewingRequest> {
  const check = checkWithField(schema(language));
  return (fields) => {
    const checked = check({
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      from: fields.from,
      to: fields.to,
      order: !fields.from || !fields.to || fields.from <= fields.to,
      half_days: [fields.morning && 'morning', fields.afternoon && 'afternoon'].filter((h): h is string => Boolean(h)),
      refs: fields.refs
        .split(/[\s,;]+/)
        .map((r) => r.trim())
        .filter(Boolean),
      message: fields.message,
    });
    if (!checked.ok) return checked.field ? { ...checked, field: FORM_FIELD[checked.field] ?? checked.field } : checked;
    const { name, email, phone, from, to, half_days, refs, message } = checked.value;
    return { ok: true, value: { name, email, from, to, half_days, refs, message, ...(phone ? { phone } : {}) } };
  };
}
