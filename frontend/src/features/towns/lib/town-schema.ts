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

type Field = keyof typeof TOWN_LIMITS;

const trimmed = z.string().trim();
const characters = (text: string) => [...text].length;
const atMost = (field: Field) => {
  const [label, max] = TOWN_LIMITS[field];
  return z.object({ [field]: trimmed.refine((text) => characters(text) <= max, `${label} must be at most ${max} characters`) });
};

/**
 * The server's checks in its order, with its messages: name, then path (required: it names the
 * picture `towns/{path}.jpg`), then every length cap. The first failure is the one shown.
 */
export const townChecks = [
  z.object({ name: trimmed.min(1, 'Town name missing') }),
  z.object({ path: trimmed.min(1, 'Town path missing') }),
  z.object({ path: trimmed.regex(/^[a-z0-9-]+$/, "Town path may use only lowercase letters, digits and '-'") }),
  ...(Object.keys(TOWN_LIMITS) as Field[]).map(atMost),
];

export type TownFields = Record<Field, string>;
export type TownCheck = { ok: true } | { ok: false; message: string };

export function checkTownSave(fields: TownFields): TownCheck {
  for (const check of townChecks) {
    const checked = checkWith(check)(fields);
    if (!checked.ok) return checked;
  }
  return { ok: true };
}
