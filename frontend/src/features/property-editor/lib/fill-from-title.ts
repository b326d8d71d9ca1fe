import { isDefaultText } from '@/lib/default-text';
import { slugOf } from '@/lib/slug';
import { PROPERTY_DEFAULT_TEXTS, type PropertyDraft } from './property-draft';
import { cleanPathSegment } from './settings-rules';

/**
 * Path, pictures path and meta title filled from the title when she left them empty
 * (issue #26); what she typed stays. The paths only for a new property (they are locked
 * once it exists), cleaned by the settings dialog's rule (SPEC §5). A title still holding
 * its default text fills nothing.
 */
export function fillFromTitle(draft: PropertyDraft, isNew: boolean): PropertyDraft {
  const title = draft.title.trim();
  if (title === '' || isDefaultText(title, PROPERTY_DEFAULT_TEXTS.title)) return draft;
  const suffix = cleanPathSegment(slugOf(title));
  const orTitle = (value: string, filled: string) => (value.trim() === '' ? filled : value);
  return {
    ...draft,
    meta_title: orTitle(draft.meta_title, title),
    path: isNew ? orTitle(draft.path, suffix) : draft.path,
    pictures_path: isNew ? orTitle(draft.pictures_path, suffix) : draft.pictures_path,
  };
}
