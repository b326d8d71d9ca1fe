import { lazy, Suspense, type ReactNode } from 'react';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { LoadingSpinner } from '@/components/loading';
import { useSavedNoticeAfterReload } from '@/lib/saved-notice';
import type { Gallery, Property } from '@/features/property-data';

// The edit chunk (TipTap included) loads only when staff open the editor.
const PropertyEditor = lazy(() => import('./PropertyEditor').then((m) => ({ default: m.PropertyEditor })));

export function LazyPropertyEditor(props: { property: Property | null; galleries: readonly Gallery[] }) {
  return (
    <Suspense fallback={<LoadingSpinner label="Opening the editor…" />}>
      <PropertyEditor {...props} />
    </Suspense>
  );
}

/** View mode's pencil, shown to roles that may edit properties; it also says "Saved" after
 * the reload that follows a save. `children`: the page's other staff tools, after the pencil. */
export function EditPropertyButton({ onEdit, children }: { onEdit: () => void; children?: ReactNode }) {
  useSavedNoticeAfterReload();
  return (
    <FloatingActions label="Property tools">
      <FloatingButton icon="pencil" label="Edit property" short="Edit" onClick={onEdit} />
      {children}
    </FloatingActions>
  );
}
