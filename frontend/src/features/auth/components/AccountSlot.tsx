import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCan, useSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
import { useSignInReveal } from '../lib/use-sign-in-reveal';
import { UserAvatar } from './UserAvatar';
import styles from './AccountSlot.module.css';

// Staff-only: a visitor who never reveals the button never downloads the dialog.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** The header's account corner: the staff links (inbox, towns), avatar and sign-out, or the (revealed) sign-in button. */
export function AccountSlot() {
  const { token, user } = useSession();
  const revealed = useSignInReveal();
  const [open, setOpen] = useState(false);
  const readsEnquiries = useCan('readEnquiries');
  const editsTowns = useCan('editTowns');
  const signOut = useSignOut();

  if (token && user) {
    return (
      <div className={styles.slot}>
        {readsEnquiries && (
          <Link className={styles.button} to={paths.staffInbox}>
            Enquiries
          </Link>
        )}
        {editsTowns && (
          <Link className={styles.button} to={paths.staffTowns}>
            Towns
          </Link>
        )}
        <UserAvatar user={user} />
        <button type="button" className={styles.button} onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    );
  }
  if (!revealed) return null;
  return (
    <div className={styles.slot}>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Sign in
      </button>
      {open && (
        <Suspense fallback={null}>
          <SignInDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
