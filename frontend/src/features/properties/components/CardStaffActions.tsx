import { toast } from '@/components/toast';
import type { PropertySummary } from '@/features/property-data';
import { useCardChange, type CardChange } from '@/features/property-editor';
import { useCan } from '@/lib/session';
import styles from './PropertyCard.module.css';

interface Action {
  label: string;
  change: CardChange;
  /** What the toast says once it is saved. */
  done: string;
}

/** The buttons a card offers for its listing as it stands. */
export function cardActions({ visibility, sold }: Pick<PropertySummary, 'visibility' | 'sold'>): Action[] {
  const actions: Action[] = [];
  if (visibility !== 'hidden') actions.push({ label: 'Hide', change: { visibility: 'hidden' }, done: 'is now hidden' });
  if (visibility !== 'visible') actions.push({ label: 'Show', change: { visibility: 'visible' }, done: 'is now visible to everyone' });
  actions.push(
    sold
      ? { label: 'Mark for sale', change: { sold: false }, done: 'is for sale again' }
      : { label: 'Mark sold', change: { sold: true }, done: 'is marked sold' },
  );
  return actions;
}

/**
 * Staff's one-click changes on a list card: hide, show, sold. Each is a save as the editor's
 * (the server's checks apply); a refusal shows the server's message.
 */
export function CardStaffActions({ property }: { property: PropertySummary }) {
  const mayEdit = useCan('editProperty');
  const change = useCardChange();
  if (!mayEdit) return null;

  const run = async ({ change: what, done }: Action) => {
    const outcome = await change.mutateAsync({ ref: property.ref, change: what });
    if (outcome.ok) toast.success(`Ref ${property.ref} ${done}.`, 'Saved');
    else toast.error(outcome.message, 'Error');
  };

  return (
    <div className={styles.staffActions} role="group" aria-label={`Staff actions for ref ${property.ref}`}>
      {cardActions(property).map((action) => (
        <button
          key={action.label}
          type="button"
          className={styles.staffAction}
          disabled={change.isPending}
          onClick={() => void run(action)}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
