import { getProperty, type Visibility } from '@/features/property-data';
import { saveProperty, type SaveOutcome } from '../api/save-property';
import { checkPropertySave } from './property-schema';
import { draftFromProperty, toPropertyInput } from './property-draft';

/** What a list card's staff buttons change: the listing's visibility, or its sold mark. */
export type CardChange = { visibility: Visibility } | { sold: boolean };

/**
 * One click on a list card, saved as the editor saves: the whole property read afresh, the
 * one field changed, the editor's checks, then the same PUT /properties, so every rule the
 * server applies to a save (a listing still holding default texts cannot go public) applies
 * here too, with its message.
 */
export async function saveCardChange(ref: string, change: CardChange): Promise<SaveOutcome> {
  let draft;
  try {
    draft = { ...draftFromProperty(await getProperty(ref, null)), ...change };
  } catch (error) {
    return { ok: false, message: error instanceof Error && error.message ? error.message : 'There was an error' };
  }
  const check = checkPropertySave(draft);
  if (!check.ok) return { ok: false, message: check.message };
  return saveProperty(toPropertyInput(draft), false);
}
