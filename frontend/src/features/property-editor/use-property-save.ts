import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { announceSaved } from '@/lib/saved-notice';
import { useSaveProperty } from './api/save-property';
import { fieldOfMessage, type FieldPlace } from './lib/field-of-message';
import { fillFromTitle } from './lib/fill-from-title';
import { toPropertyInput, type PropertyDraft } from './lib/property-draft';
import { checkPropertySave } from './lib/property-schema';

interface PropertySaveOptions {
  /** Opened as a new property: after its save she goes to the list (SPEC §4). */
  isNew: boolean;
  /** Stored already (a new property's first photo saved it as a hidden draft): saved with PUT. */
  isStored: boolean;
  /** The draft as saved: the settings filled from the title show in the editor. */
  onFilled: (draft: PropertyDraft) => void;
  /** A refusal naming a field: the editor takes her to it. */
  onRefused: (place: FieldPlace) => void;
  /** Saved: the editor stops guarding its changes before it moves on. */
  onSaved: () => void;
}

/**
 * The editor's one save, for the floating Save and the settings dialog's (issue #26): the
 * spec's checks (SPEC §5), the path, pictures path and meta title filled from the title when
 * left empty, then the server. A refusal shows its message (SPEC §8) and names the field; a
 * success says "Saved" and goes where the spec says (SPEC §4).
 */
export function usePropertySave({ isNew, isStored, onFilled, onRefused, onSaved }: PropertySaveOptions) {
  const navigate = useNavigate();
  const mutation = useSaveProperty();

  const refuse = (message: string) => {
    toast.error(message, 'Error');
    const place = fieldOfMessage(message);
    if (place) onRefused(place);
  };

  const save = async (edited: PropertyDraft) => {
    const draft = fillFromTitle(edited, isNew);
    if (draft !== edited) onFilled(draft);
    const check = checkPropertySave(draft);
    if (!check.ok) {
      refuse(check.message);
      return;
    }
    // Settles once every property read was fetched again, so the list shows the new property.
    const outcome = await mutation.mutateAsync({ input: toPropertyInput(draft), isNew: !isStored });
    if (!outcome.ok) {
      refuse(outcome.message);
      return;
    }
    // A draft saved by its first photo gets its address from its title on this save: the
    // editor shows the path saved until it moves on.
    if (outcome.path !== draft.path) onFilled({ ...draft, path: outcome.path });
    onSaved();
    announceSaved({ reloading: !isNew });
    if (isNew) {
      navigate(paths.propertyListPage(1));
    } else {
      window.history.replaceState(null, '', paths.propertyDetail(draft.ref));
      window.location.reload();
    }
  };

  return { save, saving: mutation.isPending };
}
