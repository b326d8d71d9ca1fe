import { lazy, Suspense, useState } from 'react';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { STAFF_HEADS } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/session';
import { useTowns } from './api/get-towns';
import { TownTable } from './components/TownTable';
import type { Town } from './types';
import styles from '@/components/staff-page/StaffPage.module.css';

// The form holds the rich-text editor (TipTap): it loads only when an admin opens it.
const TownForm = lazy(() => import('./components/TownForm').then((m) => ({ default: m.TownForm })));

/** /staff/towns (admin only): every town, with forms to create one or edit one. */
export function TownsPage() {
  usePageMeta({ ...STAFF_HEADS.towns, canonical: paths.staffTowns });
  const mayEdit = useCan('editTowns');
  const towns = useTowns({ enabled: mayEdit });
  const [editing, setEditing] = useState<Town | 'new' | null>(null);

  if (!mayEdit) {
    return (
      <section className="container section">
        <h1>Towns</h1>
        <p role="alert">Sign in as an admin to manage towns.</p>
      </section>
    );
  }

  return (
    <section className="container section">
      <div className={styles.header}>
        <h1>Towns</h1>
        {editing === null && (
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            New town
          </button>
        )}
      </div>
      {editing !== null && (
        <Suspense fallback={<LoadingSpinner label="Opening the form…" />}>
          <TownForm key={editing === 'new' ? 'new' : editing.id} town={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Suspense>
      )}
      {towns.isError ? (
        <p role="alert">{towns.error.message}</p>
      ) : !towns.data ? (
        <p role="status">Loading towns…</p>
      ) : towns.data.length === 0 ? (
        <p>No towns yet.</p>
      ) : (
        <TownTable towns={towns.data} onEdit={setEditing} />
      )}
    </section>
  );
}
