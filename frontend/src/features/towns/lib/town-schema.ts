import { z } from 'zod';
import { checkWith } from '@/lib/check';

/** The server's caps (crates/domain/src/town_input.rs), counted in characters as it does. */
export const TOWN_LIMITS = {
  name: ['Name', 200],
  name2: ['Second name', 200],
  facts: ['Facts', 5_000],
  short_description: ['Short description', 2_000],
  text: ['Text', 100_000],
  path: ['Path', 60],
} as const;

/** The Italian texts' caps: the English fields', named as the server names them. */
export const TOWN_ITALIAN_LIMITS = {
  facts: ['Italian facts', 5_000],
  short_description: ['Italian short description', 2_000],
  text: ['Italian text', 100_000],
} as const;

type Field = keyof typeof TOWN_LIMITS;
type ItalianField = keyof typeof TOWN_ITALIAN_LIMITS;

const trimmed = z.string().trim();
const characters = (text: string) => [...text].length;
const cap = (field: string, [label, max]: readonly [string, number]) =>
  z.object({ [field]: trimmed.refine((text) => characters(text) <= max, `${label} must be at most ${max} characters`) });
const atMost = (field: Field) => cap(field, TOWN_LIMITS[field]);

/**
 * The server's checks in its order, with its messages: name, then path (required: it names the
 * picture `towns/{path}.jpg`), then every length cap, the English texts' before the Italian
 * ones'. The first failure is the one shown.
 */
export const townChecks = [
  z.object({ name: trimmed.min(1, 'Town name missing') }),
  z.object({ path: trimmed.min(1, 'Town path missing') }),
  z.object({ path: trimmed.regex(/^[a-z0-9-]+$/, "Town path may use only lowercase letters, digits and '-'") }),
  ...(Object.keys(TOWN_LIMITS) as Field[]).map(atMost),
];

const italianChecks = (Object.keys(TOWN_ITALIAN_LIMITS) as ItalianField[]).map((field) => cap(field, TOWN_ITALIAN_LIMITS[field]));

export type TownFields = Record<Field, string>;
export type TownItalianFields = Record<ItalianField, string>;
export type TownCheck = { ok: true } | { ok: false; message: string };

export function checkTownSave(fields: TownFields, italian?: TownItalianFields): TownCheck {
  for (const check of townChecks) {
    const checked = checkWith(check)(fields);
    if (!checked.ok) return checked;
  }
  for (const check of italian ? italianChecks : []) {
    const checked = checkWith(check)(italian);
    if (!checked.ok) return checked;
  }
  return { ok: true };
}
