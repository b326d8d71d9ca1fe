import type { Blocker } from 'react-router-dom';
import { Dialog } from '@/components/dialog';
import styles from './LeaveEditorDialog.module.css';

/** The page's question while the router holds a navigation away from an editor with unsaved changes. */
export function LeaveEditorDialog({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog title="Leave without saving?" onClose={() => blocker.reset()} className={styles.dialog}>
      <p>Your changes are not saved yet. If you leave now, they are lost.</p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => blocker.reset()} autoFocus>
          Stay and keep editing
        </button>
        <button type="button" className="button button-outline" onClick={() => blocker.proceed()}>
          Leave without saving
        </button>
      </div>
    </Dialog>
  );
}
