import { Dialog } from '@/components/dialog';
import { SignInPanel } from './SignInPanel';

/** The header's "Sign in": every way in, in a dialog (the /sign-in page shows the same). */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Sign in" onClose={onClose}>
      <SignInPanel onSignedIn={onClose} />
    </Dialog>
  );
}
